/**
 * What a chat message asks of accounts, the payday and the month ahead, read before the parser
 * (docs/accounts.md): "qual meu saldo?", "tenho 1.200 no nubank", "recebo todo 5º dia útil",
 * "quanto posso gastar até o salário?", "vai sobrar dinheiro esse mês?", "desses 300, 80 foi
 * farmácia". Anything else is null and goes on to the parser.
 */
import { foldAccents } from "../fold.ts";
import { parseNumericCentavos } from "../parser/numbers.ts";
import type { PaydayRule } from "./payday.ts";

export type AccountKind = "checking" | "savings" | "wallet" | "card";

export type AccountsCommand =
  /** "qual meu saldo?", "saldo do nubank": null account for all of them. */
  | { type: "balance"; account: string | null }
  /** "tenho 1.200 no nubank", "meu saldo no itaú é 3.000": the balance today, stated by the person. */
  | { type: "set_balance"; account: string; kind: AccountKind; amount: number }
  /** "abri uma conta no inter", "nova conta poupança caixa". */
  | { type: "create_account"; account: string; kind: AccountKind }
  | { type: "accounts" }
  /** "recebo todo 5º dia útil", "meu salário de 4.500 cai dia 30". */
  | { type: "payday"; rule: PaydayRule; amount: number | null }
  /** "meu mês começa no dia do salário" (true) or "no dia 1º" (false). */
  | { type: "month_start"; onPayday: boolean }
  /** "quanto posso gastar até o salário?" (payday) or "… até o fim do mês?" (month). */
  | { type: "spend_until"; until: "payday" | "month_end" }
  | { type: "leftover" }
  /** "desses 300, 80 foi farmácia e 50 limpeza": parts of a record (the newest, or the one of `total`). */
  | { type: "split"; total: number | null; parts: { amount: number; words: string }[] };

const ORDINALS: Record<string, number> = {
  primeiro: 1,
  segundo: 2,
  terceiro: 3,
  quarto: 4,
  quinto: 5,
  sexto: 6,
  setimo: 7,
  oitavo: 8,
  nono: 9,
  decimo: 10,
};

// An amount as people type it: "1.200", "R$ 350,50", "3 mil", "1,5 mil".
const AMOUNT = String.raw`(?:r\$\s*)?(\d[\d.,]*)(\s*mil\b)?(?:\s*(?:reais|conto|contos|pila))?`;

function amountOf(digits: string | undefined, thousand: string | undefined): number | null {
  if (!digits) return null;
  const clean = digits.replace(/[.,]$/, "");
  if (thousand) {
    const n = Number(clean.replace(",", "."));
    return Number.isFinite(n) && n > 0 ? Math.round(n * 100_000) : null;
  }
  const c = parseNumericCentavos(clean);
  return c !== null && c > 0 ? c : null;
}

/** The kind of account a name suggests: "carteira" a wallet, "poupança" savings, "cartão" a card. */
export function accountKindOf(name: string): AccountKind {
  const f = foldAccents(name);
  if (/\b(carteira|dinheiro|especie|bolso)\b/.test(f)) return "wallet";
  if (/\bpoupanca\b/.test(f)) return "savings";
  if (/\b(cartao|credito)\b/.test(f)) return "card";
  return "checking";
}

/** A name typed in a message, trimmed of articles and punctuation, first letters up. */
function accountName(raw: string): string | null {
  const name = raw
    .replace(/[?!.;:]+$/g, "")
    .replace(/^(a|o|na|no|da|do|minha|meu)\s+/i, "")
    .replace(/^conta\s+(corrente\s+)?(d[oae]\s+|n[oa]\s+)?/i, "")
    .trim();
  if (name.length < 2 || name.length > 60) return null;
  if (/^(conta|banco|mes|mês|salario|salário)$/i.test(name)) return null;
  const words = name.split(/\s+/);
  return words.map((w) => (w.length <= 2 ? w : w[0]?.toUpperCase() + w.slice(1))).join(" ");
}

const PERIOD =
  /\b(mes|semana|ano|hoje|ontem|janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|periodo|desde|entre)\b/;

