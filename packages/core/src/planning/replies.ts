/**
 * pt-BR wording of the planning replies: cards and bills, limits and alerts, goals, future
 * purchases. Plain data in (centavos as numbers, ISO dates, "YYYY-MM" bill months), text out.
 */

import { type Centavos, formatBRL } from "../money.ts";
import { typedReais } from "../replies/format.ts";
import { forNoun, ofNoun, withArticle } from "../replies/gender.ts";
import { dayMonth, dayMonthYear } from "../replies/replies.ts";
import { monthName } from "./months.ts";

const brl = (centavos: number) => formatBRL(centavos as Centavos);

export interface CardReplyData {
  name: string;
  kind: "credit" | "debit";
  limit: number | null;
  closingDay: number | null;
  dueDay: number | null;
}

/** Confirms a card set up or updated, and asks for what a credit card still lacks. */
export function replyCardSaved(card: CardReplyData, created: boolean): string {
  const kind = card.kind === "credit" ? "crédito" : "débito";
  const facts = [kind];
  if (card.closingDay !== null) facts.push(`fecha dia ${card.closingDay}`);
  if (card.dueDay !== null) facts.push(`vence dia ${card.dueDay}`);
  if (card.limit !== null) facts.push(`limite de ${brl(card.limit)}`);
  const head = `💳 Cartão ${card.name} ${created ? "cadastrado" : "atualizado"}: ${facts.join(", ")}.`;
  if (card.kind === "debit") return head;
  if (card.closingDay === null || card.dueDay === null)
    return `${head} Me diga quando a fatura fecha e vence, por exemplo: "${card.name.toLowerCase()} fecha dia 3 e vence dia 10".`;
  return `${head} Compras a partir do dia ${card.closingDay} entram na fatura seguinte.`;
}

export interface PurchasePartData {
  amount: number;
  /** The bill month and its due date, or null when the card has no bill cycle yet. */
  bill: { month: string; dueOn: string } | null;
}

/** Confirms a purchase put on a card: each part with its bill. */
export function replyCardPurchase(p: {
  card: string;
  total: number;
  date: string;
  category: string;
  description: string;
  parts: PurchasePartData[];
}): string {
  const what = p.description ? ` (${p.description})` : "";
  const count = p.parts.length;
  const first = p.parts[0];
  const last = p.parts[count - 1];
  const each =
    count === 1
      ? brl(p.total)
      : first?.amount === last?.amount
        ? `${brl(p.total)} em ${count}x de ${brl(first?.amount ?? 0)}`
        : `${brl(p.total)} em ${count}x (${brl(first?.amount ?? 0)} a ${brl(last?.amount ?? 0)})`;
  const head = `✅ Compra no ${p.card} registrada: ${each} em ${p.category}${what}, dia ${dayMonth(p.date)}.`;
  if (!first?.bill) return head;
  if (count === 1)
    return `${head} Entra na fatura de ${monthName(first.bill.month)} (vence ${dayMonth(first.bill.dueOn)}).`;
  const lines = p.parts
    .slice(0, 12)
    .map((part, i) =>
      part.bill ? `${i + 1}/${count}: ${brl(part.amount)} na fatura de ${monthName(part.bill.month)}` : "",
    );
  const more =
    count > 12 ? `\n… e mais ${count - 12} parcelas até ${monthName(last?.bill?.month ?? "")}.` : "";
  return `${head}\n${lines.join("\n")}${more}`;
}

export interface BillReplyData {
  month: string;
  closesOn: string;
  dueOn: string;
  total: number;
  paid: boolean;
}

