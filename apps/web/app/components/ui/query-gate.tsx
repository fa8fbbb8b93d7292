import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * Shows "Carregando..." while a query is pending and a pt-BR error when the server cannot be
 * reached; once the query has its data, renders what `children` makes of it.
 */
export function QueryGate<T>({
  query,
  centered = true,
  children,
}: {
  query: UseQueryResult<T>;
  centered?: boolean;
  children: (data: T) => ReactNode;
}) {
  const className = cn("p-8", centered && "text-center");
  if (query.isPending) {
    return (
      <p className={className} role="status">
        Carregando...
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className={className} role="alert">
        Não foi possível falar com o servidor. Recarregue a página.
      </p>
    );
  }
  return children(query.data);
}