function readPayday(f: string): AccountsCommand | null {
  if (!/\brecebo\b|\bmeu (salario|pagamento)\b|\bsalario (cai|caem|entra|sai)\b/.test(f)) return null;
  if (/\b(quanto|quando|qual|vai|gastei|paguei|comprei)\b/.test(f) || f.includes("?")) return null;
  // "recebo 600 de aluguel da garagem todo dia 10": other money coming in monthly, a fixed income
  if (
    !/\bsalario\b/.test(f) &&
    /\b(aluguel|pensao|mesada|freela|bico|comissao|dividendos?|beneficio|bolsa)\b/.test(f)
  )
    return null;
  const amountMatch = new RegExp(
    String.raw`\b(?:recebo|salario(?: e| de)?|ganho)\s+${AMOUNT}(?!\s*(?:º|°|o\b)?\s*dia\b)`,
  ).exec(f);
  const amount = amountOf(amountMatch?.[1], amountMatch?.[2]);
  if (/\bultimo dia util\b/.test(f)) return { type: "payday", rule: { kind: "last_business_day" }, amount };
  const business = /\b(\d{1,2})\s*(?:º|o|°|a)?\s*dia\s+util\b|\b([a-z]+)\s+dia\s+util\b/.exec(f);
  if (business) {
    const n = business[1] ? Number(business[1]) : ORDINALS[business[2] ?? ""];
    if (n && n >= 1 && n <= 20) return { type: "payday", rule: { kind: "business_day", n }, amount };
  }
  const day = /\b(?:todo\s+)?dia\s+(\d{1,2})\b/.exec(f);
  if (day && /\b(recebo|salario|pagamento|caem?|cai)\b/.test(f)) {
    const d = Number(day[1]);
    if (d >= 1 && d <= 31) return { type: "payday", rule: { kind: "day", day: d }, amount };
  }
  return null;
}

function readSplit(f: string): AccountsCommand | null {
  const head = new RegExp(
    String.raw`^(?:d(?:e)?ss[ea]s?|dos|das|daquel[ea]s?)\s+${AMOUNT}\s*,?\s*(.*)$`,
  ).exec(f);
  const divide =
    /^(?:divid[ea]|separ[ea]|quebr[ea])\s+(?:o\s+)?(?:ultimo|ultima|esse|essa)?\s*(?:registro|gasto|compra)?\s*:?\s*(.*)$/.exec(
      f,
    );
  const rest = head ? head[3] : divide?.[1];
  if (rest === undefined) return null;
  const total = head ? amountOf(head[1], head[2]) : null;
  const parts: { amount: number; words: string }[] = [];
  const part = new RegExp(
    String.raw`${AMOUNT}(?:\s|:|\b(?:foi|foram|e|eh|era|eram|de|do|da|em|no|na|com|pra|para)\b)*([a-z][a-z ]*?)(?=\s*(?:,|;|\.|\be\s+(?:r\$\s*)?\d|$))`,
    "g",
  );
  for (const m of rest.matchAll(part)) {
    const amount = amountOf(m[1], m[2]);
    const words = (m[3] ?? "").trim();
    if (amount && words) parts.push({ amount, words });
  }
  if (parts.length === 0) return null;
  return { type: "split", total, parts };
}

/**
 * Reads one message; null when it is not about accounts, payday or the month ahead.
 * @example readAccountsCommand("qual meu saldo?") // { type: "balance", account: null }
 */
