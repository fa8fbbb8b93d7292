import { type CardDto, planningEndpoints } from "@tostao/core/planning/api";
import { ArchiveRestore } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/features/dashboard/confirm-dialog";
import { useListAction } from "~/features/dashboard/editable-list";
import { callApi } from "~/lib/api-client";
import { BillHistory } from "./bill-history";

const setArchived = (card: CardDto, archived: boolean) =>
  callApi(planningEndpoints.updateCard, { params: { id: card.id }, body: { archived } });

/** What the confirmations before archiving or deleting a card say and do. */
const cardActions = {
  archive: {
    title: "Arquivar",
    button: "Arquivar cartão",
    destructive: false,
    run: (card: CardDto) => setArchived(card, true),
    done: "Cartão arquivado",
    text: "As compras e faturas dele continuam nos seus registros e aqui, em Cartões arquivados. Ele sai das escolhas e das perguntas sobre faturas, não recebe compras novas e os lembretes de vencimento param. Você pode desarquivá-lo quando quiser.",
  },
  remove: {
    title: "Excluir",
    button: "Excluir cartão",
    destructive: true,
    run: (card: CardDto) => callApi(planningEndpoints.deleteCard, { params: { id: card.id } }),
    done: "Cartão excluído",
    text: "As compras feitas nele continuam nos seus registros e nos totais do mês; só deixam de aparecer em faturas. Os pagamentos de fatura registrados deixam de existir. Para guardar o histórico, arquive-o em vez de excluir.",
  },
} as const;

/**
 * "Arquivar o cartão?" / "Excluir o cartão?": what will happen in words, then the one button that
 * does it (a toast confirms it and the dashboard refetches).
 */
export function CardActionDialog({
  action,
  card,
  onClose,
}: {
  action: keyof typeof cardActions;
  card: CardDto | null;
  onClose: () => void;
}) {
  const { title, button, destructive, run, done, text } = cardActions[action];
  const mutation = useListAction(run, done);
  return (
    <ConfirmDialog
      open={card !== null}
      onClose={onClose}
      title={`${title} o cartão ${card?.name ?? ""}?`}
      actions={
        <Button
          variant={destructive ? "destructive" : "default"}
          disabled={mutation.isPending}
          onClick={() => card && mutation.mutate(card, { onSuccess: onClose })}
        >
          {button}
        </Button>
      }
    >
      <p>{text}</p>
    </ConfirmDialog>
  );
}

/** The cards the person archived: each with its bill history and a way back. */
export function ArchivedCards({ cards }: { cards: CardDto[] }) {
  const restore = useListAction((c: CardDto) => setArchived(c, false), "Cartão desarquivado");
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="archived-cards" className="space-y-3">
      <h2 id="archived-cards" className="text-lg font-bold">
        Cartões arquivados
      </h2>
      {cards.map((card) => (
        <article
          key={card.id}
          aria-labelledby={`archived-card-${card.id}`}
          className="space-y-3 rounded-xl border border-dashed border-border p-4"
        >
          <header className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">
              <h3 id={`archived-card-${card.id}`} className="font-semibold">
                {card.name}
              </h3>
              <p className="text-sm text-muted-foreground">Arquivado · as compras e faturas continuam aqui</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={restore.isPending}
              onClick={() => restore.mutate(card)}
              aria-label={`Desarquivar ${card.name}`}
            >
              <ArchiveRestore aria-hidden="true" /> Desarquivar
            </Button>
          </header>
          {card.overview ? <BillHistory card={card} /> : null}
        </article>
      ))}
    </section>
  );
}