/** "quanto tá a fatura do nubank?": the open bill, closed ones unpaid, the limit and the next bill. */
export function replyCardBill(o: {
  card: string;
  today: string;
  open: BillReplyData;
  closedUnpaid: BillReplyData[];
  next: BillReplyData;
  limit: number | null;
  limitLeft: number | null;
}): string {
  const lines = [`💳 ${o.card}`];
  for (const b of o.closedUnpaid)
    lines.push(`Fatura de ${monthName(b.month)} fechada: ${brl(b.total)}, vence ${dayMonth(b.dueOn)}.`);
  lines.push(
    `Fatura aberta (${monthName(o.open.month)}): ${brl(o.open.total)}. Fecha ${dayMonth(o.open.closesOn)} e vence ${dayMonth(o.open.dueOn)}.`,
  );
  if (o.limit !== null && o.limitLeft !== null)
    lines.push(`Limite disponível: ${brl(o.limitLeft)} de ${brl(o.limit)}.`);
  if (o.next.total > 0)
    lines.push(`Próxima fatura (${monthName(o.next.month)}) já tem ${brl(o.next.total)} em parcelas.`);
  return lines.join("\n");
}

/**
 * "e a fatura de janeiro?": one bill named by its month: paid, closed and due, open now, or ahead
 * with what is already on it.
 */
export function replyCardBillOfMonth(o: {
  card: string;
  today: string;
  bill: BillReplyData & { closed: boolean };
  openMonth: string;
}): string {
  const b = o.bill;
  const name = monthName(b.month);
  let line: string;
  if (b.paid) line = `Fatura de ${name}: ${brl(b.total)}, paga.`;
  else if (b.closed && b.total === 0) line = `Fatura de ${name}: nada nela.`;
  else if (b.closed)
    line = `Fatura de ${name} fechada: ${brl(b.total)}, ${b.dueOn < o.today ? "venceu" : "vence"} ${dayMonth(b.dueOn)}.`;
  else if (b.month === o.openMonth)
    line = `Fatura aberta (${name}): ${brl(b.total)}. Fecha ${dayMonth(b.closesOn)} e vence ${dayMonth(b.dueOn)}.`;
  else if (b.total === 0)
    line = `Fatura de ${name}: nada lançado nela até agora. Vence ${dayMonthYear(b.dueOn)}.`;
  else
    line = `Fatura de ${name}: ${brl(b.total)} já lançados (parcelas e compras até agora). Fecha ${dayMonth(b.closesOn)} e vence ${dayMonthYear(b.dueOn)}.`;
  return `💳 ${o.card}\n${line}`;
}

/** Confirms a bill paid, as a transfer. */
/**
 * A bill paid. `said`: the amount the person said they paid, when they said one; more than the
 * bill's total means purchases the books do not have.
 */
export function replyBillPaid(p: {
  card: string;
  month: string;
  amount: number;
  limitLeft: number | null;
  said?: number | null;
}): string {
  const left = p.limitLeft === null ? "" : ` Limite disponível agora: ${brl(p.limitLeft)}.`;
  const more =
    p.said != null && p.said > p.amount
      ? `\nVocê disse ${brl(p.said)}: faltam ${brl(p.said - p.amount)} em compras que não estão registradas nessa fatura. Se quiser, me conte quais foram.`
      : "";
  return `✅ Fatura de ${monthName(p.month)} do ${p.card} paga: ${brl(p.amount)}. Conta como transferência, não como gasto: as compras já estavam nas suas despesas.${left}${more}`;
}

/** "paguei 300 da fatura" of a bill that totals more: a part is not the whole, nothing is stored. */
export function replyBillPartlyPaid(
  card: string,
  bill: { month: string; total: number },
  said: number,
): string {
  return `A fatura de ${monthName(bill.month)} do ${card} soma ${brl(bill.total)} e você disse ${brl(said)}. Pagamento parcial eu ainda não registro: quando quitar a fatura, me diga "paguei a fatura do ${card.toLowerCase()}" e eu dou baixa nela inteira.`;
}

/**
 * "a fatura do nubank veio 1.200": the bill arrived. Nothing is booked (its purchases are the
 * spending); what the books hold on it is compared with what the person said.
 */
