import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** "Anterior / Página N de M / Próxima" under a paged list; nothing when it all fits one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  className,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Paginação" className={cn("flex items-center gap-3", className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="text-sm">
        Página {page} de {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}
