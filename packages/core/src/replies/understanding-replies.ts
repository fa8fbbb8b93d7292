/**
 * pt-BR wording of the version 3 answers: asking back before booking, what-ifs, filtered
 * questions, what the product does not do, capabilities, corrections by item, remembered
 * categories, and the "Não entendi" whose examples fit what was written.
 */

import { reaisToCentavos } from "../money.ts";
import type {
  CapabilityIntent,
  ConfirmRecordIntent,
  PaymentMethod,
  QueryFilters,
  RecordKind,
  UnknownIntent,
  UnsupportedIntent,
} from "../parser/types.ts";
import { brl, dayMonth, KIND_LABEL, periodLabel, typedReais } from "./format.ts";

const METHOD_LABEL: Record<PaymentMethod, string> = {
  credit: "no crédito",
  debit: "no débito",
  pix: "no pix",
  cash: "em dinheiro",
  boleto: "no boleto",
  voucher: "no vale-refeição/alimentação",
};

/** How a corrected record was paid, for the correction's reply: "no crédito (Nubank)". */
export function paymentLabel(method: PaymentMethod | null, card: string | null): string {
  const how = method ? METHOD_LABEL[method] : "no cartão";
  return card ? `${how} (${card})` : how;
}

/** A record as the assistant would book it, in one line: "R$ 300,00 em Mercado (mercado), dia 23/11". */
export function recordReading(r: {
  kind: RecordKind;
  amount: number;
  category: string;
  description: string;
  date: string;
  recurrence?: { day: number } | null;
}): string {
  const what =
    r.description && r.description.toLowerCase() !== r.category.toLowerCase() ? ` (${r.description})` : "";
  const when = r.recurrence ? `, fixo todo dia ${r.recurrence.day}` : `, dia ${dayMonth(r.date)}`;
  return `${KIND_LABEL[r.kind].toLowerCase()} de ${brl(Math.round(r.amount * 100))} em ${r.category}${what}${when}`;
}

const ASK_WHY: Record<ConfirmRecordIntent["reason"], string> = {
  other_person: "Isso foi com o seu dinheiro?",
  question: "Quer que eu registre?",
  doubt: "Não quero registrar um valor errado.",
  habit: "Isso parece um gasto de todo mês.",
  shared: "Conta dividida:",
  each: "",
  arrived: "A conta chegou; já está paga?",
  own_business: "Dinheiro da sua empresa pra você entra como pró-labore.",
  direction: "",
  days: "",
};

/**
 * Asks before booking money that may not be the person's to record, with the reading.
 * @example replyConfirmRecord(c) // "Isso foi com o seu dinheiro? Registro despesa de R$ 300,00 em Outros…? Responda *sim* ou *não*."
 */
export function replyConfirmRecord(c: ConfirmRecordIntent, category = c.record.category): string {
  // "fiz 200 na feira": which way the money went is all that is asked
  if (c.reason === "direction")
    return `${brl(reaisToCentavos(c.record.amount))} (${c.record.description}): você recebeu ou gastou? Responda *recebi* ou *gastei*.`;
  // "gastei 20 de uber ontem e anteontem": each day's, or both days' together
  if (c.reason === "days" && c.days)
    return `${brl(reaisToCentavos(c.record.amount))} (${c.record.description}) em ${c.days.map(dayMonth).join(" e ")}: foi em cada dia ou no total? Responda *cada dia* ou *no total*.`;
  const reading = recordReading({ ...c.record, category });
  const income = c.record.kind === "income";
  const tail =
    c.reason === "doubt"
      ? " Se o valor for outro, mande o certo (por exemplo: gastei 180 no mercado)."
      : c.reason === "habit"
        ? income
          ? " Se não for de todo mês, não registro nada; me conte quando receber (por exemplo: recebi 3.200 de salário)."
          : " Se for só uma média, não registro nada; para um limite, diga por exemplo: limite de 250 no ifood."
        : c.reason === "shared"
          ? " Se você pagou a conta toda, mande o valor inteiro (por exemplo: paguei 90 no jantar)."
          : c.reason === "arrived"
            ? ` Se ainda vai pagar, responda *não* e me diga quando vence (por exemplo: me lembra de pagar ${c.record.description} dia 10, ${typedReais(c.record.amount)}).`
            : c.reason === "own_business"
              ? " Se foi só dinheiro seu mudando de conta (não da empresa), responda *não*: não registro nada."
              : c.each
                ? ` Se ${brl(reaisToCentavos(c.each.price))} foi o total, responda *não* e mande: ${c.record.description} por ${typedReais(c.each.price)}.`
                : "";
  const why = c.shared
    ? `Conta de ${brl(reaisToCentavos(c.shared.total))} dividida por ${c.shared.people}: sua parte é ${brl(reaisToCentavos(c.record.amount))}.`
    : c.each
      ? `${c.each.count.toLocaleString("pt-BR")} × ${brl(reaisToCentavos(c.each.price))} = ${brl(reaisToCentavos(c.record.amount))}.`
      : c.reason === "habit" && income
        ? "Isso parece uma receita de todo mês."
        : c.reason === "other_person" && income
          ? "Esse dinheiro é seu?"
          : ASK_WHY[c.reason];
  return `${why} Registro ${reading}? Responda *sim* ou *não*.${tail}`;
}

