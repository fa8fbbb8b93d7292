import { zodResolver } from "@hookform/resolvers/zod";
import { type PlannedDto, planningEndpoints } from "@tostao/core/planning/api";
import {
  type BuyPlannedFormInput,
  buyPlannedFormSchema,
  type PlannedFormInput,
  plannedFormSchema,
} from "@tostao/core/planning/forms";
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Dialog } from "~/features/dashboard/dialog";
import {
  EditableList,
  EditorForm,
  ListHeader,
  useEditorSave,
  useListAction,
} from "~/features/dashboard/editable-list";
import { todayIso } from "~/features/dashboard/filters";
import { brl, longMonth, reaisInput } from "~/features/dashboard/format";
import { usePlanned } from "~/features/planning/queries";
import { callApi } from "~/lib/api-client";

export const meta = () => [{ title: "Compras futuras | Tostão" }, { name: "robots", content: "noindex" }];

export default function PlannedPage() {
  const planned = usePlanned();
  const [adding, setAdding] = useState(false);
  const [buying, setBuying] = useState<PlannedDto | null>(null);
  const remove = useListAction(
    (id: number) => callApi(planningEndpoints.deletePlanned, { params: { id } }),
    "Compra planejada removida",
  );
  const items = planned.data?.items ?? [];
  const total = items.reduce((sum, p) => sum + (p.amountCents ?? 0), 0);
  return (
    <div className="space-y-4">
      <ListHeader title="Compras futuras" newLabel="Nova compra" onNew={() => setAdding(true)} />
      {items.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {items.length === 1 ? "1 compra planejada" : `${items.length} compras planejadas`}, somando{" "}
          <strong className="tabular-nums text-foreground">{brl(total)}</strong>.
        </p>
      ) : null}
      {planned.isError ? (
        <p role="alert" className="text-destructive">
          Não foi possível carregar suas compras futuras. Recarregue a página.
        </p>
      ) : null}
      <EditableList
        pending={planned.isPending}
        items={items}
        empty={
          'Nenhuma compra planejada. Adicione aqui ou mande no chat: "quero comprar uma tv de 3000 em março". Quando comprar, marque como comprada e ela vira um registro.'
        }
        details={(p) => (
          <>
            {p.amountCents ? brl(p.amountCents) : "Valor não informado"}
            {p.plannedFor ? ` · para ${longMonth(p.plannedFor.slice(0, 7))}` : ""}
          </>
        )}
        actions={(p) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setBuying(p)}
            aria-label={`Comprei ${p.description}`}
          >
            <ShoppingCart aria-hidden="true" /> Comprei
          </Button>
        )}
        onRemove={(p) => remove.mutate(p.id)}
      />
      <Dialog open={adding} onClose={() => setAdding(false)} title="Nova compra planejada">
        {adding ? <PlannedForm onDone={() => setAdding(false)} /> : null}
      </Dialog>
      <Dialog
        open={buying !== null}
        onClose={() => setBuying(null)}
        title={`Comprou ${buying?.description ?? ""}?`}
      >
        {buying ? <BuyForm key={buying.id} item={buying} onDone={() => setBuying(null)} /> : null}
      </Dialog>
    </div>
  );
}

function PlannedForm({ onDone }: { onDone: () => void }) {
  const form = useForm<PlannedFormInput, unknown, z.output<typeof plannedFormSchema>>({
    resolver: zodResolver(plannedFormSchema),
    defaultValues: { description: "", amount: "", month: "" },
  });
  const save = useEditorSave(
    (v: z.output<typeof plannedFormSchema>) =>
      callApi(planningEndpoints.addPlanned, {
        body: { description: v.description, amountCents: v.amount, month: v.month },
      }),
    onDone,
    () => "Compra planejada adicionada",
  );
  const e = form.formState.errors;
  return (
    <EditorForm onSubmit={form.handleSubmit((v) => save.mutate(v))} save={save}>
      <FormField id="planned-description" label="O que você quer comprar" error={e.description?.message}>
        <Input placeholder="Ex.: TV" autoComplete="off" {...form.register("description")} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="planned-amount" label="Valor (R$, opcional)" error={e.amount?.message}>
          <Input inputMode="decimal" placeholder="0,00" autoComplete="off" {...form.register("amount")} />
        </FormField>
        <FormField id="planned-month" label="Mês (opcional)" error={e.month?.message}>
          <Input type="month" {...form.register("month")} />
        </FormField>
      </div>
    </EditorForm>
  );
}

function BuyForm({ item, onDone }: { item: PlannedDto; onDone: () => void }) {
  const form = useForm<BuyPlannedFormInput, unknown, z.output<typeof buyPlannedFormSchema>>({
    resolver: zodResolver(buyPlannedFormSchema),
    defaultValues: { date: todayIso(), amount: item.amountCents ? reaisInput(item.amountCents) : "" },
  });
  const save = useEditorSave(
    (v: z.output<typeof buyPlannedFormSchema>) =>
      callApi(planningEndpoints.buyPlanned, {
        params: { id: item.id },
        body: { date: v.date, ...(v.amount ? { amountCents: v.amount } : {}) },
      }),
    onDone,
    () => "Compra registrada nas despesas",
  );
  const e = form.formState.errors;
  return (
    <EditorForm onSubmit={form.handleSubmit((v) => save.mutate(v))} save={save}>
      <p className="text-sm text-muted-foreground">
        A compra sai da lista e entra como despesa na data informada.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="buy-amount" label="Quanto custou (R$)" error={e.amount?.message}>
          <Input inputMode="decimal" placeholder="0,00" autoComplete="off" {...form.register("amount")} />
        </FormField>
        <FormField id="buy-date" label="Data da compra" error={e.date?.message}>
          <Input type="date" {...form.register("date")} />
        </FormField>
      </div>
    </EditorForm>
  );
}