export function replyBillCame(
  card: string,
  bill: { month: string; dueOn: string; total: number },
  said: number,
): string {
  const head = `📄 A fatura de ${monthName(bill.month)} do ${card} veio ${brl(said)}`;
  const due = `vence ${dayMonth(bill.dueOn)}; quando pagar, me diga "paguei a fatura do ${card.toLowerCase()}".`;
  if (said === bill.total)
    return `${head} e bate com as compras que registrei. Não lancei a fatura como gasto: as compras dela já contam. Ela ${due}`;
  const nothing = "Não lancei a fatura como gasto: as compras dela é que contam.";
  if (said > bill.total)
    return `${head}; aqui ela soma ${brl(bill.total)}. ${nothing} Faltam ${brl(said - bill.total)} em compras que não me contou: mande cada uma (ex.: mercado 80 no ${card.toLowerCase()}). Ela ${due}`;
  return `${head}; aqui ela soma ${brl(bill.total)}, ${brl(bill.total - said)} a mais. ${nothing} Veja se alguma compra foi registrada duas vezes ou é de outra fatura ("quanto tá a fatura do ${card.toLowerCase()}?"). Ela ${due}`;
}

export function replyNothingToPay(card: string): string {
  return `Não há fatura do ${card} em aberto para pagar. 🙂`;
}

/** "paguei a fatura" before the bill has closed: nothing is paid, purchases may still land on it. */
export function replyBillNotClosed(
  card: string,
  bill: { month: string; closesOn: string; total: number },
): string {
  const day = `${bill.closesOn.slice(8, 10)}/${bill.closesOn.slice(5, 7)}`;
  return `A fatura de ${monthName(bill.month)} do ${card} (${brl(bill.total)} até agora) ainda não fechou: fecha em ${day}. Depois do fechamento, me diga "paguei a fatura do ${card.toLowerCase()}" e eu dou baixa.`;
}

export function replyBillAlreadyPaid(card: string, month: string): string {
  return `A fatura de ${monthName(month)} do ${card} já estava paga.`;
}

/** A card named in a question or payment that is not set up. */
export function replyUnknownCard(name: string | null): string {
  if (name === null)
    return 'Qual cartão? Cadastre um assim: "meu nubank fecha dia 3 e vence dia 10, limite 5 mil".';
  return `Não encontrei o cartão ${name}. Cadastre assim: "meu ${name.toLowerCase()} fecha dia 3 e vence dia 10, limite 5 mil".`;
}

export function replyCardWithoutCycle(card: string): string {
  return `O cartão ${card} ainda não tem dia de fechamento e vencimento. Me diga, por exemplo: "${card.toLowerCase()} fecha dia 3 e vence dia 10".`;
}

export function replyBillRemindersOff(card: string | null): string {
  return card
    ? `🔕 Não vou mais lembrar do vencimento da fatura do ${card}.`
    : "🔕 Não vou mais lembrar do vencimento das faturas.";
}

/** The 10:00 notice of a bill due today or tomorrow. */
export function replyBillDue(b: {
  card: string;
  month: string;
  dueOn: string;
  total: number;
  when: "eve" | "due";
}): string {
  const when = b.when === "due" ? "vence hoje" : `vence amanhã (${dayMonth(b.dueOn)})`;
  return `⏰ A fatura de ${monthName(b.month)} do ${b.card} (${brl(b.total)}) ${when}. Depois de pagar, me diga "paguei a fatura do ${b.card.toLowerCase()}".`;
}

export interface LimitReplyData {
  category: string;
  limit: number;
  spent: number;
  left: number;
  percent: number;
  daysLeft: number;
}

function limitLine(l: LimitReplyData): string {
  const state =
    l.left >= 0
      ? `restam ${brl(l.left)} para ${l.daysLeft} ${l.daysLeft === 1 ? "dia" : "dias"}`
      : `passou ${brl(-l.left)} do limite`;
  return `• ${l.category}: ${brl(l.spent)} de ${brl(l.limit)} (${l.percent}%), ${state}`;
}

/** Confirms a limit set or removed, with where the month stands. */
export function replyLimitSaved(l: LimitReplyData | { category: string; removed: true }): string {
  if ("removed" in l) return `🗑️ Limite de ${l.category} removido.`;
  return `🎯 Limite mensal de ${brl(l.limit)} em ${l.category}. Aviso quando chegar a 80% e a 100%.\n${limitLine(l)}`;
}

