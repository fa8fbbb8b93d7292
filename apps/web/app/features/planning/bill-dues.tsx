import { CreditCard } from "lucide-react";
import { Link } from "react-router";
import { brDate, brl, longMonth } from "~/features/dashboard/format";
import { useBillDues } from "./queries";

/**
 * The card bills due in the next weeks, listed with the reminders: read-only (they follow the
 * card's purchases and payments, on Cartões), with what is on each bill so far.
 */
export function BillDuesSection() {
  const dues = useBillDues();
  const items = dues.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="bill-dues" className="rounded-xl border border-border p-3">
      <h2 id="bill-dues" className="font-semibold">
        Faturas de cartão
      </h2>
      <p className="text-sm text-muted-foreground">
        Lembradas sozinhas às 10h, no vencimento e na véspera. Mudam com as compras e os pagamentos do cartão:{" "}
        <Link to="/painel/cartoes" className="font-semibold text-primary underline">
          Ver em Cartões
        </Link>
        .
      </p>
      <ul className="mt-2 divide-y divide-border">
        {items.map((d) => (
          <li key={`${d.cardId}-${d.month}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <CreditCard aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">Fatura do {d.card}</p>
              <p className="text-sm text-muted-foreground">
                {longMonth(d.month)} · vence {brDate(d.dueOn)} · {d.closed ? "fechada" : "em aberto"}
              </p>
            </div>
            <span className="tabular-nums">
              {brl(d.totalCents)}
              {d.closed ? "" : <span className="text-sm text-muted-foreground"> até agora</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
