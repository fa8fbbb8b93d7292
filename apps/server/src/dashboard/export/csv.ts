import { paymentMethodLabels, recordKindLabels } from "@tostao/core/dashboard/fields";
import type { SqlRunner } from "@tostao/db";
import type { DaysFilter } from "../transactions/filter-sql.ts";
import { foldedBatches } from "./read-batches.ts";

/** The header row of the CSV export (Brazilian Excel: `;`, decimal comma, UTF-8 BOM before it). */
export const CSV_HEADER = "Data;Tipo;Descrição;Categoria;Valor;Pagamento;Cartão;Parcela;Fatura\r\n";

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** A CASE mapping a column's codes to their pt-BR labels (constants of this code, not input). */
const labelCase = (column: string, labels: Record<string, string>, otherwise = "''") =>
  `CASE ${column} ${Object.entries(labels)
    .map(([code, label]) => `WHEN ${literal(code)} THEN ${literal(label)}`)
    .join(" ")} ELSE ${otherwise} END`;

/** A text cell: quoted when it holds `;`, `"` or a line break, or could start a formula. */
const cell = (expr: string) =>
  `CASE WHEN ${expr} ~ ('[";' || chr(13) || chr(10) || ']') OR left(${expr}, 1) IN ('=', '+', '-', '@')
     THEN '"' || replace(${expr}, '"', '""') || '"' ELSE ${expr} END`;

/**
 * One record as a CSV line, written by the database: dd/mm/aaaa dates, signed decimal-comma
 * amounts (expenses negative), labels in pt-BR, the card bill a credit part sits on as mm/aaaa (the
 * month it counts in under the bill view). `t` is transactions, `c` its category.
 */
const CSV_LINE = `to_char(t.date, 'DD/MM/YYYY') || ';' || ${labelCase("t.kind", recordKindLabels)} || ';'
  || ${cell("t.description")} || ';' || ${cell("coalesce(c.name, 'Sem categoria')")} || ';'
  || CASE WHEN t.kind = 'expense' THEN '-' ELSE '' END
  || (t.amount_centavos / 100)::text || ',' || lpad((t.amount_centavos % 100)::text, 2, '0') || ';'
  || ${labelCase("t.payment_method", paymentMethodLabels)} || ';' || ${cell("coalesce(t.card, '')")} || ';'
  || coalesce(t.installment_number::text || '/' || t.installment_count::text, '') || ';'
  || coalesce(substr(t.bill_month, 6, 2) || '/' || substr(t.bill_month, 1, 4), '') || chr(13) || chr(10)`;

/**
 * The CSV lines of every record matching the filter, oldest first, in chunks of a batch's lines
 * that the database joins into one text each (so no row objects are built for them here). A bigger
 * chunk holds PGlite, and with it the server's thread, for over 100 ms.
 */
export function csvChunks(db: SqlRunner, userId: number, filter: DaysFilter): AsyncGenerator<string> {
  return foldedBatches(db, userId, filter, {
    columns: `${CSV_LINE} AS line`,
    aggregate: "string_agg(line, '' ORDER BY date, id)",
    empty: "",
  });
}
