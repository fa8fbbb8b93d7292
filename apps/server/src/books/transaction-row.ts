import type { Transaction } from "@tostao/core/dashboard/transactions";

/** The columns every read of a record selects, aliased as `TransactionRow`; `t` is transactions. */
export const transactionColumns = `t.id, t.date::text AS date, t.kind, t.amount_centavos, t.category_id,
  c.name AS category_name, c.color AS category_color, t.description, t.payment_method, t.card,
  t.installment_group::text AS installment_group, t.installment_number, t.installment_count,
  t.recurring_rule_id, t.created_at, t.updated_at`;

/** FROM clause matching `transactionColumns`. */
export const transactionFrom = "transactions t LEFT JOIN categories c ON c.id = t.category_id";

export interface TransactionRow {
  id: number;
  date: string;
  kind: Transaction["kind"];
  amount_centavos: number;
  category_id: number | null;
  category_name: string | null;
  category_color: string | null;
  description: string;
  payment_method: Transaction["payment"];
  card: string | null;
  installment_group: string | null;
  installment_number: number | null;
  installment_count: number | null;
  recurring_rule_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A database row as the API shows it. */
export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: Number(row.id),
    date: row.date,
    kind: row.kind,
    amountCents: Number(row.amount_centavos),
    category: row.category_name,
    categoryId: row.category_id === null ? null : Number(row.category_id),
    categoryColor: row.category_color,
    description: row.description,
    payment: row.payment_method,
    card: row.card,
    installment:
      row.installment_group && row.installment_number && row.installment_count
        ? { groupId: row.installment_group, number: row.installment_number, count: row.installment_count }
        : null,
    recurringRuleId: row.recurring_rule_id === null ? null : Number(row.recurring_rule_id),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
