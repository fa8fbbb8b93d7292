import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fromIso } from "@tostao/core/calendar/index";
import { type ReminderFormInput, reminderFormSchema } from "@tostao/core/dashboard/forms";
import { type Reminder, reminderEndpoints } from "@tostao/core/dashboard/reminders";
import { Check, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { Dialog } from "~/features/dashboard/dialog";
import { todayIso } from "~/features/dashboard/filters";
import { brDate, brl, reaisInput } from "~/features/dashboard/format";
import { meKey, useReminders } from "~/features/dashboard/queries";
import { callApi } from "~/lib/api-client";
import { toast } from "~/lib/use-toast";

export const meta = () => [{ title: "Lembretes | Tostão" }, { name: "robots", content: "noindex" }];

const statusLabel = { pending: "Pendente", sent: "Avisado", done: "Pago", cancelled: "Cancelado" } as const;

export default function RemindersPage() {
  const [all, setAll] = useState(false);
  const reminders = useReminders(all ? "all" : "open");
  const client = useQueryClient();
  const [editing, setEditing] = useState<Reminder | "new" | null>(null);
  const refresh = (title: string) => {
    toast({ title });
    return client.invalidateQueries({ queryKey: meKey });
  };
  const failed = (error: unknown) =>
    toast({ title: "Não foi possível salvar", description: apiErrorMessage(error), variant: "destructive" });
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
  const items = reminders.data?.items ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Lembretes</h1>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" /> Novo lembrete
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} /> Mostrar pagos e
        cancelados
      </label>
      {reminders.isPending ? (
        <p role="status">Carregando...</p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
          Nenhum lembrete. Crie aqui ou mande no chat: "me lembra de pagar o aluguel dia 5".
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{r.description}</p>
                <p className="text-sm text-muted-foreground">
                  {brDate(r.dueDate)}
                  {r.recurrenceDay ? ` · todo dia ${r.recurrenceDay}` : ""} · {statusLabel[r.status]}
                </p>
              </div>
              {r.amountCents ? <span className="tabular-nums">{brl(r.amountCents)}</span> : null}
              {r.status === "pending" || r.status === "sent" ? (
                <Button variant="outline" size="sm" onClick={() => paid.mutate(r.id)}>
                  <Check aria-hidden="true" /> Paguei
                </Button>
              ) : null}
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
        title={editing === "new" ? "Novo lembrete" : "Editar lembrete"}
      >
        <ReminderForm
          key={editing === "new" ? "new" : editing?.id}
          initial={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      </Dialog>
    </div>
  );
}

function ReminderForm({ initial, onDone }: { initial: Reminder | null; onDone: () => void }) {
  const client = useQueryClient();
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
      toast({ title: initial ? "Lembrete atualizado" : "Lembrete criado" });
      onDone();
      return client.invalidateQueries({ queryKey: meKey });
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
