import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "~/components/ui/load-error";
import { cn } from "~/lib/utils";

/**
 * Shows `loading` while a query is pending (a sentence, or the page's shape drawn in skeletons)
 * and, when it failed, `failed` (a pt-BR sentence, or one made from the error) with "Tentar de
 * novo"; once the query has its data, renders what `children` makes of it.
 */
export function QueryGate<T>({
  query,
  loading = "Carregando…",
  failed = "Não foi possível falar com o servidor.",
  className,
  failedClassName,
  children,
}: {
  query: UseQueryResult<T>;
  loading?: ReactNode;
  failed?: string | ((error: Error) => string);
  /** For both states. */
  className?: string;
  /** For the failure only. */
  failedClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return typeof loading === "string" ? (
      <p className={className} role="status">
        {loading}
      </p>
    ) : (
      loading
    );
  }
  if (query.isError) {
    return (
      <div className={cn(className, failedClassName) || undefined}>
        <LoadError
          message={typeof failed === "function" ? failed(query.error) : failed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          className="mx-auto max-w-xl text-left"
        />
      </div>
    );
  }
  return children(query.data);
}

/** The operator lists' texts: "Carregando pedidos…" and "Não foi possível carregar os pedidos.". */
export function listTexts(article: "os" | "as", noun: string) {
  return {
    loading: `Carregando ${noun}…`,
    failed: `Não foi possível carregar ${article} ${noun}.`,
    failedClassName: "text-destructive",
  };
}
