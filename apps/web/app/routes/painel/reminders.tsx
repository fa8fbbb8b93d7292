import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { fromIso } from "@tostao/core/calendar/index";
import { type ReminderFormInput, reminderFormSchema } from "@tostao/core/dashboard/forms";
import { type Reminder, reminderEndpoints } from "@tostao/core/dashboard/reminders";
import { Check } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import {
  EditableList,
  EditorDialog,
  ListHeader,
  SaveFooter,
  useListFeedback,
} from "~/features/dashboard/editable-list";
import { todayIso } from "~/features/dashboard/filters";
import { brDate, brl, reaisInput } from "~/features/dashboard/format";
import { useReminders } from "~/features/dashboard/queries";
import { callApi } from "~/lib/api-client";

export const meta = () => [{ title: "Lembretes | Tostão" }, { name: "robots", content: "noindex" }];

const statusLabel = { pending: "Pendente", sent: "Avisado", done: "Pago", cancelled: "Cancelado" } as const;

export default function RemindersPage() {
  const [all, setAll] = useState(false);
  const reminders = useReminders(all ? "all" : "open");
  const { refresh, failed } = useListFeedback();
  const [editing, setEditing] = useState<Reminder | "new" | null>(null);
  const paid = useMutation({
    mutationFn: (id: number) => callApi(reminderEndpoints.paid, { params: { id } }),
    onSuccess: () => refresh("Lembrete marcado como pago"),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi(reminderEndpoints.remove, { params: { id } }),
    onSuccess: () => refresh("Lembrete excluído"),
    onError: failed,
  });
  return (
    <div className="space-y-4">
      <ListHeader title="Lembretes" newLabel="Novo lembrete" onNew={() => setEditing("new")} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Mostrar pagos e
        cancelados
      </label>
      <EditableList
        pending={reminders.isPending}
        items={reminders.data?.items ?? []}
        empty={'Nenhum lembrete. Crie aqui ou mande no chat: "me lembra de pagar o aluguel dia 5".'}
        details={(r) => (
          <>
            {brDate(r.dueDate)}
            {r.recurrenceDay ? ` · todo dia ${r.recurrenceDay}` : ""} · {statusLabel[r.status]}
          </>
        )}
        actions={(r) => (
          <>
            {r.amountCents ? <span className="tabular-nums">{brl(r.amountCents)}</span> : null}
            {r.status === "pending" || r.status === "sent" ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Paguei: ${r.description}`}
                onClick={() => paid.mutate(r.id)}
              >
                <Check aria-hidden="true" /> Paguei
              </Button>
            ) : null}
          </>
        )}
        onEdit={setEditing}
        onRemove={(r) => remove.mutate(r.id)}
      />
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        newTitle="Novo lembrete"
        editTitle="Editar lembrete"
        form={(initial) => <ReminderForm initial={initial} onDone={() => setEditing(null)} />}
      />
    </div>
  );
}

function ReminderForm({ initial, onDone }: { initial: Reminder | null; onDone: () => void }) {
  const { refresh } = useListFeedback();
  const form = useForm<ReminderFormInput, unknown, z.output<typeof reminderFormSchema>>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: {
      description: initial?.description ?? "",
      amount: initial?.amountCents ? reaisInput(initial.amountCents) : "",
      dueDate: initial?.dueDate ?? todayIso(),
      monthly: Boolean(initial?.recurrenceDay),
    },
  });
  const save = useMutation({
    mutationFn: (v: z.output<typeof reminderFormSchema>) => {
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
    onSuccess: () => {
      onDone();
      return refresh(initial ? "Lembrete atualizado" : "Lembrete criado");
    },
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-3" noValidate>
      <FormField id="rem-description" label="Descrição" error={e.description?.message}>
        <Input placeholder="Ex.: Conta de luz" {...form.register("description")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="rem-amount" label="Valor (opcional)" error={e.amount?.message}>
          <Input inputMode="decimal" placeholder="0,00" {...form.register("amount")} />
        </FormField>
        <FormField id="rem-date" label="Vencimento" error={e.dueDate?.message}>
          <Input type="date" {...form.register("dueDate")} />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("monthly")} /> Repetir todo mês
      </label>
      <SaveFooter pending={save.isPending} error={save.error} />
    </form>
  );
}
