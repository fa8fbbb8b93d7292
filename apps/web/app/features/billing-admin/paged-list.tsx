import type { UseQueryResult } from "@tanstack/react-query";
import { subscriptionStatuses } from "@tostao/core";
import { type ReactNode, useState } from "react";
import { Input } from "~/components/ui/input";
import { Options } from "~/components/ui/options";
import { Pager } from "~/components/ui/pager";
import { QueryGate } from "~/components/ui/query-gate";
import { statusLabels } from "~/features/billing-admin/format";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";

/** Search text, status and page of an operator list; changing a filter goes back to page 1. */
export function useListFilters<S extends string>() {
  const [q, setQuery] = useState("");
  const [status, setStatusValue] = useState<S | "">("");
  const [page, setPage] = useState(1);
  const setQ = (value: string) => {
    setQuery(value);
    setPage(1);
  };
  const setStatus = (value: S | "") => {
    setStatusValue(value);
    setPage(1);
  };
  return { q, setQ, status, setStatus, page, setPage };
}

/** What an operator list asks the API for. */
export type ListQuery<S extends string> = { q?: string; status?: S; page: number };

/**
 * The filters of an operator list and the page of rows they select: `fetch` gets the search text
 * and status (left out when empty) and the page; `name` keys the query.
 */
export function useFilteredList<S extends string, T>(
  name: string,
  fetch: (query: ListQuery<S>) => Promise<T>,
) {
  const filters = useListFilters<S>();
  const { q, status, page } = filters;
  const list = useAdminQuery([name, q, status, page], () =>
    fetch({ q: q || undefined, status: status || undefined, page }),
  );
  return { filters, list };
}

/**
 * Search box and subscription-status select of the customers and subscriptions lists. The ids
 * come from `idPrefix` so each page keeps its own label/field pairs.
 */
export function ListFilters<S extends string>({
  idPrefix,
  searchLabel,
  placeholder,
  filters,
  extraStatus,
}: {
  idPrefix: string;
  searchLabel: string;
  placeholder?: string;
  filters: ReturnType<typeof useListFilters<S>>;
  extraStatus?: { value: S; label: string };
}) {
  return (
    <div className="flex flex-wrap gap-4">
      <div className="min-w-64 flex-1 space-y-1">
        <label htmlFor={`${idPrefix}-search`} className="text-sm font-semibold">
          {searchLabel}
        </label>
        <Input
          id={`${idPrefix}-search`}
          type="search"
          value={filters.q}
          placeholder={placeholder}
          onChange={(e) => filters.setQ(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${idPrefix}-status`} className="text-sm font-semibold">
          Situação
        </label>
        <select
          id={`${idPrefix}-status`}
          value={filters.status}
          onChange={(e) => filters.setStatus(e.target.value as S | "")}
          className="flex h-11 rounded-lg border border-input bg-background px-3 text-base"
        >
          <option value="">Todas</option>
          <Options items={subscriptionStatuses} value={(s) => s} label={(s) => statusLabels[s]} />
          {extraStatus ? <option value={extraStatus.value}>{extraStatus.label}</option> : null}
        </select>
      </div>
    </div>
  );
}

type Page<T> = { items: T[]; total: number; pageSize: number };

/**
 * One page of an operator list: loading, error and empty states, the total, the table and the
 * pager. Rows are rendered by the page, which knows its columns.
 */
export function PagedTable<T>({
  list,
  loading,
  failed,
  empty,
  count,
  columns,
  row,
  page,
  onPage,
}: {
  list: UseQueryResult<Page<T>>;
  loading: string;
  failed: string;
  empty: string;
  /** "12 clientes" from the total. */
  count: (total: number) => string;
  columns: { label: string; numeric?: boolean }[];
  row: (item: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <QueryGate query={list} loading={loading} failed={failed} failedClassName="text-destructive">
      {(data) =>
        data.items.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{count(data.total)}</p>
            <DataTable columns={columns}>{data.items.map(row)}</DataTable>
            <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
          </>
        )
      }
    </QueryGate>
  );
}

/** An operator table: a header row from `columns` (numbers aligned right) over the page's rows. */
export function DataTable({
  columns,
  children,
}: {
  columns: { label: string; numeric?: boolean }[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? "py-2 pr-4 text-right" : "py-2 pr-4"}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
