import { PassThrough } from "node:stream";
import {
  countingMonth,
  DEFAULT_INSTALMENT_VIEW,
  type InstalmentView,
} from "@tostao/core/books/counting-month";
import { paymentMethodLabels, recordKindLabels } from "@tostao/core/dashboard/fields";
import type { TransactionFilter } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
// Loaded with the server, not on the first export: evaluating exceljs takes the event loop for a
// few hundred milliseconds, which an export must not spend while others wait for answers.
import ExcelJS from "exceljs";
import { foldedBatches } from "./read-batches.ts";

export const BRL = '"R$" #,##0.00;[Red]-"R$" #,##0.00';

/** Rows written to a spreadsheet between two turns of the event loop (a few milliseconds' work). */
export const ROWS_PER_TURN = 250;

/**
 * One record as the spreadsheet needs it: date, kind, centavos, category, description, payment,
 * card, part, bill month.
 */
type XlsxRow = [
  string,
  keyof typeof recordKindLabels,
  number,
  string | null,
  string,
  keyof typeof paymentMethodLabels | null,
  string | null,
  string | null,
  string | null,
];

/** Every record matching the filter, oldest first, 1,000 to a batch, folded into one JSON array each. */
function xlsxBatches(db: SqlRunner, userId: number, filter: TransactionFilter): AsyncGenerator<XlsxRow[]> {
  return foldedBatches<XlsxRow[]>(db, userId, filter, {
    columns: `json_build_array(t.date::text, t.kind, t.amount_centavos, c.name, t.description, t.payment_method,
      t.card, t.installment_number || '/' || t.installment_count, t.bill_month) AS row`,
    aggregate: "json_agg(row ORDER BY date, id)",
    empty: [],
  });
}

// One style object per styled column, shared by all its cells: exceljs's writer recognises an
// object it has seen and skips serialising the style again for every cell.
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: "dd/mm/yyyy" };
const MONTH_STYLE: Partial<ExcelJS.Style> = { numFmt: "mm/yyyy" };
const BRL_STYLE: Partial<ExcelJS.Style> = { numFmt: BRL };
const PLAIN_STYLE: Partial<ExcelJS.Style> = {};

/** Gives every cell of a row its column's shared style object (unstyled cells the empty one). */
function styleRow(row: ExcelJS.Row, styles: Array<Partial<ExcelJS.Style>>) {
  for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i] ?? PLAIN_STYLE;
}
const RECORD_STYLES = [
  DATE_STYLE,
  PLAIN_STYLE,
  PLAIN_STYLE,
  PLAIN_STYLE,
  BRL_STYLE,
  PLAIN_STYLE,
  PLAIN_STYLE,
  PLAIN_STYLE,
  MONTH_STYLE,
];
const TOTAL_STYLES = [MONTH_STYLE, PLAIN_STYLE, PLAIN_STYLE, BRL_STYLE];

/**
 * Lets what was written so far leave before the next batch: waits while the client is behind
 * (so memory stays bounded) and otherwise yields one turn of the event loop. On PGlite, whose
 * queries run on this thread and resolve without one, the compression and the socket would
 * otherwise wait for the whole file, and the download would start only at its end.
 */
export function flushed(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    if (!out.writableNeedDrain || out.destroyed) {
      setImmediate(resolve);
      return;
    }
    const done = () => {
      out.off("drain", done).off("close", done);
      resolve();
    };
    out.once("drain", done).once("close", done);
  });
}

/**
 * Writes the records matching the filter to an .xlsx with exceljs's streaming writer: sheet
 * "Registros" (real date and currency cells, the bill a credit part sits on) and sheet "Totais" (by
 * category and the month each record counts in: a credit part in its bill's under the person's bill
 * view, as the dashboard counts it). Rows are committed as they come, so memory stays bounded
 * whatever the number of records.
 */
export function xlsxStream(db: SqlRunner, userId: number, filter: TransactionFilter): PassThrough {
  const out = new PassThrough();
  (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet("Registros", { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = [
      { header: "Data", width: 12 },
      { header: "Tipo", width: 14 },
      { header: "Descrição", width: 36 },
      { header: "Categoria", width: 20 },
      { header: "Valor", width: 16 },
      { header: "Pagamento", width: 12 },
      { header: "Cartão", width: 14 },
      { header: "Parcela", width: 10 },
      { header: "Fatura", width: 10 },
    ];
    sheet.getRow(1).font = { bold: true };
    const totals = new Map<string, number>();
    const [person] = await db.query<{ instalment_view: InstalmentView }>(
      "SELECT instalment_view FROM users WHERE id = $1",
      [userId],
    );
    const view = person?.instalment_view ?? DEFAULT_INSTALMENT_VIEW;
    for await (const batch of xlsxBatches(db, userId, filter)) {
      let written = 0;
      for (const [date, kind, amount, name, description, payment, card, part, bill] of batch) {
        if (++written % ROWS_PER_TURN === 0) await flushed(out);
        const cents = Number(amount);
        const category = name ?? "Sem categoria";
        const row = sheet.addRow([
          new Date(`${date}T00:00:00Z`),
          recordKindLabels[kind],
          description,
          category,
          (kind === "expense" ? -cents : cents) / 100,
          payment ? paymentMethodLabels[payment] : "",
          card ?? "",
          part ?? "",
          bill ? new Date(`${bill}-01T00:00:00Z`) : "",
        ]);
        styleRow(row, RECORD_STYLES);
        row.commit();
        const month = countingMonth({ date, billMonth: bill }, view);
        const key = `${month}\u0000${recordKindLabels[kind]}\u0000${category}`;
        totals.set(key, (totals.get(key) ?? 0) + cents);
      }
      await flushed(out);
    }
    sheet.commit();
    const summary = workbook.addWorksheet("Totais");
    summary.columns = [
      { header: "Mês", width: 10 },
      { header: "Tipo", width: 14 },
      { header: "Categoria", width: 24 },
      { header: "Total", width: 16 },
    ];
    summary.getRow(1).font = { bold: true };
    for (const [key, cents] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
      const [month = "", kind = "", category = ""] = key.split("\u0000");
      const row = summary.addRow([new Date(`${month}-01T00:00:00Z`), kind, category, cents / 100]);
      styleRow(row, TOTAL_STYLES);
      row.commit();
    }
    summary.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
