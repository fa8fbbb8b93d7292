/**
 * What Tostão says in chat about a statement file or card bill sent to it: the import offer (the
 * account, the period, what is new and what the books already have), and how the answer ended.
 */
import { brl, dayMonth, dayMonthYear } from "../replies/format.ts";

/** An import offer as the person reads it. */
export interface ImportOffer {
  /** A card bill (its purchases) rather than an account's statement. */
  card: boolean;
  bank: string | null;
  /** The account the entries go to, and whether importing creates it. */
  account: { name: string; created: boolean };
  from: string | null;
  to: string | null;
  /** Entries not in the books yet, and their money in and out (centavos). */
  fresh: number;
  moneyIn: number;
  moneyOut: number;
  /** Entries the books already have: imported before, or recorded by hand. */
  known: number;
  /** Lines of the file that look like entries but could not be read, left out. */
  unreadable?: number;
  /** How the side was known when the file did not say it (StatementReading.sideFrom), with the card's signs seen. */
  sideFrom?: "lines" | "assumed";
  cardSigns?: readonly string[];
  /**
   * The accounts to pick from when the file carries no account number and the person has several
   * of its bank and side (`account` then names none): asked, never guessed.
   */
  choices?: readonly string[];
  /**
   * A statement of a file holding several that asks for an account too, once the one asked first
   * is picked: its account is asked next.
   */
  chooseNext?: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function heading(o: ImportOffer): string {
  const what = o.card ? "💳 Fatura" : "🏦 Extrato";
  const bank = o.bank ? ` ${o.bank}` : "";
  const period =
    o.from && o.to
      ? o.from === o.to
        ? `, ${dayMonthYear(o.from)}`
        : `, ${dayMonth(o.from)} a ${dayMonthYear(o.to)}`
      : "";
  return `${what}${bank}${period}`;
}

const lines = (n: number) => plural(n, "lançamento", "lançamentos");

/** The lines left out because their date or amount could not be read, when there are any. */
function leftOut(o: ImportOffer): string | null {
  const n = o.unreadable ?? 0;
  if (n === 0) return null;
  return n === 1
    ? "⚠️ 1 linha do arquivo parece um lançamento, mas não entendi a data ou o valor dela e ela ficou de fora."
    : `⚠️ ${n} linhas do arquivo parecem lançamentos, mas não entendi a data ou o valor delas e elas ficaram de fora.`;
}

function moneyOf(o: { moneyIn: number; moneyOut: number }): string {
  const parts: string[] = [];
  if (o.moneyIn > 0) parts.push(`entrou ${brl(o.moneyIn)}`);
  if (o.moneyOut > 0) parts.push(`saiu ${brl(o.moneyOut)}`);
  return parts.join(", ");
}

/** The side read when the file did not say it: a card bill known by its lines, or an account assumed. */
function sideRead(o: ImportOffer): string | null {
  if (!o.sideFrom || (o.sideFrom === "lines" && !o.card)) return null;
  const signs = o.cardSigns ?? [];
  const list = signs.length < 2 ? (signs[0] ?? "") : `${signs.slice(0, -1).join(", ")} e ${signs.at(-1)}`;
  return o.card
    ? `ℹ️ O arquivo não diz se é conta ou cartão: li como fatura porque os lançamentos mostram ${list}. Se for extrato de conta, responda "é extrato da conta" e eu leio de novo.`
    : `ℹ️ O arquivo não diz se é conta ou cartão: li como extrato de conta${signs.length > 0 ? ` (há sinal de fatura, ${list}, mas não o bastante)` : ""}. Se for fatura do cartão, responda "é fatura" e eu leio de novo.`;
}

/** What an offer holds, in lines: the statement, its account, what is new, what the books have, what was left out. */
function offerLines(o: ImportOffer): string[] {
  const out = [heading(o)];
  const choosing = o.choices !== undefined && o.choices.length > 0;
  if (o.chooseNext)
    out.push(`${o.card ? "Cartão" : "Conta"}: pergunto em seguida (o arquivo não diz o número)`);
  else if (!choosing)
    out.push(
      o.account.created
        ? `${o.card ? "Cartão" : "Conta"}: ${o.account.name} (nova, criada ao importar)`
        : `${o.card ? "Cartão" : "Conta"}: ${o.account.name}`,
    );
  const fresh = `${lines(o.fresh)} ${o.fresh === 1 ? "novo" : "novos"}`;
  const money = moneyOf(o);
  out.push(`${fresh}${money ? `: ${money}` : ""}.`);
  if (o.known > 0)
    out.push(
      o.known === 1
        ? "1 já estava nos seus registros e não entra de novo."
        : `${o.known} já estavam nos seus registros e não entram de novo.`,
    );
  const lost = leftOut(o);
  if (lost) out.push(lost);
  const side = sideRead(o);
  if (side) out.push(side);
  if (choosing) out.push(accountQuestion(o));
  return out;
}

/** Which of the person's accounts of the file's bank and side it goes to, with the accounts numbered. */
function accountQuestion(o: ImportOffer): string {
  const choices = o.choices ?? [];
  const what = o.card ? "cartões" : "contas";
  const list = choices.map((c, i) => `${i + 1}. ${c}`).join("\n");
  return `❓ Você tem ${choices.length} ${what}${o.bank ? ` ${o.bank}` : ""} e o arquivo não diz o número: em qual importo? Responda com o número ou o nome:\n${list}`;
}

/**
 * The offer: one short summary per statement of the file (a file may hold an account's and a
 * card's, each going to its own account) and the question (answered "importar"/"cancelar", or by
 * a button), which imports them all.
 * @example replyImportOffer({ card: false, bank: "Nubank", account: { name: "Nubank", created: false }, from: "2026-11-01", to: "2026-11-20", fresh: 3, moneyIn: 500000, moneyOut: 12000, known: 1 })
 * // "🏦 Extrato Nubank, 01/11 a 20/11/2026\nConta: Nubank\n3 lançamentos novos: entrou R$ 5.000,00, saiu R$ 120,00.\n1 já estava nos seus registros e não entra de novo.\nImportar os 3? Responda importar ou cancelar."
 */
export function replyImportOffer(...offers: [ImportOffer, ...ImportOffer[]]): string {
  const out =
    offers.length === 1
      ? offerLines(offers[0])
      : [
          `📂 Esse arquivo traz ${offers.length} extratos, cada um para a sua conta:`,
          ...offers.flatMap((o) => ["", ...offerLines(o)]),
          "",
        ];
  // The account asked first: the import's own question comes once it is picked.
  if (offers.some((o) => (o.choices && o.choices.length > 0) || o.chooseNext)) return out.join("\n");
  const fresh = offers.reduce((n, o) => n + o.fresh, 0);
  out.push(`${fresh === 1 ? "Importar?" : `Importar os ${fresh}?`} Responda importar ou cancelar.`);
  return out.join("\n");
}

/** Everything in the file is in the books already: nothing is offered. */
export function replyNothingToImport(...offers: [ImportOffer, ...ImportOffer[]]): string {
  return offers
    .map((o) => {
      const all = o.known === 1 ? "o único lançamento já estava" : `os ${o.known} lançamentos já estavam`;
      const lost = leftOut(o);
      return `${heading(o)}: ${all} nos seus registros. Nada a importar.${lost ? `\n${lost}` : ""}`;
    })
    .join("\n");
}

/** What importing one statement did, in its account. */
export interface ImportedPart {
  account: string;
  added: number;
  /** Records made by hand that the statement confirmed. */
  linked: number;
  /** Entries imported before. */
  skipped: number;
  /** Entries that were the other half of a transfer from or to another of the person's accounts. */
  paired?: number;
  moneyIn: number;
  moneyOut: number;
}

/**
 * The offer accepted and imported as one change of the books: what went into each account, what
 * was already there, and how to take it all back.
 * @example replyImported({ account: "Nubank", added: 3, linked: 1, skipped: 0, moneyIn: 500000, moneyOut: 12000 })
 */
export function replyImported(...parts: [ImportedPart, ...ImportedPart[]]): string {
  const heads = parts.map((r) => {
    const money = moneyOf(r);
    return r.added === 0
      ? `✅ Nada novo para importar em ${r.account}: tudo já estava nos seus registros.`
      : `✅ Importei ${lines(r.added)} em ${r.account}${money ? ` (${money})` : ""}.`;
  });
  const known = parts.reduce((n, r) => n + r.linked + r.skipped, 0);
  const kept =
    known === 0
      ? ""
      : known === 1
        ? "\n1 que já estava registrado não foi repetido."
        : `\n${known} que já estavam registrados não foram repetidos.`;
  const paired = parts.reduce((n, r) => n + (r.paired ?? 0), 0);
  const moved =
    paired === 0
      ? ""
      : paired === 1
        ? "\n🔁 1 era transferência entre suas contas: não conta como gasto nem receita."
        : `\n🔁 ${paired} eram transferências entre suas contas: não contam como gasto nem receita.`;
  const added = parts.reduce((n, r) => n + r.added, 0);
  const undo = added === 0 ? "" : '\nSe algo estiver errado, diga "desfaz" e eu tiro a importação inteira.';
  return `${heads.join("\n")}${kept}${moved}${undo}`;
}

/** "importar" to an offer still waiting for its account: which one, again. */
export function replyWhichImportAccount(accounts: readonly string[]): string {
  const list = accounts.map((c, i) => `${i + 1}. ${c}`).join("\n");
  return `Antes de importar, me diga em qual conta. Responda com o número ou o nome:\n${list}`;
}

/**
 * "é fatura do cartão" to an offer read so already, or to a file that states its side: nothing
 * read again, the offer still waits.
 */
export function replySideKept(
  side: "account" | "card",
  stated: boolean,
  sides: readonly ("account" | "card")[] = [side],
): string {
  const what = side === "card" ? "fatura do cartão" : "extrato de conta";
  if (stated && sides.length > 1) {
    const each = sides.every((s) => s === side)
      ? `que os ${sides.length} são ${side === "card" ? "faturas de cartão" : "extratos de conta"}`
      : `o lado de cada um (${sides.map((s) => (s === "card" ? "fatura do cartão" : "extrato de conta")).join(", ")})`;
    return `Esse arquivo traz ${sides.length} extratos e diz ${each}, então li assim. Responda importar ou cancelar.`;
  }
  return stated
    ? `Esse arquivo diz que é ${what}, então li assim. Responda importar ou cancelar.`
    : `Já li esse arquivo como ${what}. Responda importar ou cancelar.`;
}

/** The offer declined. */
export const REPLY_IMPORT_CANCELLED = "Tudo bem, não importei nada desse arquivo.";

/** The offer was answered already (imported, cancelled) or its account is gone. */
export function replyImportGone(reason: string): string {
  return `${reason} Se quiser, mande o arquivo de novo.`;
}
