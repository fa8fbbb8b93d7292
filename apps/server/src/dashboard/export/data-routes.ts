import { PassThrough, Readable } from "node:stream";
import { saoPauloTodayIso } from "@tostao/core";
import type { Db } from "@tostao/db";
import ExcelJS from "exceljs";
import { Hono } from "hono";
import { stream } from "hono/streaming";
import { personOf } from "../../auth/session-middleware.ts";
import { personalData } from "./personal-data.ts";
import { readTransactionBatches } from "./read-batches.ts";

/** /api/me/data.json and /api/me/data.xlsx: everything Tostão holds about the person. */
export function dataRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const fileName = (ext: string) => `tostao-meus-dados-${saoPauloTodayIso(now())}.${ext}`;
  return new Hono()
    .get("/data.json", async (c) => {
      const { userId, sessionId } = personOf(c);
      const data = await personalData(db, { userId, sessionId, now: now() });
      c.header("content-type", "application/json; charset=utf-8");
      c.header("content-disposition", `attachment; filename="${fileName("json")}"`);
      return stream(c, async (out) => {
        const head = JSON.stringify({ exportedAt: now().toISOString(), ...data });
        await out.write(`${head.slice(0, -1)},"transactions":[`);
        let first = true;
        for await (const batch of readTransactionBatches(db, userId, {})) {
          const text = batch.map((t) => JSON.stringify(t)).join(",");
          await out.write(first ? text : `,${text}`);
          first = false;
        }
        await out.write("]}");
      });
    })
    .get("/data.xlsx", async (c) => {
      const { userId, sessionId } = personOf(c);
      const data = await personalData(db, { userId, sessionId, now: now() });
      const out = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const sheet = (name: string, rows: object[]) => {
        const ws = workbook.addWorksheet(name);
        const keys = Object.keys(rows[0] ?? { vazio: "" });
        ws.columns = keys.map((key) => ({ header: key, key, width: 20 }));
        for (const row of rows) ws.addRow(row as Record<string, unknown>).commit();
        ws.commit();
      };
      (async () => {
        sheet("Conta", [data.account]);
        const records = workbook.addWorksheet("Registros");
        records.columns = [
          "id",
          "date",
          "kind",
          "amountCents",
          "category",
          "description",
          "payment",
          "card",
          "installment",
        ].map((key) => ({ header: key, key, width: 16 }));
        for await (const batch of readTransactionBatches(db, userId, {})) {
          for (const t of batch) {
            records
              .addRow({
                ...t,
                installment: t.installment ? `${t.installment.number}/${t.installment.count}` : "",
              })
              .commit();
          }
        }
        records.commit();
        sheet("Categorias", data.categories);
        sheet("Lembretes", data.reminders);
        sheet("Despesas fixas", data.recurring);
        sheet("Mensagens", data.messages);
        sheet("Aparelhos", data.sessions);
        await workbook.commit();
      })().catch((error: unknown) => out.destroy(error as Error));
      return c.body(Readable.toWeb(out) as ReadableStream, 200, {
        "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "content-disposition": `attachment; filename="${fileName("xlsx")}"`,
      });
    });
}
