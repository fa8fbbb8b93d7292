import type { CardDto } from "@tostao/core/planning/api";
import { Archive, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { LoadError } from "~/components/ui/load-error";
import { Loading, Skeleton } from "~/components/ui/skeleton";
import { ListHeader, useEditorDialog } from "~/features/dashboard/editable-list";
import { brl } from "~/features/dashboard/format";
import { BillHistory } from "~/features/planning/bill-history";
import { BillPanel } from "~/features/planning/bill-panel";
import { ArchivedCards, CardActionDialog } from "~/features/planning/card-actions";
import { CardForm } from "~/features/planning/card-form";
import { ProgressBar } from "~/features/planning/progress";
import { useCards } from "~/features/planning/queries";

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
  const [archiving, setArchiving] = useState<CardDto | null>(null);
  const all = cards.data?.items ?? [];
  const items = all.filter((c) => !c.archived);
  return (
    <div className="space-y-4">
      <ListHeader title="Cartões" newLabel="Novo cartão" onNew={() => editor.open("new")} />
      {cards.isPending ? (
        <Loading label="Carregando os cartões…" className="space-y-4">
          <Skeleton className="h-48 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </Loading>
      ) : cards.isError ? (
        <LoadError
          message="Não foi possível carregar seus cartões."
          onRetry={() => void cards.refetch()}
          retrying={cards.isFetching}
        />
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">
          <p>
            {all.length > items.length ? "Nenhum cartão em uso." : "Nenhum cartão ainda."} Adicione aqui ou
            mande no chat:
          </p>
          <p className="mt-1 font-medium text-foreground">
            “meu nubank fecha dia 3 e vence dia 10, limite 5 mil”
          </p>
          <p className="mt-2">Depois, “tênis de 399 em 3x no nubank” põe cada parcela na fatura certa.</p>
        </div>
      ) : (
        items.map((card) => (
          <CardPanel
            key={card.id}
            card={card}
            onEdit={() => editor.open({ ...card, description: card.name })}
            onArchive={() => setArchiving(card)}
            onRemove={() => setRemoving(card)}
          />
        ))
      )}
      <ArchivedCards cards={all.filter((c) => c.archived)} />
      {editor.dialog}
      <CardActionDialog action="archive" card={archiving} onClose={() => setArchiving(null)} />
      <CardActionDialog action="remove" card={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}

function CardPanel({
  card,
  onEdit,
  onArchive,
  onRemove,
}: {
  card: CardDto;
  onEdit: () => void;
  onArchive: () => void;
  onRemove: () => void;
}) {
  const o = card.overview;
  const headingId = `card-${card.id}`;
  // On a phone the actions take their own row of three equal buttons (no icons), so the name and
  // the days keep the whole width; from sm up they sit beside them.
  const actions = [
    { label: "Editar", Icon: Pencil, variant: "outline", onClick: onEdit },
    { label: "Arquivar", Icon: Archive, variant: "outline", onClick: onArchive },
    { label: "Excluir", Icon: Trash2, variant: "ghost", onClick: onRemove },
  ] as const;
  return (
    <article aria-labelledby={headingId} className="space-y-4 rounded-xl border border-border bg-card p-4">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-bold break-words">
            {card.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {card.kind === "credit" ? "Crédito" : "Débito"}
            {card.closingDay && card.dueDay && card.kind === "credit"
              ? ` · fecha dia ${card.closingDay}, vence dia ${card.dueDay}`
              : ""}
          </p>
        </div>
        <div className="grid grid-cols-3 gap-2 sm:flex sm:shrink-0">
          {actions.map(({ label, Icon, variant, onClick }) => (
            <Button
              key={label}
              variant={variant}
              size="sm"
              className="max-sm:px-2 max-sm:[&_svg]:hidden"
              onClick={onClick}
              aria-label={`${label} ${card.name}`}
            >
              <Icon aria-hidden="true" /> {label}
            </Button>
          ))}
        </div>
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
          <BillHistory card={card} />
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
