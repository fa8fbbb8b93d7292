import { amountOfPhrase, findIssuer, foldAccents } from "@tostao/core";
/** Planning commands said in plain words, read before the parser (it has no intent for them). */
export type PlanningCommand =
  | { command: "digests"; enabled: boolean }
  | { command: "bill_reminders"; enabled: boolean; card: string | null }
  /** `amount`: the centavos said with it ("paguei a fatura do nubank 1.230,55"), else null. */
  | {
      command: "pay_bill";
      card: string | null;
      amount: number | null;
      /** "paguei o nubank": the bill only when a card of that name is the person's. */
      byName?: true;
    }
  /** "a fatura do nubank veio 1.200": the bill arrived, with its total in centavos; nothing is spent. */
  | { command: "bill_came"; card: string | null; amount: number }
  | { command: "list"; what: "limits" | "goals" | "planned" | "bills" };

const fold = (text: string) =>
  foldAccents(text)
    .replace(/[!.?]+$/g, "")
    .trim();

const OFF =
  "(?:parar|para|pare|parem|cancelar|cancela|cancele|desativar|desativa|desative|desligar|desliga|nao quero(?: mais)?|sem)";
const ON =
  "(?:ativar|ativa|ative|voltar|volta|religar|religa|ligar|liga|quero(?: de volta)?|reativar|reativa)";

/**
 * "parar resumo", "ativar resumo", "parar lembrete da fatura do nubank".
 * @example readPlanningCommand("parar resumo") // { command: "digests", enabled: false }
 */
export function readPlanningCommand(text: string): PlanningCommand | null {
  const t = fold(text);
  if (t.length > 80) return null;
  const digests = new RegExp(
    `^(?:${OFF}|${ON})(?: (?:com )?(?:o|os|meu|meus))? (?:resumo|resumos)(?: semana(?:l|is)| mensa(?:l|is)| do mes)?$`,
  );
  if (digests.test(t)) return { command: "digests", enabled: !new RegExp(`^${OFF}`).test(t) };
  const bills = new RegExp(
    `^(?:${OFF}|${ON})(?: (?:com )?(?:o|os|a|as))? (?:lembrete|lembretes|aviso|avisos)(?: de vencimento)? (?:da|das) faturas?(?: (?:do|da) (.+))?$`,
  );
  const m = bills.exec(t);
  if (m)
    return { command: "bill_reminders", enabled: !new RegExp(`^${OFF}`).test(t), card: m[1]?.trim() ?? null };
  const pay = readBillPaid(t);
  if (pay) return pay;
  const came = readBillCame(t);
  if (came) return came;
  const list =
    /^(?:(?:quais|qual) (?:sao |e )?(?:os |as )?|(?:me )?(?:mostra|mostre|ver|veja|lista|listar) (?:os |as )?)?(?:meus|minhas) (limites|metas|compras futuras|compras planejadas|faturas|cartoes)$/.exec(
      t,
    );
  if (list) {
    const what = list[1] ?? "";
    if (what === "limites") return { command: "list", what: "limits" };
    if (what === "metas") return { command: "list", what: "goals" };
    if (what === "faturas" || what === "cartoes") return { command: "list", what: "bills" };
    return { command: "list", what: "planned" };
  }
  return null;
}

