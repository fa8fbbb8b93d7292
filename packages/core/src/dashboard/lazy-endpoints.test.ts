import { describe, expect, it, vi } from "vitest";

// Every zod factory a schema starts from, counted: the dashboard's first screen imports these
// modules for their endpoints' paths, and must not pay for building their schemas (lazy-schema.ts).
const built = vi.hoisted(() => ({ count: 0 }));
vi.mock("zod", async (importOriginal) => {
  const zod = await importOriginal<typeof import("zod")>();
  const counted = <F extends (...args: never[]) => unknown>(factory: F) =>
    ((...args: Parameters<F>) => {
      built.count++;
      return factory(...args);
    }) as F;
  const names = [
    "object",
    "string",
    "number",
    "boolean",
    "enum",
    "literal",
    "array",
    "union",
    "intersection",
    "record",
    "preprocess",
  ] as const;
  const z = { ...zod.z, coerce: { ...zod.z.coerce, number: counted(zod.z.coerce.number) } };
  for (const name of names)
    Object.assign(z, { [name]: counted(zod.z[name] as (...args: never[]) => unknown) });
  return { ...zod, z };
});

describe("the endpoint modules of the dashboard's first screen", () => {
  it("build no schema when imported, and each one when first used", async () => {
    // The unit tests share one module graph: another file may have loaded (and used) these modules
    // already. Evaluated afresh here, with the counting zod.
    vi.resetModules();
    const [
      auth,
      account,
      categories,
      operations,
      plan,
      recurring,
      reminders,
      summary,
      transactions,
      paging,
      planning,
      moneyAccounts,
    ] = await Promise.all([
      import("../auth/endpoints.ts"),
      import("./account.ts"),
      import("./categories.ts"),
      import("./operations.ts"),
      import("./plan.ts"),
      import("./recurring.ts"),
      import("./reminders.ts"),
      import("./summary.ts"),
      import("./transactions.ts"),
      import("../api/paging.ts"),
      import("../planning/api.ts"),
      import("./money-accounts.ts"),
      import("./forms.ts"),
    ]);
    expect(built.count).toBe(0);
    expect(summary.summaryEndpoints.get.path).toBe("/api/me/summary");
    expect(built.count).toBe(0);

    expect(summary.summaryEndpoints.get.query?.parse({ month: "2026-11" })).toEqual({ month: "2026-11" });
    expect(built.count).toBeGreaterThan(0);
    expect(
      transactions.transactionEndpoints.list.query?.safeParse({ limit: "500" }).error?.issues[0]?.message,
    ).toBe("O limite deve ser um número entre 1 e 200.");
    expect(auth.authEndpoints.start.body?.safeParse({ phone: "" }).error?.issues[0]?.message).toBe(
      "Informe seu número de WhatsApp.",
    );
    expect(account.accountEndpoints.get.response.shape.account).toBe(account.accountSchema);
    expect(
      categories.categoryEndpoints.create.body?.parse({ name: " Pets ", kind: "expense", color: "#AABBCC" }),
    ).toEqual({ name: "Pets", kind: "expense", color: "#aabbcc" });
    expect(operations.operationIdSchema.parse(null)).toBeNull();
    expect(plan.planEndpoints.setBook.body.parse({ book: "business" })).toEqual({ book: "business" });
    expect(recurring.recurringEndpoints.update.body?.safeParse({}).success).toBe(false);
    expect(reminders.reminderEndpoints.list.query?.parse({})).toEqual({ status: "open" });
    expect(paging.pageParam.parse(undefined)).toBe(1);
    expect(planning.planningEndpoints.deleteCard.response.parse({ ok: true, operationId: 7 })).toEqual({
      ok: true,
      operationId: 7,
    });
    expect(moneyAccounts.moneyAccountEndpoints.list.path).toBe("/api/me/accounts");
  });
});
