import { cn } from "~/lib/utils";

/** "3/10" beside an instalment's description. */
export function InstallmentBadge({
  installment,
  className,
}: {
  installment: { number: number; count: number } | null | undefined;
  className?: string;
}) {
  if (!installment) return null;
  return (
    <span className={cn("ml-2 rounded bg-muted px-1.5 py-0.5 text-xs", className)}>
      {installment.number}/{installment.count}
    </span>
  );
}
