import { PassThrough } from "node:stream";
import { paymentMethodLabels, recordKindLabels } from "@tostao/core/dashboard/fields";
import type { Transaction } from "@tostao/core/dashboard/transactions";
import ExcelJS from "exceljs";

const BRL = '"R$" #,##0.00;[Red]-"R$" #,##0.00';

/**
 * Writes records to an .xlsx with exceljs's streaming writer: sheet "Registros" (real date and
 * currency cells) and sheet "Totais" (by category and month). Rows are committed as they come,
 * so memory stays bounded whatever the number of records.
 */
export function xlsxStream(batches: AsyncIterable<Transaction[]>): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  (async () => {
    const sheet = workbook.addWorksheet("Registros", { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = [
      { header: "Data", key: "date", width: 12, style: { numFmt: "dd/mm/yyyy" } },
      { header: "Tipo", key: "kind", width: 14 },
      { header: "Descrição", key: "description", width: 36 },
      { header: "Categoria", key: "category", width: 20 },
      { header: "Valor", key: "amount", width: 16, style: { numFmt: BRL } },
      { header: "Pagamento", key: "payment", width: 12 },
      { header: "Cartão", key: "card", width: 14 },
      { header: "Parcela", key: "installment", width: 10 },
    ];
    sheet.getRow(1).font = { bold: true };
    const totals = new Map<string, number>();
    for await (const batch of batches) {
      for (const t of batch) {
        const signed = t.kind === "expense" ? -t.amountCents : t.amountCents;
        sheet
          .addRow({
            date: new Date(`${t.date}T00:00:00Z`),
            kind: recordKindLabels[t.kind],
            description: t.description,
            category: t.category ?? "Sem categoria",
            amount: signed / 100,
            payment: t.payment ? paymentMethodLabels[t.payment] : "",
            card: t.card ?? "",
            installment: t.installment ? `${t.installment.number}/${t.installment.count}` : "",
          })
          .commit();
        const key = `${t.date.slice(0, 7)}\u0000${recordKindLabels[t.kind]}\u0000${t.category ?? "Sem categoria"}`;
        totals.set(key, (totals.get(key) ?? 0) + t.amountCents);
      }
    }
    sheet.commit();
    const summary = workbook.addWorksheet("Totais");
    summary.columns = [
      { header: "Mês", key: "month", width: 10, style: { numFmt: "mm/yyyy" } },
      { header: "Tipo", key: "kind", width: 14 },
      { header: "Categoria", key: "category", width: 24 },
      { header: "Total", key: "total", width: 16, style: { numFmt: BRL } },
    ];
    summary.getRow(1).font = { bold: true };
    for (const [key, cents] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
      const [month = "", kind = "", category = ""] = key.split("\u0000");
      summary
        .addRow({ month: new Date(`${month}-01T00:00:00Z`), kind, category, total: cents / 100 })
        .commit();
    }
    summary.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
