const ymd = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date (YYYY-MM-DD) in São Paulo at the given instant. */
export function saoPauloDate(now: Date): string {
  return ymd.format(now);
}

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

/**
 * Moves a YYYY-MM-DD date by whole months, keeping the day or the month's last day.
 * @example addMonths("2026-01-31", 1) // "2026-02-28"
 */
export function addMonths(date: string, months: number, day = Number(date.slice(8, 10))): string {
  const year = Number(date.slice(0, 4));
  const month0 = Number(date.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(month0 / 12);
  const m1 = (((month0 % 12) + 12) % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m1));
  return `${y}-${String(m1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
