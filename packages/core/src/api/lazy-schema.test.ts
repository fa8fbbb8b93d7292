import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";
import { lazySchema } from "./lazy-schema.ts";

const month = () =>
  z.string({ message: "Informe o mês." }).regex(/^\d{4}-\d{2}$/, { message: "Mês inválido." });

describe("lazySchema", () => {
  it("builds its schema on first use, once", () => {
    const build = vi.fn(month);
    const schema = lazySchema(build);
    const query = lazySchema(() => z.object({ month: schema.optional() }));
    expect(build).not.toHaveBeenCalled();
    expect(query.parse({})).toEqual({});
    expect(build).toHaveBeenCalledTimes(1);
    expect(schema.parse("2026-11")).toBe("2026-11");
    expect(query.parse({ month: "2026-10" })).toEqual({ month: "2026-10" });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("answers and refuses as the schema it builds, alone and inside others", () => {
    const eager = z.object({ month: month(), day: z.coerce.number().int().min(1).default(1) });
    const lazy = lazySchema(() =>
      z.object({ month: lazySchema(month), day: z.coerce.number().int().min(1).default(1) }),
    );
    for (const input of [
      { month: "2026-11" },
      { month: "2026-11", day: "3" },
      { month: "11/2026" },
      {},
      null,
      { day: 0 },
    ]) {
      const [a, b] = [eager.safeParse(input), lazy.safeParse(input)];
      expect(b.success).toBe(a.success);
      expect(b.data).toEqual(a.data);
      expect(b.error?.issues).toEqual(a.error?.issues);
    }
    expect(() => lazy.parse({ month: "x" })).toThrow(z.ZodError);
  });

  it("is a zod schema to whoever asks: instanceof, in, its shape and its methods", async () => {
    const lazy = lazySchema(() => z.object({ month: month() }));
    expect(lazy).toBeInstanceOf(z.ZodObject);
    expect(lazy).toBeInstanceOf(z.ZodType);
    expect("_zod" in lazy).toBe(true);
    expect(Object.keys(lazy.shape)).toEqual(["month"]);
    expect(lazy.extend({ book: z.string() }).parse({ month: "2026-11", book: "personal" })).toEqual({
      month: "2026-11",
      book: "personal",
    });
    await expect(lazy.parseAsync({ month: "2026-11" })).resolves.toEqual({ month: "2026-11" });
    expect(z.array(lazy).parse([{ month: "2026-11" }])).toEqual([{ month: "2026-11" }]);
    expectTypeOf(lazy).toEqualTypeOf<z.ZodObject<{ month: z.ZodString }>>();
  });
});
