import { type BillDto, type CardDto, planningEndpoints } from "@tostao/core/planning/api";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/features/dashboard/confirm-dialog";
import { Dialog } from "~/features/dashboard/dialog";
import { ListHeader, useEditorDialog, useListAction } from "~/features/dashboard/editable-list";
import { brDate, brl, shortMonth } from "~/features/dashboard/format";
import { BillPanel, billStatus } from "~/features/planning/bill-panel";
import { CardForm } from "~/features/planning/card-form";
import { ProgressBar } from "~/features/planning/progress";
import { useCards } from "~/features/planning/queries";
import { callApi } from "~/lib/api-client";

export const meta = () => [{ title: "Cartões | Tostão" }, { name: "robots", content: "noindex" }];

type Editable = CardDto & { description: string };

export default function CardsPage() {
  const cards = useCards();
  const editor = useEditorDialog<Editable>({
    newTitle: "Novo cartão",
    editTitle: "Editar cartão",
    form: (initial, done) => <CardForm initial={initial} onDone={done} />,
  });
  const [removing, setRemoving] = useState<CardDto | null>(null);
  const items = cards.data?.items ?? [];
  return (
    <div className="space-y-4">
      <ListHeader title="Cartões" newLabel="Novo cartão" onNew={() => editor.open("new")} />
      {cards.isPending ? (
        <p role="status">Carregando...</p>
      ) : cards.isError ? (
        <p role="alert" className="text-destructive">
          Não foi possível carregar seus cartões. Recarregue a página.
        </p>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
          <p>Nenhum cartão ainda. Adicione aqui ou mande no chat:</p>
          <p className="mt-1 font-medium text-foreground">
            "meu nubank fecha dia 3 e vence dia 10, limite 5 mil"
          </p>
          <p className="mt-2">Depois, "tênis de 399 em 3x no nubank" põe cada parcela na fatura certa.</p>
        </div>
      ) : (
        items.map((card) => (
          <CardPanel
            key={card.id}
            card={card}
            onEdit={() => editor.open({ ...card, description: card.name })}
            onRemove={() => setRemoving(card)}
          />
        ))
      )}
      {editor.dialog}
      <RemoveDialog card={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function CardPanel({ card, onEdit, onRemove }: { card: CardDto; onEdit: () => void; onRemove: () => void }) {
  const o = card.overview;
  const headingId = `card-${card.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-xl border border-border bg-card p-4">
      <header className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-bold">
            {card.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {card.kind === "credit" ? "Crédito" : "Débito"}
            {card.closingDay && card.dueDay && card.kind === "credit"
              ? ` · fecha dia ${card.closingDay}, vence dia ${card.dueDay}`
              : ""}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${card.name}`}>
          <Pencil aria-hidden="true" /> Editar
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Excluir ${card.name}`}>
          <Trash2 aria-hidden="true" /> Excluir
        </Button>
      </header>
      {card.kind === "debit" ? (
        <p className="text-sm text-muted-foreground">
          Cartão de débito: as compras saem na hora e entram nas despesas do mês, sem fatura.
        </p>
      ) : !o ? (
        <p className="text-sm text-muted-foreground">
          Informe os dias de fechamento e vencimento (em Editar) para o Tostão montar as faturas.
        </p>
      ) : (
        <>
          <LimitUse card={card} used={o.limitUsedCents} left={o.limitLeftCents} />
          {o.closedUnpaid.map((bill) => (
            <BillPanel key={bill.month} card={card} bill={bill} title="Fatura fechada" />
          ))}
          <BillPanel card={card} bill={o.open} title="Fatura aberta" />
          <BillPanel card={card} bill={o.next} title="Próxima fatura" />
          <History card={card} />
        </>
      )}
    </article>
  );
}

function LimitUse({ card, used, left }: { card: CardDto; used: number; left: number | null }) {
  if (card.limitCents === null) {
    return (
      <p className="text-sm">
        Em aberto no cartão: <strong className="tabular-nums">{brl(used)}</strong>
      </p>
    );
  }
  const percent = Math.round((used / card.limitCents) * 100);
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span>
          Limite usado: <strong className="tabular-nums">{brl(used)}</strong> de {brl(card.limitCents)}
        </span>
        <span className={left !== null && left < 0 ? "text-destructive" : ""}>
          Disponível: <strong className="tabular-nums">{brl(left ?? 0)}</strong>
        </span>
      </div>
      <ProgressBar
        label={`Limite usado do ${card.name}`}
        percent={percent}
        valueText={`${percent}% do limite usado`}
        tone={percent >= 100 ? "danger" : percent >= 80 ? "warning" : "default"}
      />
    </div>
  );
}

/** Every bill of the last year and the next, with a button to see each one's purchases. */
function History({ card }: { card: CardDto }) {
  const [shown, setShown] = useState<BillDto | null>(null);
  const bills = card.bills.filter((b) => b.totalCents > 0 || b.paid).reverse();
  return (
    <details className="rounded-lg border border-border p-3">
      <summary className="cursor-pointer font-semibold">Histórico de faturas</summary>
      {bills.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Nenhuma fatura com compras ainda.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {bills.map((bill) => (
            <li key={bill.month} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="w-16 font-medium">{shortMonth(bill.month)}</span>
              <span className="min-w-0 flex-1 text-muted-foreground">{billStatus(bill)}</span>
              <span className="tabular-nums">{brl(bill.totalCents)}</span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setShown(bill)}
                aria-label={`Ver compras da fatura de ${shortMonth(bill.month)}`}
              >
                Ver compras
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `${card.name}: vencimento ${brDate(shown.dueOn)}` : ""}
      >
        {shown ? <BillPanel card={card} bill={shown} title="Fatura" /> : null}
      </Dialog>
    </details>
  );
}

function RemoveDialog({ card, onClose }: { card: CardDto | null; onClose: () => void }) {
  const remove = useListAction(
    (id: number) => callApi(planningEndpoints.deleteCard, { params: { id } }),
    "Cartão excluído",
  );
  return (
    <ConfirmDialog
      open={card !== null}
      onClose={onClose}
      title={`Excluir o cartão ${card?.name ?? ""}?`}
      actions={
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => card && remove.mutate(card.id, { onSuccess: onClose })}
        >
          Excluir cartão
        </Button>
      }
    >
      <p>
        As compras feitas nele continuam nos seus registros e nos totais do mês; só deixam de aparecer em
        faturas. Os pagamentos de fatura registrados deixam de existir.
      </p>
    </ConfirmDialog>
  );
}
