import { useInfiniteQuery } from "@tanstack/react-query";
import { moneyAccountEndpoints, type TransferView } from "@tostao/core/dashboard/money-accounts";
import { ArrowRightLeft } from "lucide-react";
import { Button } from "~/components/ui/button";
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
 * spending nor income. The count and sum are of all of them; the list comes 100 at a time.
 */
export function TransfersSection({ from, to }: { from?: string | undefined; to?: string | undefined }) {
  const list = useInfiniteQuery({
    queryKey: [...meKey, "transfers", from ?? "", to ?? ""],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        moneyAccountEndpoints.transfers,
        { query: { ...(from ? { from } : {}), ...(to ? { to } : {}), limit: 100, cursor: pageParam } },
        { signal },
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const totals = pages[0]?.totals;
  if (!totals || totals.count === 0) return null;
  return (
    <details className="rounded-xl border border-border" data-testid="transfers" open={totals.count <= 3}>
      <summary className="flex cursor-pointer items-center justify-between gap-3 p-3">
        <span className="flex items-center gap-2 font-semibold">
          <ArrowRightLeft aria-hidden="true" className="size-4" />
          Transferências entre suas contas ({totals.count})
        </span>
        <span className="whitespace-nowrap tabular-nums">{brl(totals.amount)}</span>
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
      {list.hasNextPage ? (
        <div className="border-t border-border p-3">
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? "Carregando…" : `Mostrar mais (${items.length} de ${totals.count})`}
          </Button>
        </div>
      ) : null}
    </details>
  );
}
