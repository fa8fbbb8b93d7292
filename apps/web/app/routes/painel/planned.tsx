import { type PlannedDto, planningEndpoints } from "@tostao/core/planning/api";
import { buyPlannedFormSchema, plannedFormSchema } from "@tostao/core/planning/forms";
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/features/dashboard/dialog";
import { AmountDateForm, TextField, useEditorForm } from "~/features/dashboard/editor";
import { todayIso } from "~/features/dashboard/filters";
import { brl, longMonth, reaisInput } from "~/features/dashboard/format";
import { ListPage } from "~/features/dashboard/list-page";
import { usePlanned } from "~/features/planning/queries";
import { callApi } from "~/lib/api-client";

export const meta = () => [{ title: "Compras futuras | Tostão" }, { name: "robots", content: "noindex" }];

export default function PlannedPage() {
  const planned = usePlanned();
  const [buying, setBuying] = useState<PlannedDto | null>(null);
  const items = planned.data?.items ?? [];
  const total = items.reduce((sum, p) => sum + (p.amountCents ?? 0), 0);
  return (
    <ListPage
      title="Compras futuras"
      newLabel="Nova compra"
      newTitle="Nova compra planejada"
      editTitle="Editar compra planejada"
      intro={
        items.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {items.length === 1 ? "1 compra planejada" : `${items.length} compras planejadas`}, somando{" "}
            <strong className="tabular-nums text-foreground">{brl(total)}</strong>.
          </p>
        ) : null
      }
      query={planned}
      loadError="Não foi possível carregar suas compras futuras."
      items={items}
      empty={
        "Nenhuma compra planejada. Adicione aqui ou mande no chat: “quero comprar uma tv de 3000 em março”. Quando comprar, marque como comprada e ela vira um registro."
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
      removeTitle="Excluir compra planejada?"
      removeNote="sai da lista; nada entra nos seus registros."
      remove={(p) => callApi(planningEndpoints.deletePlanned, { params: { id: p.id } })}
      removed="Compra planejada removida"
      form={(initial, done) => <PlannedForm initial={initial} onDone={done} />}
    >
      <Dialog
        open={buying !== null}
        onClose={() => setBuying(null)}
        title={`Comprou ${buying?.description ?? ""}?`}
      >
        {buying ? <BuyForm key={buying.id} item={buying} onDone={() => setBuying(null)} /> : null}
      </Dialog>
    </ListPage>
  );
}

function PlannedForm({ initial, onDone }: { initial: PlannedDto | null; onDone: () => void }) {
  const editor = useEditorForm({
    schema: plannedFormSchema,
    defaults: {
      description: initial?.description ?? "",
      amount: initial?.amountCents ? reaisInput(initial.amountCents) : "",
      month: initial?.plannedFor?.slice(0, 7) ?? "",
    },
    save: (v) => {
      const body = { description: v.description, amountCents: v.amount, month: v.month };
      return initial
        ? callApi(planningEndpoints.updatePlanned, { params: { id: initial.id }, body })
        : callApi(planningEndpoints.addPlanned, { body });
    },
    onDone,
    done: () => (initial ? "Compra planejada atualizada" : "Compra planejada adicionada"),
  });
  const { field } = editor;
  return (
    <AmountDateForm
      editor={editor}
      amount={{ id: "planned-amount", label: "Valor (R$, opcional)", name: "amount" }}
      date={{ id: "planned-month", label: "Mês (opcional)", name: "month", type: "month" }}
    >
      <TextField
        id="planned-description"
        label="O que você quer comprar"
        placeholder="Ex.: TV"
        {...field("description")}
      />
    </AmountDateForm>
  );
}

function BuyForm({ item, onDone }: { item: PlannedDto; onDone: () => void }) {
  const editor = useEditorForm({
    schema: buyPlannedFormSchema,
    defaults: { date: todayIso(), amount: item.amountCents ? reaisInput(item.amountCents) : "" },
    save: (v) =>
      callApi(planningEndpoints.buyPlanned, {
        params: { id: item.id },
        body: { date: v.date, ...(v.amount ? { amountCents: v.amount } : {}) },
      }),
    onDone,
    done: () => "Compra registrada nas despesas",
  });
  return (
    <AmountDateForm
      editor={editor}
      amount={{ id: "buy-amount", label: "Quanto custou (R$)", name: "amount" }}
      date={{ id: "buy-date", label: "Data da compra", name: "date" }}
      hint="A compra sai da lista e entra como despesa na data informada."
    />
  );
}
