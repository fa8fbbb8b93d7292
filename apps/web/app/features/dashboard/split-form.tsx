import { parseReaisText } from "@tostao/core/dashboard/forms";
import type { Transaction, TransactionSplit } from "@tostao/core/dashboard/transactions";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { brl } from "./format";
import { CategoryOptions } from "./options";
import { useCategories } from "./queries";
import { Select } from "./select";

interface Row {
  key: number;
  amount: string;
  categoryId: string;
}

/**
 * Splits a record into categories (one supermarket receipt: food, cleaning, pharmacy): each part
 * gets an amount and a category, and what is left stays in the record, shown as the parts change.
 */
export function SplitForm({
  item,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  item: Transaction;
  pending: boolean;
  error?: string;
  onSubmit: (parts: TransactionSplit["parts"]) => void;
  onCancel: () => void;
}) {
  const categories = useCategories();
  const options = (categories.data?.items ?? []).filter((c) => c.kind === item.kind && !c.archived);
  const [rows, setRows] = useState<Row[]>([{ key: 1, amount: "", categoryId: "" }]);
  const [problem, setProblem] = useState<string | null>(null);
  const cents = rows.map((r) => parseReaisText(r.amount));
  const sum = cents.reduce<number>((s, c) => s + (c ?? 0), 0);
  const left = item.amountCents - sum;
  const change = (key: number, field: "amount" | "categoryId", value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (cents.some((c) => c === null || c <= 0)) return setProblem("Informe o valor de cada parte.");
    if (rows.some((r) => r.categoryId === "")) return setProblem("Escolha a categoria de cada parte.");
    if (left < 0) return setProblem(`As partes passam do registro em ${brl(-left)}.`);
    setProblem(null);
    onSubmit(rows.map((r, i) => ({ amountCents: cents[i] as number, categoryId: Number(r.categoryId) })));
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <p className="text-sm text-muted-foreground">
        {item.description || "Registro"}: {brl(item.amountCents)}. Cada parte vira um registro na categoria
        escolhida; o resto fica neste.
      </p>
      <ul className="space-y-2" aria-label="Partes">
        {rows.map((row, i) => (
          <li key={row.key} className="flex items-end gap-2">
            <label className="flex w-28 shrink-0 flex-col gap-1 text-sm">
              <span>Valor (R$)</span>
              <Input
                inputMode="decimal"
                placeholder="0,00"
                autoComplete="off"
                aria-label={`Valor da parte ${i + 1}`}
                value={row.amount}
                onChange={(e) => change(row.key, "amount", e.target.value)}
              />
            </label>
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
              <span>Categoria</span>
              <Select
                aria-label={`Categoria da parte ${i + 1}`}
                value={row.categoryId}
                onChange={(e) => change(row.key, "categoryId", e.target.value)}
              >
                <option value="">Escolha…</option>
                <CategoryOptions categories={options} />
              </Select>
            </label>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={`Remover a parte ${i + 1}`}
              disabled={rows.length === 1}
              onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() =>
          setRows((all) => [
            ...all,
            { key: Math.max(...all.map((r) => r.key)) + 1, amount: "", categoryId: "" },
          ])
        }
      >
        <Plus aria-hidden="true" /> Outra parte
      </Button>
      <p aria-live="polite" className={left < 0 ? "text-sm font-medium text-destructive" : "text-sm"}>
        Fica neste registro{item.category ? ` (${item.category})` : ""}: {brl(Math.max(0, left))}
      </p>
      {problem || error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem ?? error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Voltar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Dividindo…" : "Dividir"}
        </Button>
      </div>
    </form>
  );
}