export function readAccountsCommand(message: string): AccountsCommand | null {
  // NFC first, so folding keeps every index and names keep their accents ("Itaú").
  const text = message.normalize("NFC").replace(/\s+/g, " ").trim();
  const f = foldAccents(text);
  if (f.length === 0 || f.length > 200) return null;

  const spend = /\b(?:quanto|quanta grana)\b.*\b(?:posso|consigo|da pra|da para)\b.*\bgastar\b(.*)$/.exec(f);
  // "quanto ainda posso gastar com lazer?" is a category's limit: the parser's.
  const after = spend?.[1]?.replace(/[?!.]/g, "").trim();
  if (
    after !== undefined &&
    (after === "" || /^(ate|esse mes|este mes|nesse mes|neste mes|no mes|por dia|hoje)\b/.test(after))
  ) {
    if (/\b(salario|pagamento|receber)\b/.test(after)) return { type: "spend_until", until: "payday" };
    if (/\bmes\b/.test(after)) return { type: "spend_until", until: "month_end" };
    return { type: "spend_until", until: "payday" };
  }
  // "quanto sobra pro resto do mês?", "quanto tenho até o salário?": what can still be spent
  const rest =
    /\bquanto\b.*\b(?:sobra|resta|tenho|fica)\b.*\b(resto do mes|(?:fim|final) do mes|salario)\b/.exec(f);
  if (rest) return { type: "spend_until", until: rest[1] === "salario" ? "payday" : "month_end" };
  if (/\bvai (sobrar|faltar)\b|\b(sobra|falta|sobrar|faltar) (algum )?dinheiro\b.*\b(mes|salario)\b/.test(f))
    return { type: "leftover" };
  if (/\bmeu mes\b.*\b(comeca|inicia|vira)\b/.test(f)) {
    if (/\b(salario|pagamento|recebo|payday)\b/.test(f)) return { type: "month_start", onPayday: true };
    if (/\bdia (1|primeiro|1o|1º)\b/.test(f)) return { type: "month_start", onPayday: false };
  }
  if (/^(minhas|quais (sao )?minhas|ver|listar?) contas\??$/.test(f)) return { type: "accounts" };

  const split = readSplit(f);
  if (split) return split;

  const payday = readPayday(f);
  if (payday) return payday;

  // "tenho 1.200 no nubank", "meu saldo no itaú é 3.000", "saldo da carteira: 80"
  const have = new RegExp(String.raw`^(?:eu\s+)?tenho\s+${AMOUNT}\s+(?:n[oa]|em)\s+(.+)$`).exec(f);
  const says = new RegExp(
    String.raw`^(?:o\s+)?(?:meu\s+)?saldo\s+(?:d[oa]|n[oa])\s+(.+?)\s*(?:e|eh|esta|ta|:|=|de)\s+${AMOUNT}$`,
  ).exec(f);
  if (have || says) {
    const rawName = have ? (have[3] as string) : (says?.[1] as string);
    const amount = have ? amountOf(have[1], have[2]) : amountOf(says?.[2], says?.[3]);
    const name = accountName(originalOf(text, f, rawName));
    if (amount !== null && name && !PERIOD.test(rawName))
      return { type: "set_balance", account: name, kind: accountKindOf(name), amount };
  }
  const open =
    /^(?:criar?|cadastrar?|adicionar?|abri|abrir|nova)\s+(?:uma\s+)?(?:nova\s+)?conta\s+(?:corrente\s+)?(?:n[oa]\s+|d[oa]\s+|em\s+)?(.+)$/.exec(
      f,
    );
  if (open) {
    const rawName = open[1] as string;
    const name = accountName(originalOf(text, f, rawName));
    if (name) return { type: "create_account", account: name, kind: accountKindOf(`conta ${name}`) };
  }

  const balance =
    /^(?:e\s+)?(?:qual|quanto|como)?\s*(?:e|eh|esta|ta|tem|tenho|ficou|fica)?\s*(?:o\s+)?(?:meu\s+|o\s+meu\s+)?saldo(?:\s+(?:atual|hoje|agora|total|geral))?(?:\s+(?:d[oa]|n[oa])\s+(.+?))?\s*\??$/.exec(
      f,
    ) ??
    /^quanto\s+(?:eu\s+)?tenho\s+(?:de\s+dinheiro\s+)?(?:n[oa]|em)\s+(conta|contas|banco|bancos|.+?)\s*\??$/.exec(
      f,
    );
  if (balance && !PERIOD.test(f)) {
    const raw = balance[1]?.trim() ?? null;
    const all = raw === null || /^(conta|contas|banco|bancos|todas( as contas)?)$/.test(raw);
    return { type: "balance", account: all ? null : accountName(raw) };
  }
  return null;
}

// The original words of a folded part of the text (folding NFC text keeps every index).
function originalOf(text: string, folded: string, part: string): string {
  const i = folded.lastIndexOf(part);
  return i < 0 || text.length !== folded.length ? part : text.slice(i, i + part.length);
}
