import { zodResolver } from "@hookform/resolvers/zod";

import { type CardDto, planningEndpoints } from "@tostao/core/planning/api";
import { type CardFormInput, type CardFormOutput, cardFormSchema } from "@tostao/core/planning/forms";
import { useForm } from "react-hook-form";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { EditorForm, useEditorSave } from "~/features/dashboard/editable-list";
import { reaisInput } from "~/features/dashboard/format";
import { Select } from "~/features/dashboard/select";
import { callApi } from "~/lib/api-client";

/** Adds a card, or edits one (name included); a credit card asks for its closing and due days. */
export function CardForm({ initial, onDone }: { initial: CardDto | null; onDone: () => void }) {
  const form = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: {
      name: initial?.name ?? "",
      kind: initial?.kind ?? "credit",
      limit: initial?.limitCents ? reaisInput(initial.limitCents) : "",
      closingDay: initial?.closingDay ? String(initial.closingDay) : "",
      dueDay: initial?.dueDay ? String(initial.dueDay) : "",
      billReminders: initial?.billReminders ?? true,
    },
  });
  const save = useEditorSave(
    async (v: CardFormOutput) => {
      const days = v.kind === "credit" ? { closingDay: v.closingDay, dueDay: v.dueDay } : {};
      if (initial) {
        return callApi(planningEndpoints.updateCard, {
          params: { id: initial.id },
          body: {
            name: v.name,
            kind: v.kind,
            limitCents: v.limit,
            closingDay: days.closingDay ?? undefined,
            dueDay: days.dueDay ?? undefined,
            billReminders: v.billReminders,
          },
        }).then(() => false);
      }
      const saved = await callApi(planningEndpoints.saveCard, {
        body: { name: v.name, kind: v.kind, limitCents: v.limit, ...days, billReminders: v.billReminders },
      });
      return saved.created;
    },
    onDone,
    (created) => (created ? "Cartão adicionado" : "Cartão atualizado"),
  );
  const kind = form.watch("kind");
  const e = form.formState.errors;
  return (
    <EditorForm onSubmit={form.handleSubmit((v) => save.mutate(v))} save={save}>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="card-name" label="Nome" error={e.name?.message}>
          <Input placeholder="Ex.: Nubank" autoComplete="off" {...form.register("name")} />
        </FormField>
        <FormField id="card-kind" label="Tipo" error={e.kind?.message}>
          <Select {...form.register("kind")}>
            <option value="credit">Crédito</option>
            <option value="debit">Débito</option>
          </Select>
        </FormField>
      </div>
      {kind === "credit" ? (
        <>
          <FormField id="card-limit" label="Limite (R$, opcional)" error={e.limit?.message}>
            <Input inputMode="decimal" placeholder="0,00" autoComplete="off" {...form.register("limit")} />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField id="card-closing" label="Dia de fechamento" error={e.closingDay?.message}>
              <Input inputMode="numeric" placeholder="Ex.: 3" {...form.register("closingDay")} />
            </FormField>
            <FormField id="card-due" label="Dia de vencimento" error={e.dueDay?.message}>
              <Input inputMode="numeric" placeholder="Ex.: 10" {...form.register("dueDay")} />
            </FormField>
          </div>
          <p className="text-sm text-muted-foreground">
            Compras até a véspera do fechamento entram na fatura do ciclo; no dia do fechamento ou depois, na
            seguinte. Vencimento em fim de semana ou feriado passa para o próximo dia útil.
          </p>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register("billReminders")} /> Me lembrar do vencimento (na véspera
            e no dia, às 10h)
          </label>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          No débito as compras saem na hora: entram nas despesas do mês, sem fatura.
        </p>
      )}
    </EditorForm>
  );
}
