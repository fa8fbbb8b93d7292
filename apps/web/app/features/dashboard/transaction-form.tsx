import { zodResolver } from "@hookform/resolvers/zod";
import {
  type TransactionFormInput,
  type TransactionFormOutput,
  transactionFormSchema,
} from "@tostao/core/dashboard/forms";
import type { Transaction } from "@tostao/core/dashboard/transactions";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { reaisInput } from "./format";
import { CategoryOptions, KindOptions, PaymentOptions } from "./options";
import { useCategories } from "./queries";
import { Select } from "./select";

/** Adds or edits a record; an instalment part asks whether the change is for this part or all. */
export function TransactionForm({
  initial,
  today,
  pending,
  error,
  onSubmit,
}: {
  initial: Transaction | null;
  today: string;
  pending: boolean;
  error?: string;
  onSubmit: (values: TransactionFormOutput) => void;
}) {
  const categories = useCategories();
  const form = useForm<TransactionFormInput, unknown, TransactionFormOutput>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: {
      date: initial?.date ?? today,
      kind: initial?.kind ?? "expense",
      amount: initial ? reaisInput(initial.amountCents) : "",
      categoryId: initial?.categoryId ? String(initial.categoryId) : "",
      description: initial?.description ?? "",
      payment: initial?.payment ?? "",
      installments: String(initial?.installment?.count ?? 1),
      scope: "one",
    },
  });
  const kind = form.watch("kind");
  const errors = form.formState.errors;
  const options = (categories.data?.items ?? []).filter(
    (c) => c.kind === kind && (!c.archived || c.id === initial?.categoryId),
  );
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="tx-kind" label="Tipo" error={errors.kind?.message}>
          <Select {...form.register("kind", { onChange: () => form.setValue("categoryId", "") })}>
            <KindOptions />
          </Select>
        </FormField>
        <FormField id="tx-amount" label="Valor (R$)" error={errors.amount?.message}>
          <Input inputMode="decimal" placeholder="0,00" autoComplete="off" {...form.register("amount")} />
        </FormField>
      </div>
      <FormField id="tx-description" label="Descrição" error={errors.description?.message}>
        <Input autoComplete="off" placeholder="Ex.: Mercado do mês" {...form.register("description")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="tx-date" label="Data" error={errors.date?.message}>
          <Input type="date" {...form.register("date")} />
        </FormField>
        <FormField id="tx-payment" label="Pagamento" error={errors.payment?.message}>
          <Select {...form.register("payment")}>
            <option value="">Não informado</option>
            <PaymentOptions />
          </Select>
        </FormField>
      </div>
      <FormField id="tx-category" label="Categoria" error={errors.categoryId?.message}>
        <Select {...form.register("categoryId")}>
          <option value="">Sem categoria</option>
          <CategoryOptions categories={options} />
        </Select>
      </FormField>
      {kind === "expense" ? (
        <FormField
          id="tx-installments"
          label="Parcelas"
          error={errors.installments?.message}
          hint={
            initial
              ? "Mudar o número de parcelas refaz a compra inteira, do mesmo total, no mesmo cartão."
              : "O valor é o total da compra, dividido nas parcelas."
          }
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register("installments")} />
        </FormField>
      ) : null}
      {initial?.installment ? (
        <fieldset className="rounded-lg border border-border p-3">
          <legend className="px-1 text-sm font-medium">
            Parcela {initial.installment.number}/{initial.installment.count}: alterar
          </legend>
          <label className="flex items-center gap-2 py-1">
            <input type="radio" value="one" {...form.register("scope")} /> Só esta parcela
          </label>
          <label className="flex items-center gap-2 py-1">
            <input type="radio" value="all" {...form.register("scope")} /> Todas as{" "}
            {initial.installment.count} parcelas
          </label>
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Salvando…" : initial ? "Salvar alterações" : "Adicionar"}
      </Button>
    </form>
  );
}
