import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadError } from "~/components/ui/load-error";
import { Skeleton } from "~/components/ui/skeleton";
import { apiErrorMessage } from "~/features/auth/api-error-message";

/** One panel of Visão geral: a titled card with a "Ver…" link to the page that has it all. */
export function Panel({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-2xl border border-border p-4" aria-labelledby={id}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="font-bold">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="shrink-0 text-sm font-semibold text-primary underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A panel's content on its way: a few lines of its shape. */
export function PanelSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Carregando…</span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="space-y-1.5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-2.5 w-full rounded-full" />
        </div>
      ))}
    </div>
  );
}

type Query<T> = {
  data?: T;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/** Pending: skeleton; failed: the reason and "Tentar de novo"; else what `children` draws. */
export function PanelBody<T>({
  query,
  lines,
  children,
}: {
  query: Query<T>;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PanelSkeleton lines={lines} />;
  if (query.isError || query.data === undefined) {
    return (
      <LoadError
        message={apiErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
