import type { BillDto, CardDto } from "@tostao/core/planning/api";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/features/dashboard/dialog";
import { brDate, brl, shortMonth } from "~/features/dashboard/format";
import { BillPanel, billStatus } from "./bill-panel";

/** Every bill of the last year and the next, with a button to see each one's purchases. */
export function BillHistory({ card }: { card: CardDto }) {
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
