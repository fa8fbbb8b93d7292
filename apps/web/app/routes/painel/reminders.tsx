import { fromIso } from "@tostao/core/calendar/index";
import { reminderFormSchema } from "@tostao/core/dashboard/forms";
import { type Reminder, reminderEndpoints } from "@tostao/core/dashboard/reminders";
import { Check } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useListAction } from "~/features/dashboard/editable-list";
import { EditorForm, FieldPair, MoneyField, TextField, useEditorForm } from "~/features/dashboard/editor";
import { todayIso } from "~/features/dashboard/filters";
import { brDate, brl, reaisInput } from "~/features/dashboard/format";
import { ListPage } from "~/features/dashboard/list-page";
import { useReminders } from "~/features/dashboard/queries";
import { BillDuesSection } from "~/features/planning/bill-dues";
import { callApi } from "~/lib/api-client";

export const meta = () => [{ title: "Lembretes | Tostão" }, { name: "robots", content: "noindex" }];

const statusLabel = { pending: "Pendente", sent: "Avisado", done: "Pago", cancelled: "Cancelado" } as const;

export default function RemindersPage() {
  const [all, setAll] = useState(false);
  const reminders = useReminders(all ? "all" : "open");
  const paid = useListAction(
    (id: number) => callApi(reminderEndpoints.paid, { params: { id } }),
    "Lembrete marcado como pago",
  );
  return (
    <ListPage
      title="Lembretes"
      newLabel="Novo lembrete"
      newTitle="Novo lembrete"
      editTitle="Editar lembrete"
      intro={
        <>
          <BillDuesSection />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Mostrar pagos e
            cancelados
          </label>
        </>
      }
      query={reminders}
      loadError="Não foi possível carregar seus lembretes."
      items={reminders.data?.items ?? []}
      empty={"Nenhum lembrete. Crie aqui ou mande no chat: “me lembra de pagar o aluguel dia 5”."}
      details={(r) => (
        <>
          {brDate(r.dueDate)}
          {r.recurrenceDay ? ` · todo dia ${r.recurrenceDay}` : ""} · {statusLabel[r.status]}
        </>
      )}
      amount={(r) => (r.amountCents ? brl(r.amountCents) : null)}
      actions={(r) =>
        r.status === "pending" || r.status === "sent" ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Paguei: ${r.description}`}
            onClick={() => paid.mutate(r.id)}
          >
            <Check aria-hidden="true" /> Paguei
          </Button>
        ) : null
      }
      removeTitle="Excluir lembrete?"
      removeNote={(r) => `o Tostão deixa de avisar${r.recurrenceDay ? " todo mês" : ""}.`}
      remove={(r) => callApi(reminderEndpoints.remove, { params: { id: r.id } })}
      removed="Lembrete excluído"
      form={(initial, done) => <ReminderForm initial={initial} onDone={done} />}
    />
  );
}

function ReminderForm({ initial, onDone }: { initial: Reminder | null; onDone: () => void }) {
  const editor = useEditorForm({
    schema: reminderFormSchema,
    defaults: {
      description: initial?.description ?? "",
      amount: initial?.amountCents ? reaisInput(initial.amountCents) : "",
      dueDate: initial?.dueDate ?? todayIso(),
      monthly: Boolean(initial?.recurrenceDay),
    },
    save: (v) => {
      const body = {
        description: v.description,
        amountCents: v.amount,
        dueDate: v.dueDate,
        recurrenceDay: v.monthly ? fromIso(v.dueDate).d : null,
      };
      return initial
        ? callApi(reminderEndpoints.update, { params: { id: initial.id }, body })
        : callApi(reminderEndpoints.create, { body });
    },
    onDone,
    done: () => (initial ? "Lembrete atualizado" : "Lembrete criado"),
  });
  const { form, field } = editor;
  return (
    <EditorForm editor={editor}>
      <TextField
        id="rem-description"
        label="Descrição"
        placeholder="Ex.: Conta de luz"
        {...field("description")}
      />
      <FieldPair>
        <MoneyField id="rem-amount" label="Valor (opcional)" {...field("amount")} />
        <TextField id="rem-date" label="Vencimento" type="date" {...field("dueDate")} />
      </FieldPair>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("monthly")} /> Repetir todo mês
      </label>
    </EditorForm>
  );
}