/** The answer to "não" after an ask-back: nothing booked. */
/**
 * "a pizza foi 90" about the person's part of a shared bill: the whole bill changed, so the part would.
 * @example replyConfirmSharedTotal({ total: 9000, people: 2, before: 4000, part: 4500 }) // "A conta toda foi R$ 90,00? Dividida por 2, sua parte passa de R$ 40,00 para R$ 45,00. Corrijo? Responda *sim* ou *não*."
 */
export function replyConfirmSharedTotal(c: {
  total: number;
  people: number;
  before: number;
  part: number;
}): string {
  return `A conta toda foi ${brl(c.total)}? Dividida por ${c.people}, sua parte passa de ${brl(c.before)} para ${brl(c.part)}. Corrijo? Responda *sim* ou *não*.`;
}

/**
 * "a pipoca foi 30" right after it was booked at 30, "a pizza foi 80" when the bill of 80 was split
 * already: the record stands as it is.
 * @example replyRestatedKept({ total: 3000, date: "2026-11-20", category: "Lazer", description: "pipoca", whole: null }) // "Certo, já está registrado: R$ 30,00 em Lazer (pipoca), dia 20/11."
 */
export function replyRestatedKept(r: {
  total: number;
  date: string;
  category: string | null;
  description: string;
  whole: number | null;
}): string {
  const what = `${brl(r.total)} em ${r.category ?? "sem categoria"}${r.description ? ` (${r.description})` : ""}, dia ${dayMonth(r.date)}`;
  return r.whole === null
    ? `Certo, já está registrado: ${what}.`
    : `Certo: a conta toda foi ${brl(r.whole)}, e sua parte já está registrada: ${what}.`;
}

export function replyConfirmDeclined(): string {
  return "Certo, não registrei nada.";
}

/** Filters of a question in words, for the answer to state what it counted. */
export function filterLabel(
  f: QueryFilters & { category?: string | null },
  categoryLabel?: string | null,
): string {
  const parts: string[] = [];
  if (f.text) parts.push(`com "${f.text}"`);
  else if (categoryLabel ?? f.category) parts.push(`com ${categoryLabel ?? f.category}`);
  if (f.card) parts.push(`no cartão ${f.card}`);
  else if (f.payment) parts.push(f.payment === "credit" ? "no cartão de crédito" : METHOD_LABEL[f.payment]);
  if (f.book === "business") parts.push("no livro da empresa");
  if (f.instalments) parts.push("em parcelas");
  if (f.except?.text) parts.push(`sem contar "${f.except.text}"`);
  else if (f.except?.category) parts.push(`sem contar ${f.except.category}`);
  return parts.length > 0 ? ` ${parts.join(" ")}` : "";
}

/** One stored record, for the answers that show one ("maior gasto"). */
export interface RecordLine {
  kind: RecordKind;
  total: number;
  date: string;
  category: string | null;
  description: string;
}

