/**
 * The machine-readable result of understanding one message (docs/message-understanding.md).
 * Money is in reais with at most two decimals; dates are YYYY-MM-DD in America/Sao_Paulo.
 * Field names are the contract's own (snake_case where the contract says so).
 */
import type { GoalKind } from "../planning/goals.ts";

export type { GoalKind };

export type RecordKind = "expense" | "income" | "investment";
export type PaymentMethod = "credit" | "debit" | "pix" | "cash" | "boleto";

/** Metrics answered with the period's totals (version 1). */
export type TotalsMetric = "expenses" | "income" | "balance" | "investments" | "top_category" | "summary";
/** Every metric a query may ask for. */
export type QueryMetric =
  | TotalsMetric
  | "limit"
  | "card_bill"
  | "goal"
  | "future_purchases"
  | "list"
  | "reminders";

export interface Recurrence {
  day: number;
}

export interface Payment {
  method: PaymentMethod | null;
  card: string | null;
  installments: number;
}

export interface RecordIntent {
  intent: "record";
  kind: RecordKind;
  amount: number;
  date: string;
  category: string;
  description: string;
  recurrence: Recurrence | null;
  payment: Payment | null;
  /** The goal the money was set aside for ("guardei 500 pra viagem"), lower case; absent or null for none. */
  goal?: string | null;
}

export interface ReminderIntent {
  intent: "reminder";
  description: string;
  amount: number | null;
  date: string;
  recurrence: Recurrence | null;
}

interface QueryPeriod {
  intent: "query";
  from: string;
  to: string;
}

/** Totals of a period, optionally of one category (category only for expenses and income). */
export interface TotalsQuery extends QueryPeriod {
  metric: TotalsMetric;
  category: string | null;
}

/** "como tá meu limite do mercado?": one category's limit, or all of them when null. */
export interface LimitQuery extends QueryPeriod {
  metric: "limit";
  category: string | null;
}

/** "quanto tá a fatura do nubank?": one card's open bill, or every card's when null. */
export interface CardBillQuery extends QueryPeriod {
  metric: "card_bill";
  card: string | null;
}

/** "quanto falta pra meta da viagem?": one goal's progress, or every goal's when null. */
export interface GoalQuery extends QueryPeriod {
  metric: "goal";
  goal: string | null;
}

/** "quais compras eu planejei?". */
export interface FuturePurchasesQuery extends QueryPeriod {
  metric: "future_purchases";
}

/** "lista meus gastos de hoje": the records themselves, optionally of one kind and category. */
export interface ListQuery extends QueryPeriod {
  metric: "list";
  kind: RecordKind | null;
  category: string | null;
}

/** "quais são meus lembretes?": reminders due from `from` to `to` (today onwards). */
export interface RemindersQuery extends QueryPeriod {
  metric: "reminders";
}

export type QueryIntent =
  | TotalsQuery
  | LimitQuery
  | CardBillQuery
  | GoalQuery
  | FuturePurchasesQuery
  | ListQuery
  | RemindersQuery;

export interface IncompleteIntent {
  intent: "incomplete";
  kind: RecordKind;
  missing: ["amount"];
  /** What is known so far, so the next message can complete it. */
  category?: string;
  description?: string;
  date?: string;
}

/** A correction of the last record: only the fields that are not null change. */
export interface EditLastIntent {
  intent: "edit_last";
  amount: number | null;
  category: string | null;
  date: string | null;
  description: string | null;
}

/** "apaga os dois últimos": removes the `count` most recent records (1 when no number is said). */
export interface DeleteLastIntent {
  intent: "delete_last";
  count: number;
}

export type CardKind = "credit" | "debit";

/** Registers a card or updates one; fields the message does not give are null. */
export interface CardIntent {
  intent: "card";
  name: string;
  kind: CardKind;
  limit: number | null;
  closing_day: number | null;
  due_day: number | null;
}

/** A monthly spending limit for one category; `amount: null` removes it. */
export interface LimitIntent {
  intent: "limit";
  category: string;
  amount: number | null;
}

/** A savings, investment or debt-payoff goal; `amount: null` when the message gives none. */
export interface GoalIntent {
  intent: "goal";
  goal_kind: GoalKind;
  name: string;
  amount: number | null;
  deadline: string | null;
}

/** Something the person plans to buy: never a record, no money moved yet. */
export interface FuturePurchaseIntent {
  intent: "future_purchase";
  description: string;
  amount: number | null;
  date: string | null;
}

export type SimpleIntent = { intent: "dashboard_link" | "help" | "greeting" | "thanks" };

/** A date the calendar does not have ("30/02", "31 de abril", "2026-02-30"); `year` null when not said. */
export interface InvalidDate {
  day: number;
  month: number;
  year: number | null;
}

/**
 * A message that is understood as nothing; `invalid_date` when it named a day that does not
 * exist, so the answer can say so instead of recording it on another day.
 */
export interface UnknownIntent {
  intent: "unknown";
  invalid_date?: InvalidDate;
}

export type Interpretation =
  | RecordIntent
  | ReminderIntent
  | QueryIntent
  | IncompleteIntent
  | EditLastIntent
  | DeleteLastIntent
  | CardIntent
  | LimitIntent
  | GoalIntent
  | FuturePurchaseIntent
  | SimpleIntent
  | UnknownIntent;

export type IntentName = Interpretation["intent"];
