/** "qual meu saldo?" answered per account and in total, saying when a balance is an estimate. */
import { fromIso, toBrazilianDate } from "../calendar/civil-date.ts";
import { centavos, formatBRL } from "../money.ts";
import type { AccountKind } from "./read-accounts-command.ts";

export interface AccountBalance {
  id: number;
  name: string;
  kind: AccountKind;
  /** Centavos at the end of today (a card's is what it owes, negative). */
  balance: number;
  /** Movements were added since the balance was stated: computed, not confirmed by the bank. */
  estimate: boolean;
  /** The day the balance counted from was stated (or the opening day). */
  since: string;
  movesSince: number;
  /** Of those, records in no account, counted in this (the main) account. */
  unassigned: number;
}

export interface Balances {
  accounts: AccountBalance[];
  /** Centavos in the money accounts (cards left out). */
  total: number;
  estimate: boolean;
  /** No accounts: the total is income minus spending of every record. */
  fromRecordsOnly: boolean;
}

const brl = (n: number) => formatBRL(centavos(n));
const day = (iso: string) => toBrazilianDate(fromIso(iso)).slice(0, 5);
const ICONS: Record<AccountKind, string> = { checking: "🏦", savings: "🐷", wallet: "👛", card: "💳" };

/**
 * The balances as one chat message.
 * @example balancesReply({ accounts: [], total: 0, estimate: true, fromRecordsOnly: false }) // "Você ainda não…"
 */
export function balancesReply(b: Balances, only: string | null = null): string {
  if (b.accounts.length === 0) {
    const hint =
      'Para eu saber o saldo de verdade, me diga quanto tem em cada conta: "tenho 1.200 no Nubank".';
    if (!b.fromRecordsOnly) return `Você ainda não cadastrou suas contas. ${hint}`;
    return [
      `💰 Pelos seus registros, sobrou ${brl(b.total)} (estimativa: entradas menos saídas, faturas pagas incluídas).`,
      hint,
    ].join("\n");
  }
  const shown = only ? b.accounts.filter((a) => a.name === only) : b.accounts;
  const lines = shown.map((a) => {
    const amount =
      a.kind === "card" ? (a.balance < 0 ? `deve ${brl(-a.balance)}` : brl(a.balance)) : brl(a.balance);
    const note = a.estimate
      ? ` (estimado: saldo de ${day(a.since)} + ${a.movesSince} ${a.movesSince === 1 ? "movimentação" : "movimentações"}${a.unassigned > 0 ? `, ${a.unassigned} sem conta` : ""})`
      : "";
    return `${ICONS[a.kind]} ${a.name}: ${amount}${note}`;
  });
  if (only) return lines.join("\n");
  const money = b.accounts.filter((a) => a.kind !== "card");
  const cards = money.length < b.accounts.length ? " (sem contar cartões)" : "";
  const total =
    money.length > 1 || cards ? [`= Total${cards}: ${brl(b.total)}${b.estimate ? " — estimativa" : ""}`] : [];
  return ["💰 Seus saldos hoje:", ...lines, ...total].join("\n");
}