function line(r: RecordLine): string {
  const what = r.description ? ` (${r.description})` : "";
  return `${brl(r.total)} em ${r.category ?? "sem categoria"}${what}, dia ${dayMonth(r.date)}`;
}

const KIND_NOUN: Record<RecordKind, [string, string]> = {
  expense: ["gasto", "gastos"],
  income: ["receita", "receitas"],
  investment: ["investimento", "investimentos"],
};

/** "qual foi meu maior gasto": the largest single record of the period and filters. */
export function replyLargest(
  q: { from: string; to: string; kind: RecordKind } & QueryFilters & { category?: string | null },
  largest: RecordLine | null,
): string {
  const noun = KIND_NOUN[q.kind][0];
  const filters = filterLabel(q);
  const period = periodLabel(q.from, q.to);
  if (!largest) return `Você não tem ${KIND_NOUN[q.kind][1]}${filters} registrados ${period}.`;
  return `Seu maior ${noun}${filters} ${period}: ${line(largest)}.`;
}

/** "quantas vezes fui no mercado": how many records, and their total. */
export function replyCount(
  q: { from: string; to: string; kind: RecordKind } & QueryFilters & { category?: string | null },
  count: number,
  total: number,
): string {
  const [one, many] = KIND_NOUN[q.kind];
  const filters = filterLabel(q);
  const period = periodLabel(q.from, q.to);
  if (count === 0) return `Nenhum ${one}${filters} registrado ${period}.`;
  return `${count} ${count === 1 ? one : many}${filters} ${period}, ${brl(total)} ao todo.`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** "média por dia": the period's total over its days, weeks or months. */
export function replyAverage(
  q: { from: string; to: string; kind: RecordKind; per?: "day" | "week" | "month" } & QueryFilters & {
      category?: string | null;
    },
  total: number,
): string {
  const days = Math.max(1, daysBetween(q.from, q.to));
  const per = q.per ?? "day";
  const units = per === "day" ? days : per === "week" ? days / 7 : days / 30.44;
  const average = Math.round(total / Math.max(units, 1));
  const unit = per === "day" ? "por dia" : per === "week" ? "por semana" : "por mês";
  const verb = q.kind === "income" ? "recebeu" : q.kind === "investment" ? "investiu" : "gastou";
  return `Em média, você ${verb} ${brl(average)} ${unit}${filterLabel(q)} ${periodLabel(q.from, q.to)} (${brl(total)} em ${days} ${days === 1 ? "dia" : "dias"}).`;
}

/** "gastei mais que mês passado?": both totals, and the same point of the earlier period. */
export function replyCompare(
  q: { from: string; to: string; compare: { from: string; to: string }; metric: string } & QueryFilters & {
      category?: string | null;
    },
  now: number,
  before: number,
  beforeSoFar: number | null,
): string {
  const verb = q.metric === "income" ? "recebeu" : "gastou";
  const filters = filterLabel(q);
  const lines = [
    `${periodLabel(q.from, q.to)[0]?.toUpperCase()}${periodLabel(q.from, q.to).slice(1)} você ${verb} ${brl(now)}${filters}.`,
    `${periodLabel(q.compare.from, q.compare.to)[0]?.toUpperCase()}${periodLabel(q.compare.from, q.compare.to).slice(1)}: ${brl(before)}.`,
  ];
  const base = beforeSoFar ?? before;
  const diff = now - base;
  const against = beforeSoFar === null ? "que no período anterior" : "que no mesmo ponto do período anterior";
  if (beforeSoFar !== null) lines.push(`Até o mesmo dia do período anterior: ${brl(beforeSoFar)}.`);
  lines.push(
    diff === 0
      ? `Você está no mesmo valor ${against}.`
      : `Você ${verb} ${brl(Math.abs(diff))} a ${diff > 0 ? "mais" : "menos"} ${against}.`,
  );
  return lines.join("\n");
}

/** "se eu gastar 200 no mercado": the month with it, and the limit when there is one. */
export function replyWhatIf(w: {
  amount: number;
  category: string | null;
  monthSpent: number;
  limit: { amount: number; used: number } | null;
}): string {
  const amount = brl(w.amount);
  const where = w.category ? ` em ${w.category}` : "";
  if (w.limit) {
    const after = w.limit.used + w.amount;
    const left = w.limit.amount - after;
    return left >= 0
      ? `Se gastar ${amount}${where}, você fica com ${brl(after)} de ${brl(w.limit.amount)} do limite: sobram ${brl(left)} este mês. Não registrei nada.`
      : `Se gastar ${amount}${where}, passa do limite de ${brl(w.limit.amount)} em ${brl(-left)} (ficaria com ${brl(after)}). Não registrei nada.`;
  }
  return `Se gastar ${amount}${where}, seus gastos do mês${where ? " nessa categoria" : ""} vão a ${brl(w.monthSpent + w.amount)}. Não registrei nada; se já gastou, diga por exemplo: gastei ${w.amount / 100} no mercado.`;
}

const UNSUPPORTED: Record<UnsupportedIntent["what"], string> = {
  transfer:
    "Eu não faço transferências nem pix: não tenho acesso à sua conta. Faça pelo app do seu banco e depois me conte, por exemplo: mandei 200 pro joão no pix. Aí eu registro.",
  payment:
    "Eu não pago contas nem boletos: não tenho acesso à sua conta. Pague pelo app do banco e me conte (paguei 180 de luz), ou peça um lembrete: me lembra de pagar o boleto dia 10.",
  investment_advice:
    "Não dou recomendação de investimento. O que eu faço: registrar seus aportes (investi 500 no CDB), acompanhar metas (quero juntar 10 mil até dezembro) e mostrar quanto você investiu.",
  loan: "Eu não empresto dinheiro nem contrato crédito. O que eu faço: registrar o que você emprestou (emprestei 50 pro pedro), as parcelas de um empréstimo que você paga (paguei 450 da parcela do empréstimo) e lembrar dos vencimentos.",
  bank_connection:
    "Ainda não me conecto ao seu banco. Você pode me mandar o extrato em arquivo (OFX ou CSV) ou o PDF da fatura, e eu importo os lançamentos.",
};

/** What the product does not do, and what it does instead. */
export function replyUnsupported(what: UnsupportedIntent["what"]): string {
  return UNSUPPORTED[what];
}

const CAPABILITY: Record<CapabilityIntent["what"], string> = {
  audio:
    'Sim, pode mandar áudio! 🎙️ Eu transcrevo e registro do mesmo jeito, por exemplo: "gastei cinquenta no mercado".',
  photo: "Sim, pode mandar foto do cupom fiscal, da nota ou do comprovante. 📸 Eu leio o valor e registro.",
  pdf: "Sim, pode mandar PDF: fatura do cartão, boleto ou nota. Eu leio e registro ou importo os lançamentos.",
  statement:
    'Sim, pode mandar o extrato do banco em arquivo (OFX, CSV ou planilha) ou o PDF da fatura: eu mostro os lançamentos e importo quando você disser "importar".',
  group: "Eu funciono na conversa direta com você, não em grupos. Cada pessoa tem os próprios registros.",
  languages: "Por enquanto eu só entendo português.",
  bot: 'Sou o Tostão, um assistente automático: respondo na hora e organizo suas finanças com o que você me manda. 🤖 Para começar, diga por exemplo: "gastei 50 no mercado".',
  other: "Me conte o que você quer mandar: texto, áudio, foto de cupom e PDF eu entendo.",
};

/** "posso mandar áudio?": what the product can take in. */
export function replyCapability(what: CapabilityIntent["what"]): string {
  return CAPABILITY[what];
}

/** An insult, answered calmly, with a way forward. */
export function replyInsult(): string {
  return 'Poxa, desculpe se errei. 🙏 Se eu registrei algo errado, diga "apaga o último" ou corrija ("não, era 45"). Se quiser, me diga o que esperava que eu fizesse.';
}

/** "apaga tudo": asks, and points to the dashboard where everything can be removed with care. */
export function replyDeleteAll(dashboardUrl: string): string {
  return `Não apago tudo por mensagem: é fácil perder registros sem querer. No painel você pode excluir registros em lote ou a sua conta: ${dashboardUrl}\nPara apagar só os últimos, diga por exemplo: apaga os 3 últimos.`;
}

const HINT_EXAMPLES: Record<NonNullable<UnknownIntent["hint"]>, string[]> = {
  amount: ["mercado 50", "recebi 50 do freela", "uber 50 ontem"],
  relative: ["o mercado foi 53", "corrige o último pra 53"],
  habits: ["aluguel 1.300 todo dia 5", "paguei o aluguel 1.300"],
  wish: ["quero juntar 10 mil pra viagem até dezembro", "quero comprar uma tv de 3 mil em março"],
  card: [
    "meu nubank fecha dia 3 e vence dia 10",
    "quanto tá a fatura do nubank?",
    "tv de 2.400 em 12x no nubank",
  ],
  goal: ["quero juntar 10 mil pra viagem até dezembro", "guardei 500 pra viagem", "como estão minhas metas?"],
  limit: ["limite de 800 no mercado", "como tá meu limite do mercado?", "tira o limite do lazer"],
  question: [
    "quanto gastei este mês?",
    "qual foi meu maior gasto?",
    "quanto gastei com ifood semana passada?",
  ],
  record: ["gastei 50 no mercado", "uber 23 ontem", "recebi 3.000 de salário"],
  not_spent: ["apaga o último", "não, era 45"],
  borrowed: ["devolvi 100 pra minha mãe", "paguei 450 da parcela do empréstimo"],
  owed: ["paguei 200 pro joão", "o pedro me devolveu os 50"],
  quote: ["paguei 50 do serviço", "comprei por 50"],
  share_back: ["recebi 32 de freela"],
  breakdown: ["gastei 22 no x-tudo", "muda pra 22"],
  moved: ["gastei 30 na feira em dinheiro", "paguei 80 de luz no pix"],
};

/** "quanto tenho no vale?": the voucher card's balance is not in the books. */
export function replyVoucherBalanceUnknown(): string {
  return "O saldo do cartão do vale eu não vejo (ele fica no app do Ticket, Alelo, VR…). O que você registrou nele:";
}

/**
 * What the parts said after a total leave of it ("gastei 100: 60 no mercado e 30 na farmácia"): the
 * parts are booked, the rest is asked about.
 * @example replyRestUnnamed(10, 100) // "Faltaram R$ 10,00 dos R$ 100,00: com o quê? …"
 */
export function replyRestUnnamed(amount: number, of: number): string {
  return `Faltaram ${brl(Math.round(amount * 100))} dos ${brl(Math.round(of * 100))}: com o quê? Se não foi gasto, é só ignorar.`;
}

/** How to book what was owed once paid ("comprei fiado 50", "…mas ainda não paguei"). */
const UNPAID_EXAMPLES = ["paguei os 50", "paguei os 50 no pix"];

/**
 * "Não entendi", with examples that fit what was written ("50" alone gets "mercado 50").
 * @example replyNotUnderstood("amount", "50") // "R$ 50 de quê? …"
 */
export function replyNotUnderstood(hint: UnknownIntent["hint"], amount?: number, unpaid?: boolean): string {
  if (hint === "amount" && amount !== undefined)
    return `${brl(Math.round(amount * 100))} de quê? Me diga o que foi, por exemplo: ${HINT_EXAMPLES.amount.map((e) => e.replace("50", typedReais(amount))).join(" · ")}`;
  if (hint === "habits")
    return `Isso parece o quanto essas coisas custam todo mês, não gastos de agora: não registrei nada. Para deixar como fixo, mande um por vez; se pagou agora, diga que pagou. Por exemplo: ${HINT_EXAMPLES.habits.join(" · ")}`;
  if (hint === "wish")
    return `Não registrei nada: é um plano ou um desejo, não um gasto feito. 🙂 Se quiser planejar, diga por exemplo: ${HINT_EXAMPLES.wish.join(" · ")}`;
  if (hint === "relative")
    return `Não registrei nem mudei nada: a mais ou a menos do que o quê? Para corrigir, diga o valor certo (ex.: ${HINT_EXAMPLES.relative.join(" · ")}); para um gasto novo, diga o que foi.`;
  if (hint === "not_spent")
    return `Certo, não registrei nada: esse dinheiro não saiu. Se algo que registrei está errado, diga por exemplo: ${HINT_EXAMPLES.not_spent.join(" · ")}`;
  if (hint === "share_back" && amount !== undefined)
    return `Não registrei como receita: esses ${brl(Math.round(amount * 100))} são a parte de quem dividiu a conta com você, que já ficou fora dos seus gastos (só a sua parte entrou). 👍 Se era outro dinheiro, diga o que foi (ex.: ${HINT_EXAMPLES.share_back[0]?.replace("32", typedReais(amount))}).`;
  if (hint === "breakdown" && amount !== undefined)
    return `Não registrei de novo: esses valores somam os ${brl(Math.round(amount * 100))} que acabei de anotar. 👍 Se foram outros gastos, diga por exemplo: ${HINT_EXAMPLES.breakdown.join(" · ")}`;
  if (hint === "borrowed")
    return `Não registrei como receita: dinheiro emprestado não é ganho, é para devolver. Quando pagar de volta, me conte (ex.: ${HINT_EXAMPLES.borrowed.join(" · ")}) e eu registro em Dívidas.`;
  if (hint === "moved")
    return `Não registrei nada: sacar, tirar da poupança ou de uma aplicação e passar dinheiro entre as suas contas não é despesa nem receita, o dinheiro continua seu. Quando usar, me conte o que foi (ex.: ${HINT_EXAMPLES.moved.join(" · ")}).`;
  if (hint === "owed")
    return `Não registrei nada: uma dívida entra nos registros quando o dinheiro se move. Quando pagar ou receber, me conte (ex.: ${HINT_EXAMPLES.owed.join(" · ")}).`;
  if (hint === "quote" && amount !== undefined && unpaid)
    return `Não registrei nada: ${brl(Math.round(amount * 100))} ainda não foi pago, então ainda não é gasto. Quando pagar, me conte (ex.: ${UNPAID_EXAMPLES.map((e) => e.replace("50", typedReais(amount))).join(" · ")}).`;
  if (hint === "quote" && amount !== undefined)
    return `Não registrei nada: ${brl(Math.round(amount * 100))} é um preço ou orçamento, o dinheiro ainda não saiu. Quando pagar, me conte (ex.: ${HINT_EXAMPLES.quote.map((e) => e.replace("50", typedReais(amount))).join(" · ")}).`;
  if (hint === "record")
    return `Não registrei nada: isso parece um costume, não um gasto de hoje. Para registrar, diga por exemplo: ${HINT_EXAMPLES.record.join(" · ")}`;
  if (hint)
    return `Não entendi essa mensagem. 🤔 Você pode dizer, por exemplo: ${HINT_EXAMPLES[hint].join(" · ")}`;
  return `Não entendi essa mensagem. 🤔 Você pode me mandar, por exemplo: ${HINT_EXAMPLES.record.join(" · ")} · quanto gastei este mês? · ajuda`;
}

/** A line after a record whose words were read as typos: what was read, and how to fix it. */
export function replyTypoNote(typos: readonly { typed: string; read: string }[], category: string): string {
  const read = typos.map((t) => `"${t.typed}" como *${t.read}*`).join(", ");
  return `✍️ Entendi ${read} e coloquei em ${category}. Se não for, diga: muda pra outra categoria (ex.: muda pra lazer).`;
}

/** Several recent records fit a correction by item: which one? */
export function replyWhichRecord(target: string, options: readonly RecordLine[]): string {
  const lines = options.map((r, i) => `${i + 1}. ${line(r)}`);
  return [`Achei mais de um registro de "${target}". Qual deles? Responda com o número:`, ...lines].join(
    "\n",
  );
}

/**
 * A record named by its amount or its day alone ("apaga o de 45", "exclui o gasto de ontem"), as
 * the replies about it say it: "R$ 45,00", "26/11", "R$ 45,00 de 26/11".
 */
export function recordSaidBy(total: number | null, date: string | null): string {
  return [total !== null ? brl(total) : null, date ? dayMonth(date) : null].filter(Boolean).join(" de ");
}

/** A correction by item that found nothing among the recent records. */
export function replyNoRecordNamed(target: string): string {
  return `Não achei nenhum registro recente de "${target}". Veja a lista com "lista meus gastos da semana" ou corrija no painel.`;
}

/** Said once, after a person moves a record: the words that will go to that category from now on. */
export function replyRememberedCategory(words: string, category: string): string {
  return `📌 Da próxima vez, ${words} vai para ${category}.`;
}

/**
 * A card update that names no card, with none talked about just before: which one, listing the
 * person's cards when there are some.
 */
export function replyWhichCard(cards: readonly string[] = []): string {
  if (cards.length < 2) return "De qual cartão? Diga o nome, por exemplo: o limite do nubank é 4 mil.";
  const list = cards.map((c, i) => `${i + 1}. ${c}`).join("\n");
  return `De qual cartão? Responda com o número ou o nome:\n${list}`;
}

/** A button of a question that was replaced by a newer one or lapsed: nothing done. */
export function replyStaleChoice(): string {
  return "Esse botão é de uma pergunta que já expirou, então não fiz nada. Se precisar, é só me dizer de novo.";
}

/** The same button tapped twice (or sent again): the first tap did it, the second changes nothing. */
export function replyAlreadyDone(): string {
  return "👍 Isso já foi feito; não mudei nada de novo.";
}

/** Another button of a question answered moments ago: nothing changed. */
export function replyAlreadyAnswered(): string {
  return "Essa pergunta já foi respondida, então não mudei nada. Se quiser outra coisa, é só me dizer.";
}

/** "Era outro cartão" under a card purchase: which card, numbered. */
export function replyRecordCardQuestion(r: RecordLine, cards: readonly string[]): string {
  const list = cards.map((c, i) => `${i + 1}. ${c}`).join("\n");
  return `Em qual cartão foi ${line(r)}? Responda com o número ou o nome:\n${list}`;
}

/** "Outra categoria" under a record: which category, numbered. */
export function replyRecordCategoryQuestion(r: RecordLine, categories: readonly string[]): string {
  if (categories.length === 0)
    return `Você ainda não tem outra categoria para ${line(r)}. Para mudar, diga por exemplo: muda pra lazer.`;
  const list = categories.map((c, i) => `${i + 1}. ${c}`).join("\n");
  return `Em qual categoria fica ${line(r)}? Responda com o número ou o nome (ou diga outra, por exemplo: muda pra lazer):\n${list}`;
}

/**
 * "não coloca em alimentação": the record is never moved into the category refused; which one it
 * goes to is asked, in one line (the categories come as the question's choices).
 */
export function replyCategoryRefused(r: RecordLine, refused: string): string {
  const what = `${brl(r.total)}${r.description ? ` (${r.description})` : ""}`;
  return r.category === refused || r.category === null
    ? `Se não é ${refused}, em qual categoria fica ${what}? Diga o nome, por exemplo: lazer.`
    : `${what} está em ${r.category}, não em ${refused}. Se é outra categoria, diga qual.`;
}

/** An amount question asked once more, after a message that did not answer it. */
export function replyAskAgain(r: { kind: RecordKind; description?: string | undefined }): string {
  const what = r.description
    ? `E ${r.description}`
    : r.kind === "income"
      ? "E aquela receita"
      : "E aquele gasto";
  return `${what}: quanto foi? Mande só o valor (por exemplo: 450) ou "deixa".`;
}

/** An amount question dropped ("não sei ainda", "deixa"): nothing booked, and how to do it later. */
export function replyAmountDropped(r: { kind: RecordKind; description?: string | undefined }): string {
  const example = `${r.description ?? (r.kind === "income" ? "recebi" : "mercado")} 450`;
  return `Tudo bem, não registrei nada. Quando souber o valor, é só mandar, por exemplo: ${example}.`;
}

/** "nenhum" to a which-one question: nothing changed. */
export function replyNothingChanged(): string {
  return "Certo, não mudei nada.";
}
