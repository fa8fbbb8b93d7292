import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { recordKindLabels, recordKinds } from "@tostao/core/dashboard/fields";
import { type RecurringFormInput, recurringFormSchema } from "@tostao/core/dashboard/forms";
import { type RecurringRule, recurringEndpoints } from "@tostao/core/dashboard/recurring";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { Dialog } from "~/features/dashboard/dialog";
import { todayIso } from "~/features/dashboard/filters";
import { brl, reaisInput } from "~/features/dashboard/format";
import { meKey, useCategories, useRecurring } from "~/features/dashboard/queries";
import { Select } from "~/features/dashboard/select";
import { callApi } from "~/lib/api-client";
import { toast } from "~/lib/use-toast";

export const meta = () => [{ title: "Despesas fixas | Tostão" }, { name: "robots", content: "noindex" }];

export default function RecurringPage() {
  const rules = useRecurring();
  const client = useQueryClient();
  const [editing, setEditing] = useState<RecurringRule | "new" | null>(null);
  const failed = (error: unknown) =>
    toast({ title: "Não foi possível salvar", description: apiErrorMessage(error), variant: "destructive" });
  const refresh = (title: string) => {
    toast({ title });
    return client.invalidateQueries({ queryKey: meKey });
  };
  const toggle = useMutation({
    mutationFn: (r: RecurringRule) =>
      callApi(recurringEndpoints.update, { params: { id: r.id }, body: { active: !r.active } }),
    onSuccess: () => refresh("Despesa fixa atualizada"),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(recurringEndpoints.remove, { params: { id } }),
    onSuccess: () => refresh("Despesa fixa excluída"),
    onError: failed,
  });
  const items = rules.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Despesas fixas</h1>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" /> Nova despesa fixa
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Entram nos seus registros no dia marcado de cada mês.</p>
      {rules.isPending ? (
        <p role="status">Carregando...</p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
          Nenhuma despesa fixa. Crie aqui ou mande no chat: "aluguel de 1500 todo dia 5".
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{r.description}</p>
                <p className="text-sm text-muted-foreground">
                  {recordKindLabels[r.kind]} · todo dia {r.dayOfMonth} · {r.category ?? "Sem categoria"}
                  {r.active ? "" : " · Pausada"}
                </p>
              </div>
              <span className="tabular-nums">{brl(r.amountCents)}</span>
              <Button variant="outline" size="sm" onClick={() => toggle.mutate(r)}>
                {r.active ? "Pausar" : "Retomar"}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={`Editar ${r.description}`}
                onClick={() => setEditing(r)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9"
                aria-label={`Excluir ${r.description}`}
                onClick={() => remove.mutate(r.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? "Nova despesa fixa" : "Editar despesa fixa"}
      >
        <RecurringForm
          key={editing === "new" ? "new" : editing?.id}
          initial={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      </Dialog>
    </div>
  );
}

function RecurringForm({ initial, onDone }: { initial: RecurringRule | null; onDone: () => void }) {
  const client = useQueryClient();
  const categories = useCategories();
  const form = useForm<RecurringFormInput, unknown, z.output<typeof recurringFormSchema>>({
    resolver: zodResolver(recurringFormSchema),
    defaultValues: {
      kind: initial?.kind ?? "expense",
      amount: initial ? reaisInput(initial.amountCents) : "",
      description: initial?.description ?? "",
      dayOfMonth: initial?.dayOfMonth ?? 5,
      categoryId: initial?.categoryId ? String(initial.categoryId) : "",
    },
  });
  const kind = form.watch("kind");
  const save = useMutation({
    mutationFn: (v: z.output<typeof recurringFormSchema>) => {
      const common = {
        amountCents: v.amount,
        description: v.description,
        dayOfMonth: v.dayOfMonth,
        categoryId: v.categoryId,
      };
      return initial
        ? callApi(recurringEndpoints.update, { params: { id: initial.id }, body: common })
        : callApi(recurringEndpoints.create, { body: { ...common, kind: v.kind, startsOn: todayIso() } });
    },
    onSuccess: () => {
      toast({ title: initial ? "Despesa fixa atualizada" : "Despesa fixa criada" });
      onDone();
      return client.invalidateQueries({ queryKey: meKey });
    },
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-3" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="rec-kind" label="Tipo" error={e.kind?.message}>
          <Select disabled={Boolean(initial)} {...form.register("kind")}>
            {recordKinds.map((k) => (
              <option key={k} value={k}>
                {recordKindLabels[k]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="rec-amount" label="Valor (R$)" error={e.amount?.message}>
          <Input inputMode="decimal" placeholder="0,00" {...form.register("amount")} />
        </FormField>
      </div>
      <FormField id="rec-description" label="Descrição" error={e.description?.message}>
        <Input placeholder="Ex.: Aluguel" {...form.register("description")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="rec-day" label="Dia do mês" error={e.dayOfMonth?.message}>
          <Input type="number" min={1} max={31} {...form.register("dayOfMonth")} />
        </FormField>
        <FormField id="rec-category" label="Categoria" error={e.categoryId?.message}>
          <Select {...form.register("categoryId")}>
            <option value="">Sem categoria</option>
            {(categories.data?.items ?? [])
              .filter((c) => c.kind === kind && !c.archived)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
          </Select>
        </FormField>
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {apiErrorMessage(save.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        Salvar
      </Button>
    </form>
  );
}
