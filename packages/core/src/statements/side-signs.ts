/**
 * The side of a statement whose file says nothing of it (no bank layout, no card words, card
 * number, card column or brand): what a card bill still shows in its lines, and what only an
 * account's show. A wrong side flips every sign, so one sign alone is never enough
 * (docs/statement-formats.md, "Card statements").
 */
import { isCardCredit } from "./card-credits.ts";
import { plain } from "./clean-description.ts";
import type { RawEntry } from "./types.ts";

/** What the lines say of the side: the card bill's signs found (pt-BR, for people), and whether an account's are there. */
export interface SideSigns {
  card: string[];
  account: boolean;
}

/** Title words of a bill: its due date, the best day to buy, the minimum payment, its closing. */
const BILL_TITLE =
  /\b(vencimento|vence em|melhor dia (de|para) compra|pagamento minimo|fechamento( da fatura)?)\b/;

/** An instalment named in the words ("PARCELA 04/10", "PARC 2/6", "parcela 3 de 10"). */
const INSTALMENT = /\bparc(?:ela)?\.?\s*(\d{1,2})\s*(?:\/|de)\s*(\d{1,2})\b/;

/** An instalment an account pays each month: a loan's, a financing's, an insurance's, a consórcio's. */
const ACCOUNT_INSTALMENT =
  /\b(prest(acao)?|emprestimos?|financiamentos?|consorcio|seguros?|consignado|credito pessoal|cdc)\b/;

/** Charges only a card bill has. */
const CARD_CHARGES: ReadonlyArray<[RegExp, string]> = [
  [
    /\biof\b.*\b(internacional|exterior)\b|\b(internacional|exterior)\b.*\biof\b/,
    "IOF de compra internacional",
  ],
  [/\banuidade\b/, "anuidade"],
  [/\b(juros|encargos)( de financiamento)?( do)? rotativo\b/, "juros do rotativo"],
];

/** Words only an account's lines have: money received, a salary, a deposit, a yield, cash out, a Pix or TED sent. */
const ACCOUNT_WORDS =
  /\b(pix recebido|pix enviado|transferencia (recebida|enviada)|ted (recebida|enviada)|doc recebido|salario|deposito|rendimento|saque|tarifa (bancaria|mensal|pacote)|cesta de servicos)\b/;

/**
 * The signs of a card bill among a statement's title lines and entries (signed as the file writes
 * them), and whether an account's are there: a running balance, money received, a salary.
 * @example sideSigns("Vencimento;10/04/2026", entries).card // ["data de vencimento", "compras parceladas"]
 */
export function sideSigns(preamble: string, entries: readonly RawEntry[]): SideSigns {
  const card: string[] = [];
  const texts = entries.map((e) => plain(`${e.type ?? ""} ${e.text}`).replace(/\s+/g, " "));
  if (BILL_TITLE.test(plain(preamble))) card.push("data de vencimento");
  // Instalments on many lines (a loan's one a month is no bill, nor are a loan's, an insurance's
  // and a consórcio's, each one a month, on an account's lines).
  const instalments = new Set(
    texts.filter((t) => {
      if (ACCOUNT_INSTALMENT.test(t)) return false;
      const m = INSTALMENT.exec(t);
      return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= Number(m[2]) && Number(m[2]) >= 2;
    }),
  );
  if (instalments.size >= 2 && instalments.size * 10 >= entries.length) card.push("compras parceladas");
  for (const [words, sign] of CARD_CHARGES) if (texts.some((t) => words.test(t))) card.push(sign);
  // Every line of one sign but the bill paid or money returned, of the other (three purchases at least).
  const positives = entries.filter((e) => e.signed > 0).length;
  const few = positives * 2 > entries.length ? -1 : 1;
  const minority = entries.flatMap((e, i) => (Math.sign(e.signed) === few ? [texts[i] as string] : []));
  if (
    minority.length > 0 &&
    entries.length - minority.length >= 3 &&
    minority.every((t) => isCardCredit(t)) &&
    texts.every((t, i) => Math.sign(entries[i]?.signed ?? 0) === few || !isCardCredit(t))
  )
    card.push("pagamento da fatura contra as compras");
  const account = entries.some((e) => e.balance !== null) || texts.some((t) => ACCOUNT_WORDS.test(t));
  return { card, account };
}
