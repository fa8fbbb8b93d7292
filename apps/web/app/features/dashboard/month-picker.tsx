import { shiftMonth } from "@tostao/core/calendar/index";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";
import { longMonth } from "./format";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Picks a month in pt-BR (the native <input type=month> speaks the browser's language):
 * previous and next buttons around the month's name, announced when it changes, and a way back
 * to the current month.
 */
export function MonthPicker({
  month,
  current,
  onChange,
}: {
  month: string;
  current: string;
  onChange: (month: string) => void;
}) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">Mês</legend>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-11 sm:size-9"
        aria-label={`Mês anterior: ${longMonth(previous)}`}
        onClick={() => onChange(previous)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <output
        aria-live="polite"
        aria-label={`Mês mostrado: ${longMonth(month)}`}
        className="min-w-40 text-center font-semibold tabular-nums"
      >
        {capitalised(longMonth(month))}
      </output>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-11 sm:size-9"
        aria-label={`Próximo mês: ${longMonth(next)}`}
        onClick={() => onChange(next)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      {month !== current ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(current)}>
          Este mês
        </Button>
      ) : null}
    </fieldset>
  );
}
