import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { categoryColor } from "@tostao/core/dashboard/category-palette";
import { paymentMethodLabels, recordKindLabels } from "@tostao/core/dashboard/fields";
import type { Transaction } from "@tostao/core/dashboard/transactions";
import { Plus, Scissors } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { LoadError } from "~/components/ui/load-error";
import { Loading, SkeletonCards, SkeletonRows } from "~/components/ui/skeleton";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { TransfersSection } from "~/features/dashboard/accounts/transfers-section";
import { ConfirmDialog } from "~/features/dashboard/confirm-dialog";
import { Dialog } from "~/features/dashboard/dialog";
import { RowActions } from "~/features/dashboard/editable-list";
import { readFilter, todayIso } from "~/features/dashboard/filters";
import { brDate, brl, signedBrl } from "~/features/dashboard/format";
import { InstallmentBadge } from "~/features/dashboard/installment-badge";
import {
  useCreateTransaction,
  useDeleteTransaction,
  useSplitTransaction,
  useUpdateTransaction,
} from "~/features/dashboard/mutations";
import { useTransactions } from "~/features/dashboard/queries";
import { SplitForm } from "~/features/dashboard/split-form";
import { filterKeys, TransactionFilters } from "~/features/dashboard/transaction-filters";
import { TransactionForm } from "~/features/dashboard/transaction-form";
import { privateMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";

export const meta = () => privateMeta("Transações | Tostão");

const ROW_HEIGHT = 64;

export default function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  const { filter, sort, preset } = readFilter(params);
  const list = useTransactions(filter, sort);
  const [editing, setEditing] = useState<Transaction | "new" | null>(params.get("novo") ? "new" : null);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const totals = list.data?.pages[0]?.totals;
  // The days of the month filtered by, as the server counts it (from payday to payday when the
  // person's month starts on payday).
  const period = list.data?.pages[0]?.period ?? null;

  const set = (changes: Record<string, string | string[] | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      next.delete(key);
      for (const v of Array.isArray(value) ? value : value ? [value] : []) next.append(key, v);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Transações</h1>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" /> Novo registro
        </Button>
      </div>
      <TransactionFilters preset={preset} params={params} set={set} />
      {totals ? (
        <section aria-label="Totais do filtro" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Total label="Registros" value={totals.count.toLocaleString("pt-BR")} />
          <Total
            label="Receitas"
            value={brl(totals.incomeCents)}
            tone="text-emerald-700 dark:text-emerald-400"
          />
          <Total label="Despesas" value={brl(totals.expenseCents)} tone="text-rose-700 dark:text-rose-400" />
          <Total label="Investimentos" value={brl(totals.investmentCents)} />
        </section>
      ) : null}
      {period?.startsOnPayday ? (
        <p className="text-sm text-muted-foreground">
          De {brDate(period.from)} até {brDate(period.to)}: seu mês começa no dia do salário.
        </p>
      ) : null}
      {filterKeys.some((key) => filter[key]) || (filter.month && !period) ? null : (
        <TransfersSection from={period?.from ?? filter.from} to={period?.to ?? filter.to} />
      )}
      {list.isError ? (
        <LoadError
          message={apiErrorMessage(list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.isPending ? (
        <Loading label="Carregando os registros…">
          <SkeletonCards className="gap-2 sm:grid-cols-4" />
          <SkeletonRows rows={8} className="mt-4 rounded-none border-x-0 border-t-0" />
        </Loading>
      ) : items.length === 0 ? (
        <EmptyList />
      ) : (
        <VirtualList
          items={items}
          hasMore={Boolean(list.hasNextPage)}
          loadMore={() => !list.isFetchingNextPage && list.fetchNextPage()}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}
      <EditDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function Total({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className={cn("whitespace-nowrap font-bold tabular-nums", tone)}>{value}</p>
    </div>
  );
}

function VirtualList({
  items,
  hasMore,
  loadMore,
  onEdit,
  onDelete,
}: {
  items: Transaction[];
  hasMore: boolean;
  loadMore: () => void;
  onEdit: (t: Transaction) => void;
  onDelete: (t: Transaction) => void;
}) {
  const [offset, setOffset] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: offset,
  });
  const rows = virtualizer.getVirtualItems();
  const last = rows.at(-1);
  useEffect(() => {
    if (hasMore && last && last.index >= items.length - 20) loadMore();
  }, [hasMore, last, items.length, loadMore]);
  return (
    <ul
      ref={(node) => {
        if (node && node.offsetTop !== offset) setOffset(node.offsetTop);
      }}
      aria-label="Registros"
      style={{ height: virtualizer.getTotalSize(), position: "relative" }}
    >
      {rows.map((row) => {
        const t = items[row.index];
        if (!t) return null;
        return (
          <li
            key={t.id}
            className="absolute inset-x-0 flex items-center gap-3 border-b border-border px-1"
            style={{
              height: ROW_HEIGHT,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full"
              style={{ background: categoryColor(t.categoryColor) }}
            />
            <div className="min-w-0 flex-1">
              {/* The name gives way before the instalment badge: "1/10" must stay readable. */}
              <p className="flex min-w-0 items-center font-medium">
                <span className="truncate">{t.description || t.category || recordKindLabels[t.kind]}</span>
                <InstallmentBadge installment={t.installment} className="shrink-0" />
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {brDate(t.date)} · {t.category ?? "Sem categoria"}
                {t.payment ? ` · ${paymentMethodLabels[t.payment]}` : ""}
              </p>
            </div>
            <span
              className={cn(
                "shrink-0 whitespace-nowrap font-semibold tabular-nums",
                t.kind === "expense"
                  ? "text-rose-700 dark:text-rose-400"
                  : t.kind === "income"
                    ? "text-emerald-700 dark:text-emerald-400"
                    : "",
              )}
            >
              {signedBrl(t.kind, t.amountCents)}
            </span>
            <RowActions
              name={`${t.description || "registro"} de ${brDate(t.date)}`}
              onEdit={() => onEdit(t)}
              onRemove={() => onDelete(t)}
            />
          </li>
        );
      })}
    </ul>
  );
}

function EmptyList() {
  return (
    <div className="rounded-xl border border-dashed border-border p-6 text-center">
      <p className="font-semibold">Nenhum registro neste filtro.</p>
      <p className="mt-1 text-muted-foreground">
        Mude o período ou os filtros, ou registre pelo chat: mande “gastei 50 no mercado”.
      </p>
      <Link to="/chat" className="mt-3 inline-block font-semibold text-primary underline">
        Abrir o chat
      </Link>
    </div>
  );
}

export function EditDialog({
  editing,
  onClose,
}: {
  editing: Transaction | "new" | null;
  onClose: () => void;
}) {
  const create = useCreateTransaction(onClose);
  const update = useUpdateTransaction(onClose);
  const split = useSplitTransaction(onClose);
  const [splitting, setSplitting] = useState(false);
  const item = editing === "new" ? null : editing;
  const mutation = item ? update : create;
  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;
  const { reset: resetSplit } = split;
  // A new opening of the dialog starts without the last one's refusal, on the edit form.
  useEffect(() => {
    if (editing !== null) {
      resetCreate();
      resetUpdate();
      resetSplit();
      setSplitting(false);
    }
  }, [editing, resetCreate, resetUpdate, resetSplit]);
  // An instalment part follows its purchase: it is not split on its own.
  const splittable = item !== null && !item.installment;
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={item ? (splitting ? "Dividir em categorias" : "Editar registro") : "Novo registro"}
    >
      {item && splitting ? (
        <SplitForm
          item={item}
          pending={split.isPending}
          error={split.isError ? apiErrorMessage(split.error) : undefined}
          onSubmit={(parts) => split.mutate({ item, parts })}
          onCancel={() => setSplitting(false)}
        />
      ) : (
        <>
          <TransactionForm
            key={item?.id ?? "new"}
            initial={item}
            today={todayIso()}
            pending={mutation.isPending}
            error={mutation.isError ? apiErrorMessage(mutation.error) : undefined}
            onSubmit={(values) => (item ? update.mutate({ item, values }) : create.mutate(values))}
          />
          {splittable ? (
            <Button
              type="button"
              variant="outline"
              className="mt-3 w-full"
              onClick={() => setSplitting(true)}
            >
              <Scissors aria-hidden="true" /> Dividir em categorias
            </Button>
          ) : null}
        </>
      )}
    </Dialog>
  );
}

export function DeleteDialog({ item, onClose }: { item: Transaction | null; onClose: () => void }) {
  const remove = useDeleteTransaction();
  const confirm = (scope: "one" | "all") => {
    if (item) remove.mutate({ item, scope });
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onClose={onClose}
      title="Excluir registro?"
      actions={
        <>
          {item?.installment ? (
            <Button variant="destructive" onClick={() => confirm("all")}>
              Excluir todas as parcelas
            </Button>
          ) : null}
          <Button variant="destructive" onClick={() => confirm("one")}>
            {item?.installment ? "Excluir só esta" : "Excluir"}
          </Button>
        </>
      }
    >
      {item ? (
        <p>
          {item.description || "Registro"} de {brDate(item.date)}, {brl(item.amountCents)}.
          {item.installment ? ` É a parcela ${item.installment.number}/${item.installment.count}.` : ""}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
