import { createHash, timingSafeEqual } from "node:crypto";
import { type BillingEventKind, type BillingProvider, type Result, reaisToCentavos } from "@tostao/core";

/** One delivery from a checkout platform, in the platform-neutral shape the billing code uses. */
export interface CheckoutDelivery {
  /** The platform's id of this delivery; stored once. */
  eventId: string;
  /** The platform's own event name. */
  eventType: string;
  /** What it means for access; null for events that change nothing (boleto printed…). */
  kind: BillingEventKind | null;
  /** When it happened at the platform. */
  occurredAt: Date;
  /** Which subscription it is about (subscriber code / subscription id / one-off transaction). */
  subscriptionKey: string;
  transaction: string | null;
  /** Codes to find the plan by, most specific first (offer, then product). */
  productCodes: string[];
  buyer: { name: string | null; email: string | null; phone: string | null };
  paidUntil: Date | null;
  amountCentavos: number | null;
  affiliate: { code: string; name: string | null; commissionCentavos: number | null } | null;
}

export interface SignedRequest {
  raw: Uint8Array;
  header(name: string): string | undefined;
  query(name: string): string | undefined;
}

/**
 * A checkout platform: how its deliveries are authenticated and how they read. Adding Eduzz
 * or Cakto is one file implementing this, listed in `providers/index.ts`.
 */
export interface CheckoutProvider {
  readonly name: BillingProvider;
  /** True when the request carries the platform's proof for our secret. */
  verify(request: SignedRequest, secret: string): boolean;
  parse(payload: unknown): Result<CheckoutDelivery, string>;
}

/** Compares two secrets in constant time, whatever their lengths. */
export function secretsMatch(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

// Small readers for untrusted JSON: a wrong type reads as absent.
export type Json = Record<string, unknown>;
export const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export function str(v: unknown): string | null {
  if (typeof v === "string") return v.trim() === "" ? null : v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
}
export function num(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/**
 * A platform's amount in reais (a float or a numeric string) as integer centavos, rounded like
 * every other amount (core's `reaisToCentavos`), or null when it is not an amount.
 */
export function readCentavos(v: unknown): number | null {
  const n = num(v);
  return n === null || Math.abs(n) > MAX_REAIS ? null : reaisToCentavos(n);
}

/** Larger amounts are not money a checkout sends (and would not fit a safe integer of centavos). */
const MAX_REAIS = 1e12;

/**
 * Reads a platform date: epoch milliseconds, ISO 8601, or "YYYY-MM-DD HH:MM[:SS]" / "YYYY-MM-DD"
 * without a zone, which Brazilian platforms mean in São Paulo time (UTC−3, no DST since 2019).
 */
export function readDate(v: unknown): Date | null {
  if (typeof v === "number" && Number.isFinite(v) && v > 0) return new Date(v);
  const s = str(v);
  if (s === null) return null;
  if (/^\d{12,14}$/.test(s)) return new Date(Number(s));
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(s);
  const date = local ? new Date(`${local[1]}T${local[2] ?? "00:00"}-03:00`) : new Date(s);
  return Number.isNaN(date.getTime()) ? null : date;
}