const PAID = "^(?:ja )?(?:eu )?(?:paguei|quitei|acabei de pagar)";
const CARD = "(?: (?:do|da) (?:cartao )?([a-z0-9 ]+?))?";
const AMOUNT = "((?:r\\$ ?)?\\d[\\d.,]*(?: mil)?(?: reais| real| conto| contos| pila)?)";
const WHEN = "(?: (?:hoje|agora|ontem)\\b.*)?$";
const BILL_PAID = [
  // "paguei a fatura do nubank", "… do nubank 1.230,55", "… do c6, de 800 reais", "…, deu 230"
  new RegExp(
    `${PAID} (?:a |toda a )?fatura${CARD}(?:,? (?:de |no valor de |deu |foi |foram |ficou )?${AMOUNT})?(?: (?:de|no valor de)\\b.*)?${WHEN}`,
  ),
  // "paguei 800 da fatura do nubank"
  new RegExp(`${PAID} ${AMOUNT} (?:da|na|de) fatura${CARD}${WHEN}`),
  // "fatura do inter paga", "fatura do inter paga, 950"
  new RegExp(`^fatura (?:do|da) (?:cartao )?([a-z0-9 ]+?) paga(?:,? (?:de )?${AMOUNT})?$`),
  // "paguei o cartão 2.300", "paguei o cartão de crédito do nubank, 1.500": the card's bill
  new RegExp(
    `${PAID} o cartao(?: de credito)?(?: (?:do|da) ([a-z0-9 ]+?))?(?:,? (?:de |no valor de |deu |foi )?${AMOUNT})?${WHEN}`,
  ),
  // "paguei 300 do cartão c6", "paguei 800 do cartão do nubank" ("paguei 300 no cartão" bought with it)
  new RegExp(`${PAID} ${AMOUNT} do cartao(?: de credito)?(?: (?:do |da )?([a-z0-9 ]+?))?${WHEN}`),
  // "paguei o nubank", "paguei o inter 950": a card named alone (BY_NAME: only when it is one)
  new RegExp(`${PAID} (?:o|a) ([a-z][a-z0-9]*(?: (?!de\\b)[a-z][a-z0-9]*)?)(?:,? (?:de )?${AMOUNT})?${WHEN}`),
];
/** The form of BILL_PAID that names the card alone, a bill only when the card is the person's. */
const BY_NAME = 5;
/** The forms of BILL_PAID that say the amount before the card. */
const AMOUNT_FIRST = new Set([1, 4]);

const CAME = "(?:veio|chegou|vem|fechou|ficou|deu)";
const BILL_CAME = [
  // "a fatura do nubank veio 1.200", "minha fatura chegou de 2.300", "fatura do c6 fechou em 980"
  new RegExp(
    `^(?:a |minha )?fatura${CARD}(?: desse mes| do mes)? ${CAME}(?: (?:de|em|com|no valor de))? ${AMOUNT}$`,
  ),
  // "veio a fatura do nubank, 1.200", "chegou a fatura do inter de 850"
  new RegExp(`^${CAME} a (?:minha )?fatura${CARD}(?:,? (?:de |no valor de )?)${AMOUNT}$`),
];

/** "a fatura do nubank veio 1.200": a card's bill arrived, with its total. */
function readBillCame(t: string): PlanningCommand | null {
  for (const re of BILL_CAME) {
    const m = re.exec(t);
    const amount = m?.[2] ? amountOfPhrase(m[2]) : null;
    if (!m || amount === null) continue;
    const named = m[1]?.trim().replace(/^cartao(?: de credito)?$/, "");
    return { command: "bill_came", card: named || null, amount };
  }
  return null;
}

/** "paguei a fatura do nubank" and its forms, with the amount when one is said. */
function readBillPaid(t: string): PlanningCommand | null {
  for (const [n, re] of BILL_PAID.entries()) {
    const m = re.exec(t);
    if (!m) continue;
    const [card, said] = AMOUNT_FIRST.has(n) ? [m[2], m[1]] : [m[1], m[2]];
    const amount = said ? amountOfPhrase(said) : null;
    // a number that is no amount ("paguei a fatura do nubank 2x") is not this command
    if (said && amount === null) return null;
    // "a fatura do cartão": the person's only card
    const named = card?.trim().replace(/^cartao(?: de credito)?$/, "");
    // a bank's or a card's brand only ("paguei o aluguel" is no bill, and costs no look-up)
    if (n === BY_NAME)
      return named && findIssuer(named.split(" "))
        ? { command: "pay_bill", card: named, amount, byName: true }
        : null;
    return { command: "pay_bill", card: named || null, amount };
  }
  return null;
}
