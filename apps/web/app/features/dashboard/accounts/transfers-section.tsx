import { useQuery } from "@tanstack/react-query";
import { moneyAccountEndpoints, type TransferView } from "@tostao/core/dashboard/money-accounts";
import { ArrowRightLeft } from "lucide-react";
import { brDate, brl } from "~/features/dashboard/format";
import { meKey } from "~/features/dashboard/queries";
import { callApi } from "~/lib/api-client";

const KIND_LABELS: Record<TransferView["kind"], string> = {
  transfer: "Transferência",
  bill_payment: "Pagamento de fatura",
  investment: "Investimento",
};

/**
 * Money moved between the person's own accounts in the period (a TED from one account to another,
 * a card bill paid, money into an investment): listed apart from the records, because it is never
 * spending nor income.
 */
export function TransfersSection({ from, to }: { from?: string | undefined; to?: string | undefined }) {
  const list = useQuery({
    queryKey: [...meKey, "transfers", from ?? "", to ?? ""],
    queryFn: () =>
      callApi(moneyAccountEndpoints.transfers, {
        query: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
      }),
  });
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  const total = items.reduce((sum, t) => sum + t.amount, 0);
  return (
    <details className="rounded-xl border border-border" data-testid="transfers" open={items.length <= 3}>
      <summary className="flex cursor-pointer items-center justify-between gap-3 p-3">
        <span className="flex items-center gap-2 font-semibold">
          <ArrowRightLeft aria-hidden="true" className="size-4" />
          Transferências entre suas contas ({items.length})
        </span>
        <span className="whitespace-nowrap tabular-nums">{brl(total)}</span>
      </summary>
      <p className="px-3 text-sm text-muted-foreground">
        Dinheiro que só mudou de lugar: não conta como gasto nem como receita.
      </p>
      <ul className="mt-2 divide-y divide-border border-t border-border">
        {items.map((t) => (
          <li key={t.id} className="flex items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="truncate font-medium">
                {t.from ?? "Fora do Tostão"} → {t.to ?? "Fora do Tostão"}
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {brDate(t.date)} · {KIND_LABELS[t.kind]}
                {t.description ? ` · ${t.description}` : ""}
                {t.paired ? " · nos extratos das duas contas" : ""}
              </p>
            </div>
            <span className="whitespace-nowrap font-semibold tabular-nums">{brl(t.amount)}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
