import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { recordKindLabels } from "@tostao/core/dashboard/fields";
import { type RecurringFormInput, recurringFormSchema } from "@tostao/core/dashboard/forms";
import { type RecurringRule, recurringEndpoints } from "@tostao/core/dashboard/recurring";
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
import { brl, reaisInput } from "~/features/dashboard/format";
import { KindOptions } from "~/features/dashboard/options";
import { useCategories, useRecurring } from "~/features/dashboard/queries";
import { Select } from "~/features/dashboard/select";
import { callApi } from "~/lib/api-client";

export const meta = () => [{ title: "Despesas fixas | Tostão" }, { name: "robots", content: "noindex" }];

export default function RecurringPage() {
  const rules = useRecurring();
  const { refresh, failed } = useListFeedback();
  const [editing, setEditing] = useState<RecurringRule | "new" | null>(null);
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
  return (
    <div className="space-y-4">
      <ListHeader title="Despesas fixas" newLabel="Nova despesa fixa" onNew={() => setEditing("new")} />
      <p className="text-sm text-muted-foreground">Entram nos seus registros no dia marcado de cada mês.</p>
      <EditableList
        pending={rules.isPending}
        items={rules.data?.items ?? []}
        empty={'Nenhuma despesa fixa. Crie aqui ou mande no chat: "aluguel de 1500 todo dia 5".'}
        details={(r) => (
          <>
            {recordKindLabels[r.kind]} · todo dia {r.dayOfMonth} · {r.category ?? "Sem categoria"}
            {r.active ? "" : " · Pausada"}
          </>
        )}
        actions={(r) => (
          <>
            <span className="tabular-nums">{brl(r.amountCents)}</span>
            <Button variant="outline" size="sm" onClick={() => toggle.mutate(r)}>
              {r.active ? "Pausar" : "Retomar"}
            </Button>
          </>
        )}
        onEdit={setEditing}
        onRemove={(r) => remove.mutate(r.id)}
      />
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        newTitle="Nova despesa fixa"
        editTitle="Editar despesa fixa"
        form={(initial) => <RecurringForm initial={initial} onDone={() => setEditing(null)} />}
      />
    </div>
  );
}

function RecurringForm({ initial, onDone }: { initial: RecurringRule | null; onDone: () => void }) {
  const { refresh } = useListFeedback();
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
      onDone();
      return refresh(initial ? "Despesa fixa atualizada" : "Despesa fixa criada");
    },
  });
  const e = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-3" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="rec-kind" label="Tipo" error={e.kind?.message}>
          <Select disabled={Boolean(initial)} {...form.register("kind")}>
            <KindOptions />
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
      <SaveFooter pending={save.isPending} error={save.error} />
    </form>
  );
}
