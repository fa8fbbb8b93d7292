import { centavos, formatDecimalComma } from "@tostao/core";
import { paymentMethodLabels, recordKindLabels } from "@tostao/core/dashboard/fields";
import type { Transaction } from "@tostao/core/dashboard/transactions";

/** The header row of the CSV export (Brazilian Excel: `;`, decimal comma, UTF-8 BOM before it). */
export const CSV_HEADER = "Data;Tipo;Descrição;Categoria;Valor;Pagamento;Cartão;Parcela\r\n";

const cell = (value: string) =>
  /[";\r\n]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** One record as a CSV line: dd/mm/aaaa dates, signed decimal-comma amounts (expenses negative). */
export function csvLine(t: Transaction): string {
  const amount = formatDecimalComma(centavos(t.amountCents));
  return `${[
    `${t.date.slice(8, 10)}/${t.date.slice(5, 7)}/${t.date.slice(0, 4)}`,
    recordKindLabels[t.kind],
    cell(t.description),
    cell(t.category ?? "Sem categoria"),
    t.kind === "expense" ? `-${amount}` : amount,
    t.payment ? paymentMethodLabels[t.payment] : "",
    cell(t.card ?? ""),
    t.installment ? `${t.installment.number}/${t.installment.count}` : "",
  ].join(";")}\r\n`;
}
