import { type CardDto, planningEndpoints } from "@tostao/core/planning/api";
import { type CardFormOutput, cardFormSchema } from "@tostao/core/planning/forms";
import { FormField } from "~/components/ui/form-field";
import { EditorForm, FieldPair, MoneyField, TextField, useEditorForm } from "~/features/dashboard/editor";
import { reaisInput } from "~/features/dashboard/format";
import { Select } from "~/features/dashboard/select";
import { callApi } from "~/lib/api-client";

/** Adds a card, or edits one (name included); a credit card asks for its closing and due days. */
export function CardForm({ initial, onDone }: { initial: CardDto | null; onDone: () => void }) {
  const editor = useEditorForm({
    schema: cardFormSchema,
    defaults: {
      name: initial?.name ?? "",
      kind: initial?.kind ?? "credit",
      limit: initial?.limitCents ? reaisInput(initial.limitCents) : "",
      closingDay: initial?.closingDay ? String(initial.closingDay) : "",
      dueDay: initial?.dueDay ? String(initial.dueDay) : "",
      billReminders: initial?.billReminders ?? true,
    },
    save: async (v: CardFormOutput) => {
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
        }).then(({ operationId }) => ({ created: false, operationId }));
      }
      const saved = await callApi(planningEndpoints.saveCard, {
        body: { name: v.name, kind: v.kind, limitCents: v.limit, ...days, billReminders: v.billReminders },
      });
      return { created: saved.created, operationId: saved.operationId };
    },
    onDone,
    done: ({ created }) => (created ? "Cartão adicionado" : "Cartão atualizado"),
  });
  const { form, errors: e, field } = editor;
  const kind = form.watch("kind");
  const day = (name: "closingDay" | "dueDay", example: string) => ({
    inputMode: "numeric" as const,
    placeholder: example,
    ...field(name),
  });
  return (
    <EditorForm editor={editor}>
      <FieldPair>
        <TextField id="card-name" label="Nome" placeholder="Ex.: Nubank" {...field("name")} />
        <FormField id="card-kind" label="Tipo" error={e.kind?.message}>
          <Select {...form.register("kind")}>
            <option value="credit">Crédito</option>
            <option value="debit">Débito</option>
          </Select>
        </FormField>
      </FieldPair>
      {kind === "credit" ? (
        <>
          <MoneyField id="card-limit" label="Limite (R$, opcional)" {...field("limit")} />
          <FieldPair>
            <TextField id="card-closing" label="Dia de fechamento" {...day("closingDay", "Ex.: 3")} />
            <TextField id="card-due" label="Dia de vencimento" {...day("dueDay", "Ex.: 10")} />
          </FieldPair>
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
