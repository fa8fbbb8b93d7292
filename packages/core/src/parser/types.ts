/**
 * The machine-readable result of understanding one message (shared/specs/message-contract.md).
 * Money is in reais with at most two decimals; dates are YYYY-MM-DD in America/Sao_Paulo.
 */
export type RecordKind = "expense" | "income" | "investment";
export type PaymentMethod = "credit" | "debit" | "pix" | "cash" | "boleto";
export type QueryMetric = "expenses" | "income" | "balance" | "investments" | "top_category" | "summary";

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
}

export interface ReminderIntent {
  intent: "reminder";
  description: string;
  amount: number | null;
  date: string;
  recurrence: Recurrence | null;
}

export interface QueryIntent {
  intent: "query";
  metric: QueryMetric;
  from: string;
  to: string;
  category: string | null;
}

export interface IncompleteIntent {
  intent: "incomplete";
  kind: RecordKind;
  missing: ["amount"];
  /** What is known so far, so the next message can complete it. */
  category?: string;
  description?: string;
  date?: string;
}

export interface EditLastIntent {
  intent: "edit_last";
  amount: number;
}

export type SimpleIntent = { intent: "delete_last" | "dashboard_link" | "help" | "greeting" | "unknown" };

export type Interpretation =
  | RecordIntent
  | ReminderIntent
  | QueryIntent
  | IncompleteIntent
  | EditLastIntent
  | SimpleIntent;

export type IntentName = Interpretation["intent"];
