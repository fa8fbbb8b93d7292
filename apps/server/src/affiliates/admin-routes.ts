import {
  AppError,
  affiliateApplicationsCsv,
  affiliateFilterSchema,
  affiliatePageQuerySchema,
  affiliateReviewSchema,
  saoPauloTodayIso,
} from "@tostao/core";
import type { Db } from "@tostao/db";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { requireOperator } from "../auth/session-middleware.ts";
import type { Clock } from "../clock.ts";
import { readJson } from "../http/read-json.ts";
import {
  type ApplicationFilter,
  allApplications,
  listApplications,
  reviewApplication,
} from "./applications-store.ts";

/** The export stops here; past that an operator wants a database, not a spreadsheet. */
const CSV_ROW_LIMIT = 100_000;

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const raw = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
    throw new AppError("validation", "Alguns campos estão inválidos.", { fields });
  }
  return parsed.data;
}

/** The operator's review of applications; every route needs an operator session. */
export function affiliateAdminRoutes(deps: { db: Db; now: Clock }) {
  const operator = requireOperator;
  return new Hono()
    .get("/admin/affiliates/applications", operator, async (c) => {
      const query = readQuery(c, affiliatePageQuerySchema);
      return c.json(await listApplications(deps.db, query));
    })
    .get("/admin/affiliates/applications.csv", operator, async (c) => {
      const filter: ApplicationFilter = readQuery(c, affiliateFilterSchema);
      const csv = affiliateApplicationsCsv(await allApplications(deps.db, filter, CSV_ROW_LIMIT));
      const day = saoPauloTodayIso(deps.now());
      return c.body(csv, 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="afiliados-${day}.csv"`,
        "cache-control": "no-store",
      });
    })
    .patch("/admin/affiliates/applications/:id", operator, async (c) => {
      const id = idSchema.safeParse(c.req.param("id"));
      if (!id.success) throw new AppError("not_found", "Solicitação não encontrada.");
      const { status } = await readJson(c, affiliateReviewSchema);
      const updated = await reviewApplication(deps.db, id.data, status, deps.now());
      if (!updated) throw new AppError("not_found", "Solicitação não encontrada.");
      return c.json(updated);
    });
}