/** "como tá meu limite do mercado?" / "meus limites". */
export function replyLimits(limits: LimitReplyData[], category: string | null): string {
  if (limits.length === 0)
    return category
      ? `Você não tem limite em ${category}. Para criar: "limite de 800 no ${category.toLowerCase()}".`
      : 'Você ainda não tem limites. Para criar: "limite de 800 no mercado".';
  return `🎯 Seus limites deste mês:\n${limits.map(limitLine).join("\n")}`;
}

/** The alert after the record that crossed 80 % or 100 % of a category's limit. */
export function replyLimitAlert(a: {
  category: string;
  threshold: 80 | 100;
  limit: number;
  spent: number;
}): string {
  if (a.threshold === 100)
    return `🚨 Você atingiu o limite de ${a.category}: ${brl(a.spent)} de ${brl(a.limit)} este mês.`;
  return `⚠️ Você já usou ${Math.floor((a.spent * 100) / a.limit)}% do limite de ${a.category}: ${brl(a.spent)} de ${brl(a.limit)}. Restam ${brl(a.limit - a.spent)}.`;
}

export interface GoalReplyData {
  name: string;
  kind: "savings" | "investment" | "debt";
  target: number;
  saved: number;
  remaining: number;
  percent: number;
  deadline: string | null;
  monthlyNeed: number | null;
  overdue: boolean;
  reached: boolean;
}

function goalLine(g: GoalReplyData): string {
  const done = g.kind === "debt" ? "pago" : "guardado";
  const base = `${g.name}: ${brl(g.saved)} de ${brl(g.target)} ${done} (${g.percent}%)`;
  if (g.reached) return `${base} 🎉 meta alcançada!`;
  if (g.overdue)
    return `${base}; o prazo (${dayMonthYear(g.deadline ?? "")}) passou e faltam ${brl(g.remaining)}`;
  if (g.monthlyNeed !== null && g.deadline)
    return `${base}; faltam ${brl(g.remaining)}, ${brl(g.monthlyNeed)} por mês até ${dayMonthYear(g.deadline)}`;
  return `${base}; faltam ${brl(g.remaining)}`;
}

const GOAL_KIND_LABEL = { savings: "juntar", investment: "investir", debt: "quitar" } as const;

export function replyGoalSaved(g: GoalReplyData, created: boolean): string {
  const deadline = g.deadline ? ` até ${dayMonthYear(g.deadline)}` : "";
  const need = g.monthlyNeed !== null && !g.reached ? ` São ${brl(g.monthlyNeed)} por mês.` : "";
  const how = g.kind === "debt" ? `"paguei 300 ${ofNoun(g.name)}"` : `"guardei 500 ${forNoun(g.name)}"`;
  return `🎯 Meta ${created ? "criada" : "atualizada"}: ${GOAL_KIND_LABEL[g.kind]} ${brl(g.target)} (${g.name})${deadline}.${need} Para registrar o progresso: ${how}.`;
}

export function replyGoalNeedsAmount(name: string): string {
  return `Qual o valor da meta ${name}? Por exemplo: "quero juntar 10 mil ${forNoun(name)}".`;
}

/** The reply to a record tied to a goal: the record, then the goal's progress. */
export function replyGoalContribution(recorded: string, g: GoalReplyData): string {
  return `${recorded}\n🎯 ${goalLine(g)}.`;
}

/**
 * Money taken back out of a goal ("tirei 300 da meta da viagem"): what the goal is left with, and
 * that nothing was spent or earned (`spent`: it paid for something booked with it, said before).
 * @example replyGoalWithdrawn(30000, { name: "Viagem", kind: "savings", target: 500000, saved: 70000, remaining: 430000, percent: 14, deadline: null, monthlyNeed: null, overdue: false, reached: false }) // "↩️ Tirei R$ 300,00 da meta Viagem. Não é despesa nem receita: o dinheiro continua seu.\n🎯 Viagem: R$ 700,00 de R$ 5.000,00 guardado (14%); faltam R$ 4.300,00."
 */
