import { PassThrough, Readable } from "node:stream";
import { saoPauloTodayIso } from "@tostao/core";
import type { Db } from "@tostao/db";
import ExcelJS from "exceljs";
import { Hono, type MiddlewareHandler } from "hono";
import { stream } from "hono/streaming";
import { personOf } from "../../auth/session-middleware.ts";
import { jsonRow, personalData, type Row, transactionRows } from "./personal-data.ts";
import { type Column, transactionsSection } from "./personal-data-sections.ts";
import { BRL, flushed, ROWS_PER_TURN } from "./xlsx.ts";

const SAO_PAULO = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment as the spreadsheet shows it: São Paulo's wall clock (cells carry no time zone). */
function saoPauloCell(value: unknown): Date {
  const parts = Object.fromEntries(
    SAO_PAULO.formatToParts(new Date(value as string)).map((p) => [p.type, Number(p.value)]),
  );
  return new Date(Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute));
}

const STYLES: Record<string, Partial<ExcelJS.Style>> = {
  money: { numFmt: BRL },
  date: { numFmt: "dd/mm/yyyy" },
  datetime: { numFmt: "dd/mm/yyyy hh:mm" },
};

/** One value as the spreadsheet writes it: reais, real dates, Sim/Não. */
function cellValue(column: Column, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined || value === "") return null;
  switch (column.kind) {
    case "money":
      return Number(value) / 100;
    case "number":
      return Number(value);
    case "date":
      return new Date(`${String(value)}T00:00:00Z`);
    case "datetime":
      return saoPauloCell(value);
    case "boolean":
      return value ? "Sim" : "Não";
    default:
      return typeof value === "string" ? value : JSON.stringify(value);
  }
}

/** A sheet with the section's pt-BR headers; returns a way to add rows. */
function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: readonly Column[]) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(14, c.header.length + 2),
  }));
  const styles = columns.map((c) => STYLES[c.kind ?? ""]);
  return {
    add(row: Row) {
      const added = sheet.addRow(columns.map((c) => cellValue(c, row[c.key])));
      styles.forEach((style, i) => {
        if (style) added.getCell(i + 1).style = style;
      });
      added.commit();
    },
    commit: () => sheet.commit(),
  };
}

/**
 * /api/me/data.json and /api/me/data.xlsx: everything Tostão holds about the person (LGPD art.
 * 18, II), section by section (personal-data-sections.ts), money in reais, records streamed with
 * the client's pace (a few hundred rows, then the event loop's turn or the client's drain), within
 * the person's export limit (`limit`, export-limit.ts).
 */
export function dataRoutes(deps: { db: Db; now: () => Date; limit: MiddlewareHandler }) {
  const { db, now } = deps;
  const fileName = (ext: string) => `tostao-meus-dados-${saoPauloTodayIso(now())}.${ext}`;
  return new Hono()
    .get("/data.json", deps.limit, async (c) => {
      const { userId } = personOf(c);
      const data = await personalData(db, userId);
      c.header("content-type", "application/json; charset=utf-8");
      c.header("content-disposition", `attachment; filename="${fileName("json")}"`);
      return stream(c, async (out) => {
        const head: Row = { exportedAt: now().toISOString(), currency: "BRL (valores em reais)" };
        for (const { section, rows } of data) {
          const written = rows.map((row) => jsonRow(section.columns, row));
          head[section.key] = section.key === "account" ? (written[0] ?? null) : written;
        }
        const text = JSON.stringify(head);
        await out.write(`${text.slice(0, -1)},"${transactionsSection.key}":[`);
        let first = true;
        for await (const batch of transactionRows(db, userId)) {
          const lines = batch
            .map((row) => JSON.stringify(jsonRow(transactionsSection.columns, row)))
            .join(",");
          await out.write(first ? lines : `,${lines}`);
          first = false;
        }
        await out.write("]}");
      });
    })
    .get("/data.xlsx", deps.limit, async (c) => {
      const { userId } = personOf(c);
      const data = await personalData(db, userId);
      const out = new PassThrough();
      (async () => {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
        const [account, ...rest] = data;
        for (const { section, rows } of account ? [account] : []) {
          const sheet = addSheet(workbook, section.sheet, section.columns);
          for (const row of rows) sheet.add(row);
          sheet.commit();
        }
        const records = addSheet(workbook, transactionsSection.sheet, transactionsSection.columns);
        for await (const batch of transactionRows(db, userId)) {
          for (let i = 0; i < batch.length; i++) {
            records.add(batch[i] as Row);
            if (i % ROWS_PER_TURN === ROWS_PER_TURN - 1) await flushed(out);
          }
          await flushed(out);
        }
        records.commit();
        for (const { section, rows } of rest) {
          const sheet = addSheet(workbook, section.sheet, section.columns);
          for (const row of rows) sheet.add(row);
          sheet.commit();
        }
        await workbook.commit();
      })().catch((error: unknown) => out.destroy(error as Error));
      return c.body(Readable.toWeb(out) as ReadableStream, 200, {
        "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "content-disposition": `attachment; filename="${fileName("xlsx")}"`,
      });
    });
}
