import { Readable } from "node:stream";
import { type Book, saoPauloTodayIso } from "@tostao/core";
import { type TransactionFilter, transactionFilterSchema } from "@tostao/core/dashboard/transactions";
import type { Db } from "@tostao/db";
import { Hono, type MiddlewareHandler } from "hono";
import { stream } from "hono/streaming";
import { personOf } from "../../auth/session-middleware.ts";
import { readQuery } from "../../http/read-query.ts";
import { bookOf, requireFeature } from "../book-scope.ts";
import { resolveMonth } from "../transactions/filter-sql.ts";
import { CSV_HEADER, csvChunks } from "./csv.ts";
import { xlsxStream } from "./xlsx.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * /api/me/export.csv and /api/me/export.xlsx: the filtered records of one book, streamed. Excel
 * is the annual plan's (403 `plan_required` on the others). `limit` is the person's export limit
 * (export-limit.ts).
 */
export function exportRoutes(deps: { db: Db; now: () => Date; limit: MiddlewareHandler }) {
  const { db, now } = deps;
  const fileName = (book: Book, ext: string) =>
    `tostao-${book === "business" ? "empresa" : "registros"}-${saoPauloTodayIso(now())}.${ext}`;
  // A month is the person's (from payday to payday when theirs starts on payday), as on Transações.
  const daysOf = async (userId: number, filter: TransactionFilter) =>
    (await resolveMonth(db, userId, filter, saoPauloTodayIso(now()))).filter;
  return new Hono()
    .get("/export.csv", deps.limit, async (c) => {
      const { userId } = personOf(c);
      const book = await bookOf(c);
      const filter = await daysOf(userId, { ...readQuery(c, transactionFilterSchema), book });
      c.header("content-type", "text/csv; charset=utf-8");
      c.header("content-disposition", `attachment; filename="${fileName(book, "csv")}"`);
      return stream(c, async (out) => {
        await out.write(`\uFEFF${CSV_HEADER}`);
        for await (const chunk of csvChunks(db, userId, filter)) await out.write(chunk);
      });
    })
    .get("/export.xlsx", deps.limit, async (c) => {
      const { userId } = personOf(c);
      await requireFeature(c, "excel_export");
      const book = await bookOf(c);
      const filter = await daysOf(userId, { ...readQuery(c, transactionFilterSchema), book });
      const body = Readable.toWeb(xlsxStream(db, userId, filter)) as ReadableStream;
      return c.body(body, 200, {
        "content-type": XLSX,
        "content-disposition": `attachment; filename="${fileName(book, "xlsx")}"`,
      });
    });
}
