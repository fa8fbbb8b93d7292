import type { Transaction } from "@tostao/core/dashboard/transactions";
import { type BillDto, type CardDto, planningEndpoints } from "@tostao/core/planning/api";
import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { LoadError } from "~/components/ui/load-error";
import { Loading, Skeleton } from "~/components/ui/skeleton";
import { ConfirmDialog } from "~/features/dashboard/confirm-dialog";
import { RowActions, useListAction } from "~/features/dashboard/editable-list";
import { brDate, brl, longMonth } from "~/features/dashboard/format";
import { InstallmentBadge } from "~/features/dashboard/installment-badge";
import { callApi } from "~/lib/api-client";
import { DeleteDialog, EditDialog } from "~/routes/painel/transactions";
import { MoveToBillDialog } from "./move-to-bill";
import { useBillItems } from "./queries";

/** "Paga em 10/12/2026", "Fechada, vence 10/12/2026" or "Fecha 03/12/2026, vence 10/12/2026". */
export function billStatus(bill: BillDto): string {
  if (bill.paid) return `Paga em ${brDate(bill.paid.paidOn)}`;
  if (bill.closed) return `Fechada, vence ${brDate(bill.dueOn)}`;
  return `Fecha ${brDate(bill.closesOn)}, vence ${brDate(bill.dueOn)}`;
}

/**
 * One bill of a card: its dates, total and status, the purchases and instalment parts on it
 * ("2/3"), each editable (an instalment asks "só esta parcela ou todas?") or movable to another
 * open bill, and paying it.
 */
export function BillPanel({ card, bill, title }: { card: CardDto; bill: BillDto; title: string }) {
  const items = useBillItems(card.id, bill.month);
  const [editing, setEditing] = useState<Transaction | null>(null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const [moving, setMoving] = useState<Transaction | null>(null);
  const [paying, setPaying] = useState(false);
  const headingId = `bill-${card.id}-${bill.month}`;
  const payable = !bill.paid && bill.totalCents > 0;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold">
            {title} <span className="font-normal text-muted-foreground">({longMonth(bill.month)})</span>
          </h3>
          <p className="text-sm text-muted-foreground">{billStatus(bill)}</p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-lg font-bold tabular-nums">{brl(bill.totalCents)}</span>
          {payable ? (
            <Button size="sm" variant="outline" onClick={() => setPaying(true)}>
              Pagar fatura
            </Button>
          ) : null}
        </div>
      </div>
      {items.isPending ? (
        <Loading label="Carregando as compras da fatura…" className="mt-2 space-y-2">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </Loading>
      ) : items.isError ? (
        <LoadError
          className="mt-2"
          message="Não foi possível carregar as compras desta fatura."
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
        />
      ) : (items.data?.items.length ?? 0) === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Nenhuma compra nesta fatura.</p>
      ) : (
        <ul aria-label={`Compras da ${title.toLowerCase()}`} className="mt-2 divide-y divide-border">
          {items.data?.items.map((t) => (
            <li key={t.id} className="flex items-center gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="flex min-w-0 items-center text-sm font-medium">
                  <span className="truncate">{t.description || t.category || "Compra"}</span>
                  <InstallmentBadge
                    installment={t.installment}
                    className="shrink-0 font-semibold tabular-nums"
                  />
                </p>
                <p className="text-xs text-muted-foreground">
                  {brDate(t.date)}
                  {t.category ? ` · ${t.category}` : ""}
                </p>
              </div>
              <span className="text-sm tabular-nums">{brl(t.amountCents)}</span>
              {bill.paid ? null : (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 shrink-0"
                  aria-label={`Mover ${t.description || "compra"} para outra fatura`}
                  title="Mover para outra fatura"
                  onClick={() => setMoving(t)}
                >
                  <ArrowRightLeft aria-hidden="true" />
                </Button>
              )}
              <RowActions
                name={t.description || "compra"}
                onEdit={() => setEditing(t)}
                onRemove={() => setDeleting(t)}
              />
            </li>
          ))}
        </ul>
      )}
      <EditDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} />
      <MoveToBillDialog card={card} bill={bill} item={moving} onClose={() => setMoving(null)} />
      <PayDialog card={card} bill={bill} open={paying} onClose={() => setPaying(false)} />
    </section>
  );
}

function PayDialog({
  card,
  bill,
  open,
  onClose,
}: {
  card: CardDto;
  bill: BillDto;
  open: boolean;
  onClose: () => void;
}) {
  const pay = useListAction(
    () => callApi(planningEndpoints.payBill, { params: { id: card.id, month: bill.month } }),
    "Fatura paga",
  );
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={`Pagar a fatura de ${longMonth(bill.month)}?`}
      actions={
        <Button onClick={() => pay.mutate(undefined, { onSuccess: onClose })} disabled={pay.isPending}>
          {pay.isPending ? "Pagando…" : "Confirmar pagamento"}
        </Button>
      }
    >
      <p>
        {card.name}: {brl(bill.totalCents)}, vence {brDate(bill.dueOn)}.
      </p>
      <p className="text-sm text-muted-foreground">
        O pagamento da fatura é uma transferência, não uma despesa: cada compra já foi contada quando foi
        registrada, então nada conta duas vezes. O limite usado por elas volta a ficar livre.
      </p>
    </ConfirmDialog>
  );
}
