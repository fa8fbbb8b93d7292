import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  moneyAccountEndpoints,
  type PaydayFormInput,
  type PaydayFormOutput,
  type PaydayView,
  paydayFormSchema,
} from "@tostao/core/dashboard/money-accounts";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadError } from "~/components/ui/load-error";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { ErrorAlert } from "~/features/dashboard/error-alert";
import { brDate, reaisInput } from "~/features/dashboard/format";
import { meKey } from "~/features/dashboard/queries";
import { Select } from "~/features/dashboard/select";
import { callApi } from "~/lib/api-client";
import { toast } from "~/lib/use-toast";

const paydayKey = [...meKey, "payday"] as const;

/**
 * When the salary comes ("5º dia útil", "todo dia 30", "último dia útil"), the salary itself, and
 * whether the person's month starts on payday: the same settings the chat takes ("recebo todo 5º
 * dia útil", "meu mês começa no dia do salário").
 */
export function PaydaySection() {
  const payday = useQuery({ queryKey: paydayKey, queryFn: () => callApi(moneyAccountEndpoints.paydayGet) });
  return (
    <section
      id="salario"
      aria-labelledby="salario-title"
      className="space-y-3 rounded-2xl border border-border p-4"
    >
      <h2 id="salario-title" className="text-lg font-semibold">
        Salário
      </h2>
      <p className="text-sm text-muted-foreground">
        Com o dia do salário, o Tostão responde “quanto posso gastar até o salário?” e mostra a projeção na
        Visão geral. Se preferir, seu mês pode ir de um salário ao outro: totais, limites e a Visão geral
        passam a contar assim, no painel e no chat.
      </p>
      {payday.isError ? (
        <LoadError
          message={apiErrorMessage(payday.error)}
          onRetry={() => void payday.refetch()}
          retrying={payday.isFetching}
        />
      ) : payday.isPending ? null : (
        <PaydayForm key={JSON.stringify(payday.data.item)} item={payday.data.item} next={payday.data.next} />
      )}
    </section>
  );
}

function PaydayForm({ item, next }: { item: PaydayView | null; next: string | null }) {
  const client = useQueryClient();
  const rule = item?.rule;
  const form = useForm<PaydayFormInput, unknown, PaydayFormOutput>({
    resolver: zodResolver(paydayFormSchema),
    defaultValues: {
      kind: rule?.kind ?? "business_day",
      n: rule?.kind === "day" ? String(rule.day) : rule?.kind === "business_day" ? String(rule.n) : "5",
      amount: item?.amount ? reaisInput(item.amount) : "",
      monthStartsOnPayday: item?.monthStartsOnPayday ?? false,
    },
  });
  const save = useMutation({
    mutationFn: (body: PaydayFormOutput) => callApi(moneyAccountEndpoints.payday, { body }),
    onSuccess: () => {
      toast({ title: "Salário salvo" });
      return client.invalidateQueries({ queryKey: meKey });
    },
  });
  const kind = form.watch("kind");
  const e = form.formState.errors;
  return (
    <form
      className="grid gap-3 sm:max-w-md"
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      {next ? (
        <p className="text-sm" data-testid="next-payday">
          Próximo salário: <strong>{brDate(next)}</strong>
        </p>
      ) : null}
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <FormField id="payday-kind" label="O salário cai" error={e.kind?.message}>
          <Select {...form.register("kind")}>
            <option value="business_day">No dia útil nº</option>
            <option value="day">Todo dia</option>
            <option value="last_business_day">No último dia útil</option>
          </Select>
        </FormField>
        {kind === "last_business_day" ? null : (
          <FormField id="payday-n" label={kind === "day" ? "Dia" : "Dia útil"} error={e.n?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register("n")} />
          </FormField>
        )}
      </div>
      <FormField id="payday-amount" label="Valor do salário (opcional, R$)" error={e.amount?.message}>
        <Input inputMode="decimal" placeholder="0,00" autoComplete="off" {...form.register("amount")} />
      </FormField>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 size-4" {...form.register("monthStartsOnPayday")} />
        <span>Meu mês começa no dia do salário (em vez do dia 1º)</span>
      </label>
      <ErrorAlert error={save.error} className="text-sm" />
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        Salvar
      </Button>
    </form>
  );
}
