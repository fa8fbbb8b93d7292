import { Readable } from "node:stream";
import { saoPauloTodayIso } from "@tostao/core";
import { transactionFilterSchema } from "@tostao/core/dashboard/transactions";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { stream } from "hono/streaming";
import { personOf } from "../../auth/session-middleware.ts";
import { readQuery } from "../../http/read-query.ts";
import { CSV_HEADER, csvChunks } from "./csv.ts";
import { xlsxStream } from "./xlsx.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** /api/me/export.csv and /api/me/export.xlsx: the filtered records, streamed. */
export function exportRoutes(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const fileName = (ext: string) => `tostao-registros-${saoPauloTodayIso(now())}.${ext}`;
  return new Hono()
    .get("/export.csv", (c) => {
      const { userId } = personOf(c);
      const filter = readQuery(c, transactionFilterSchema);
      c.header("content-type", "text/csv; charset=utf-8");
      c.header("content-disposition", `attachment; filename="${fileName("csv")}"`);
      return stream(c, async (out) => {
        await out.write(`\uFEFF${CSV_HEADER}`);
        for await (const chunk of csvChunks(db, userId, filter)) await out.write(chunk);
      });
    })
    .get("/export.xlsx", (c) => {
      const { userId } = personOf(c);
      const filter = readQuery(c, transactionFilterSchema);
      const body = Readable.toWeb(xlsxStream(db, userId, filter)) as ReadableStream;
      return c.body(body, 200, {
        "content-type": XLSX,
        "content-disposition": `attachment; filename="${fileName("xlsx")}"`,
      });
    });
}
