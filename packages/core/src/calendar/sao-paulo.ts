/**
 * Where an instant becomes a civil date: America/Sao_Paulo, the zone the product lives in.
 * Every "today" in the code comes from here, given the instant by the caller's clock.
 */
import { type CivilDate, toIso } from "./civil-date.ts";

/** The IANA zone every civil date of the product is in. */
export const SAO_PAULO_ZONE = "America/Sao_Paulo";

const HOUR_MS = 3_600_000;

const zoneFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SAO_PAULO_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

// The zone's UTC offset per UTC hour: offsets have only ever changed on whole hours here,
// so one Intl call per hour bucket is enough (the parser asks for "today" on every message).
const offsetCache = new Map<number, number>();

function zoneOffsetMs(ms: number): number {
  const bucket = Math.floor(ms / HOUR_MS);
  const cached = offsetCache.get(bucket);
  if (cached !== undefined) return cached;
  const at = bucket * HOUR_MS;
  const parts: Record<string, number> = {};
  for (const part of zoneFormat.formatToParts(at)) parts[part.type] = Number(part.value);
  const local = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  const offset = local - at;
  if (offsetCache.size > 4096) offsetCache.clear();
  offsetCache.set(bucket, offset);
  return offset;
}

/**
 * The civil date in São Paulo at the instant `now` (daylight saving time included, for past dates).
 * @example saoPauloToday(new Date("2026-11-23T02:59:00Z")) // { y: 2026, m: 11, d: 22 }
 */
export function saoPauloToday(now: Date): CivilDate {
  const ms = now.getTime();
  const local = new Date(ms + zoneOffsetMs(ms));
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() };
}

/**
 * `saoPauloToday` as YYYY-MM-DD, the form the database and the API take.
 * @example saoPauloTodayIso(new Date("2026-11-23T03:00:00Z")) // "2026-11-23"
 */
export function saoPauloTodayIso(now: Date): string {
  return toIso(saoPauloToday(now));
}

const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SAO_PAULO_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment as Brazilians read it in São Paulo: dd/mm/aaaa HH:mm.
 * @example formatDateTimeSaoPaulo(new Date("2025-03-01T02:30:00Z")) // "28/02/2025 23:30"
 */
export function formatDateTimeSaoPaulo(moment: Date): string {
  const parts = Object.fromEntries(dateTimeFormat.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}
