import {
  AppError,
  affiliateApplicationsCsv,
  affiliateFilterSchema,
  affiliatePageQuerySchema,
  affiliateReviewSchema,
  saoPauloTodayIso,
} from "@tostao/core";
import type { Db } from "@tostao/db";
import { Hono } from "hono";
import { requireOperator } from "../auth/session-middleware.ts";
import type { Clock } from "../clock.ts";
import { readJson } from "../http/read-json.ts";
import { readId, readQuery } from "../http/read-query.ts";
import {
  type ApplicationFilter,
  allApplications,
  listApplications,
  reviewApplication,
} from "./applications-store.ts";

/** The export stops here; past that an operator wants a database, not a spreadsheet. */
const CSV_ROW_LIMIT = 100_000;

/** The operator's review of applications; every route needs an operator session. */
export function affiliateAdminRoutes(deps: { db: Db; now: Clock }) {
  const operator = requireOperator;
  return new Hono()
    .get("/admin/affiliates/applications", operator, async (c) => {
      const query = readQuery(c, affiliatePageQuerySchema, { omitEmpty: true });
      return c.json(await listApplications(deps.db, query));
    })
    .get("/admin/affiliates/applications.csv", operator, async (c) => {
      const filter: ApplicationFilter = readQuery(c, affiliateFilterSchema, { omitEmpty: true });
      const csv = affiliateApplicationsCsv(await allApplications(deps.db, filter, CSV_ROW_LIMIT));
      const day = saoPauloTodayIso(deps.now());
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="afiliados-${day}.csv"`,
        "cache-control": "no-store",
      });
    })
    .patch("/admin/affiliates/applications/:id", operator, async (c) => {
      const id = readId(c, () => new AppError("not_found", "Solicitação não encontrada."));
      const { status } = await readJson(c, affiliateReviewSchema);
      const updated = await reviewApplication(deps.db, id, status, deps.now());
      if (!updated) throw new AppError("not_found", "Solicitação não encontrada.");
      return c.json(updated);
    });
}