export function replyGoalWithdrawn(amount: number, g: GoalReplyData, spent = false): string {
  // what it paid for was just said booked: only the goal is left to tell
  const taken = spent
    ? `↩️ Os ${brl(amount)} saíram da meta ${g.name}.`
    : `↩️ Tirei ${brl(amount)} da meta ${g.name}. Não é despesa nem receita: o dinheiro continua seu.`;
  return `${taken}\n🎯 ${goalLine(g)}.`;
}

/** Money said taken out of a goal past what it holds: nothing changed. */
export function replyGoalShort(amount: number, g: GoalReplyData): string {
  return `A meta ${g.name} tem ${brl(g.saved)} guardados, menos que ${brl(amount)}: não mudei nada. Se tirou ${brl(g.saved)}, diga "tirei ${typedReais(g.saved / 100)} da meta ${ofNoun(g.name.toLowerCase())}".`;
}

/** "vou tirar 100 da meta da viagem": money not taken out yet, so whether it was is asked. */
export function replyGoalOutAsked(amount: number, goal: string): string {
  return `Já tirou os ${brl(amount)} da meta ${goal}? Responda *sim* ou *não*.`;
}

/** Not taken out yet: the goal stays as it is. */
export function replyGoalOutNotYet(amount: number, goal: string): string {
  return `Certo, não mexi na meta ${goal}. Quando tirar, me diga: "tirei ${typedReais(amount / 100)} da meta ${ofNoun(goal.toLowerCase())}".`;
}

/** Money said taken out of a goal the person does not have, or of "the goal" among several. */
/** No goal fits the one money was taken out of (`what: "target"`: whose target was changed). */
export function replyWhichGoalTaken(
  asked: string,
  goals: readonly string[],
  what: "take" | "target" = "take",
): string {
  const which = asked ? `Não encontrei a meta ${asked}` : "De qual meta?";
  const list = goals.length > 0 ? ` Suas metas: ${goals.join(", ")}.` : " Você ainda não tem metas.";
  const named = ofNoun((goals[0] ?? "viagem").toLowerCase());
  const example = what === "take" ? `tirei 300 da meta ${named}` : `muda a meta ${named} pra 20 mil`;
  return `${which}: não mudei nada.${list} Diga por exemplo "${example}".`;
}

export function replyGoals(goals: GoalReplyData[], asked: string | null): string {
  if (goals.length === 0)
    return asked
      ? `Não encontrei a meta ${asked}. Para criar: "quero juntar 10 mil ${forNoun(asked)} até dezembro".`
      : 'Você ainda não tem metas. Para criar: "quero juntar 10 mil pra viagem até dezembro".';
  return `🎯 ${goals.length === 1 ? "Sua meta" : "Suas metas"}:\n${goals.map((g) => `• ${goalLine(g)}`).join("\n")}`;
}

/** A record that names a goal the person has not set up. */
export function replyGoalUnknown(recorded: string, name: string): string {
  return `${recorded}\nAinda não há uma meta ${name}. Para acompanhar: "quero juntar 10 mil ${forNoun(name)} até dezembro".`;
}

export interface PlannedReplyData {
  description: string;
  amount: number | null;
  plannedFor: string | null;
}

function plannedLine(p: PlannedReplyData): string {
  const amount = p.amount === null ? "" : ` de ${brl(p.amount)}`;
  const when = p.plannedFor ? ` em ${monthName(p.plannedFor.slice(0, 7))}` : "";
  return `${p.description}${amount}${when}`;
}

export function replyPlannedAdded(p: PlannedReplyData): string {
  return `🛍️ Anotei nas compras futuras: ${plannedLine(p)}. Nada foi registrado como gasto. Quando comprar, me diga "comprei ${withArticle(p.description)}".`;
}

