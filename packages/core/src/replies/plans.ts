/**
 * pt-BR wording for cards, limits, goals and planned purchases while the chat cannot store them:
 * say what was understood and that nothing entered the books.
 */
import type { CardIntent, FuturePurchaseIntent, GoalIntent, LimitIntent } from "../parser/types.ts";
import { brl, dayMonthYear } from "./replies.ts";

const reais = (amount: number | null) => (amount === null ? "" : ` de ${brl(Math.round(amount * 100))}`);
const until = (date: string | null) => (date ? ` até ${dayMonthYear(date)}` : "");
const LATER = "Ainda não consigo guardar isso pelo chat; você pode acompanhar seus registros no painel.";

/** Answers a plan the chat understood but cannot store yet; nothing is recorded as money that moved. */
export function replyPlanNotStored(
  item: CardIntent | LimitIntent | GoalIntent | FuturePurchaseIntent,
): string {
  switch (item.intent) {
    case "future_purchase":
      return `🛒 Entendi: você pensa em comprar ${item.description}${reais(item.amount)}${until(item.date)}. Como é só um plano, não entrou como gasto. ${LATER}`;
    case "goal":
      return `🎯 Entendi a meta "${item.name}"${reais(item.amount)}${until(item.deadline)}. Nada foi registrado como gasto ou investimento. ${LATER}`;
    case "limit":
      return item.amount === null
        ? `Entendi que você quer tirar o limite de ${item.category}. ${LATER}`
        : `Entendi o limite${reais(item.amount)} por mês em ${item.category}. ${LATER}`;
    case "card":
      return `💳 Entendi o cartão ${item.name}. ${LATER}`;
  }
}

/** Answers a question about limits, card bills, goals or planned purchases that the chat cannot answer yet. */
export function replyPlanQuestionNotAvailable(): string {
  return "Ainda não consigo responder sobre limites, faturas, metas ou compras planejadas pelo chat. Veja seus registros no painel ou pergunte, por exemplo: quanto gastei este mês?";
}
