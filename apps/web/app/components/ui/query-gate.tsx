import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * Shows `loading` while a query is pending and `failed` (a pt-BR sentence, or one made from the
 * error) when it failed; once the query has its data, renders what `children` makes of it.
 */
export function QueryGate<T>({
  query,
  loading = "Carregando...",
  failed = "Não foi possível falar com o servidor. Recarregue a página.",
  className,
  failedClassName,
  children,
}: {
  query: UseQueryResult<T>;
  loading?: string;
  failed?: string | ((error: Error) => string);
  /** For both messages. */
  className?: string;
  /** For the failure message only. */
  failedClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className={className} role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className={cn(className, failedClassName) || undefined} role="alert">
        {typeof failed === "function" ? failed(query.error) : failed}
      </p>
    );
  }
  return children(query.data);
}

/** The operator lists' texts: "Carregando pedidos..." and "Não foi possível carregar os pedidos…". */
export function listTexts(article: "os" | "as", noun: string) {
  return {
    loading: `Carregando ${noun}...`,
    failed: `Não foi possível carregar ${article} ${noun}. Recarregue a página.`,
    failedClassName: "text-destructive",
  };
}