export function replyPlannedList(items: PlannedReplyData[]): string {
  if (items.length === 0)
    return 'Você não tem compras planejadas. Para anotar: "quero comprar uma tv de 3 mil em março".';
  const total = items.reduce((sum, p) => sum + (p.amount ?? 0), 0);
  const sum = total > 0 ? `\nTotal planejado: ${brl(total)}.` : "";
  return `🛍️ Compras futuras:\n${items.map((p) => `• ${plannedLine(p)}`).join("\n")}${sum}`;
}

/** Asks before turning a planned purchase into a record. */
export function replyAskBuyPlanned(p: PlannedReplyData): string {
  return `Você tinha planejado ${plannedLine(p)}. Registro essa compra agora${p.amount === null ? "" : ` por ${brl(p.amount)}`}? Responda "sim" ou "não".`;
}

/** Asks whether a record just made was a planned purchase. */
export function replyAskPlannedDone(recorded: string, p: PlannedReplyData): string {
  return `${recorded}\nEra a compra planejada "${p.description}"? Responda "sim" para tirá-la das compras futuras.`;
}

export function replyPlannedDone(description: string): string {
  return `✅ "${description}" saiu das compras futuras.`;
}

export function replyConfirmationDropped(): string {
  return "Tudo bem, não registrei nada.";
}

/** A purchase named an archived card: recorded, but on no bill. */
export function replyCardArchived(recorded: string, card: string): string {
  return `${recorded}\n🗄️ O cartão ${card} está arquivado: a compra não entrou em nenhuma fatura. Para voltar a usá-lo, desarquive-o no painel, em Cartões.`;
}

/** A fixed item said on another day: nothing booked now, the first entry's date. */
export function replyFixedLater(r: {
  kind: "expense" | "income" | "investment";
  total: number;
  category: string;
  description: string;
  day: number;
  firstOn: string;
}): string {
  const what = r.description ? ` (${r.description})` : "";
  const label =
    r.kind === "income"
      ? "Receita fixa criada"
      : r.kind === "investment"
        ? "Investimento fixo criado"
        : "Despesa fixa criada";
  return `🔁 ${label}: ${brl(r.total)} em ${r.category}${what}, todo dia ${r.day}. Nada foi registrado hoje: o primeiro registro entra em ${dayMonthYear(r.firstOn)}.`;
}

/** What making a booked record a fixed monthly item did: the item and its next entry, or why not. */
export type MadeFixed =
  | {
      status: "made";
      kind: "expense" | "income" | "investment";
      total: Centavos;
      category: string | null;
      description: string;
      day: number;
      nextOn: string;
    }
  | { status: "already"; description: string; day: number }
  | { status: "instalments"; description: string }
  | { status: "not_found" };

/** "o aluguel é fixo": what making a booked record a fixed monthly item did. */
export function replyMadeFixed(r: MadeFixed): string {
  if (r.status === "not_found") return "Você ainda não tem registros para deixar como fixo.";
  if (r.status === "already")
    return `🔁 ${r.description} já é fixo, todo dia ${r.day}. Para ver seus fixos: "quais são meus fixos?".`;
  if (r.status === "instalments")
    return `${r.description} é uma compra parcelada: as parcelas já estão registradas e não viram fixo. Para algo que se repete todo mês, mande, por exemplo: academia 99 todo dia 10.`;
  const label =
    r.kind === "income" ? "Receita fixa" : r.kind === "investment" ? "Investimento fixo" : "Despesa fixa";
  const where = r.category ? ` em ${r.category}` : "";
  return `🔁 ${label}: ${brl(r.total)}${where} (${r.description}), todo dia ${r.day}. Este mês já está registrado; o próximo registro entra em ${dayMonthYear(r.nextOn)}.`;
}

export function replyDigestsOff(): string {
  return '🔕 Pronto, não envio mais o resumo semanal nem o fechamento do mês. Para voltar: "ativar resumo".';
}

export function replyDigestsOn(): string {
  return "🔔 Pronto: resumo semanal às segundas e fechamento do mês no dia 1º, sempre às 10h.";
}

/** "ativar resumo" on a plan without weekly summaries: the monthly close alone is on. */
export function replyMonthlyCloseOn(): string {
  return "🔔 Pronto: fechamento do mês no dia 1º, às 10h.";
}
