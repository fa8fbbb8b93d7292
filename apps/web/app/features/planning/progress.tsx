import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A labelled progress bar (role progressbar, value in percent). `marks` draws ticks at those
 * percentages of the bar (the limits' 80 % and 100 %); `max` lets the bar go past 100 %.
 */
type ProgressBarProps = {
  label: string;
  percent: number;
  valueText: string;
  tone?: "default" | "warning" | "danger" | "success";
  marks?: number[];
  max?: number;
};

export function ProgressBar({
  label,
  percent,
  valueText,
  tone = "default",
  marks = [],
  max = 100,
}: ProgressBarProps) {
  const shown = Math.max(0, Math.min(percent, max));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(shown)}
      aria-valuetext={valueText}
      className="relative h-3 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width]",
          tone === "danger" && "bg-destructive",
          tone === "warning" && "bg-amber-500",
          tone === "success" && "bg-emerald-600",
          tone === "default" && "bg-primary",
        )}
        style={{ width: `${(shown / max) * 100}%` }}
      />
      {marks.map((mark) => (
        <span
          key={mark}
          aria-hidden="true"
          className="absolute top-0 h-full w-0.5 bg-foreground/60"
          style={{ left: `calc(${(mark / max) * 100}% - 1px)` }}
        />
      ))}
    </div>
  );
}

/**
 * The details of a goal or limit row: an optional heading, the bar, the amounts ("R$ 170,00 de
 * R$ 200,00 (85%)...") and where it stands (`statusClass` colours a warning).
 */
export function ProgressRow({
  heading,
  amounts,
  status,
  statusClass,
  ...bar
}: ProgressBarProps & { heading?: ReactNode; amounts: ReactNode; status: ReactNode; statusClass?: string }) {
  return (
    <span className="mt-1 block space-y-1">
      {heading ? <span className="block">{heading}</span> : null}
      <ProgressBar {...bar} />
      <span className="block">{amounts}</span>
      <span className={cn("block", statusClass)}>{status}</span>
    </span>
  );
}
