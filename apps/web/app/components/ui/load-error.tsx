import { RotateCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * A request that failed: what went wrong in pt-BR, and "Tentar de novo", which asks again without
 * reloading the page (never an endless "Carregando…").
 */
export function LoadError({
  message,
  onRetry,
  retrying = false,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm",
        className,
      )}
    >
      <p className="text-destructive">{message}</p>
      <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={cn(retrying && "animate-spin")} />
        {retrying ? "Tentando…" : "Tentar de novo"}
      </Button>
    </div>
  );
}
