import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLogger } from "../logger.ts";
import { expectErrorResponse } from "../testing/expect-error.ts";
import { handleError } from "./errors.ts";
import { readJson } from "./read-json.ts";

const app = new Hono()
  .post("/echo", async (c) => c.json(await readJson(c, z.object({ name: z.string().min(3, "Nome curto") }))))
  .get("/boom", () => {
    throw new Error("secret detail");
  });
const logs: string[] = [];
app.onError(handleError(createLogger("error", {}, (line) => logs.push(line))));

const post = (body: string) =>
  app.request("/echo", { method: "POST", body, headers: { "content-type": "application/json" } });

describe("readJson and the error handler", () => {
  it("passes valid bodies through", async () => {
    const res = await post('{"name":"Ana"}');
    expect(await res.json()).toEqual({ name: "Ana" });
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const res = await post('{"name":');
    await expectErrorResponse(res, 400, {
      code: "invalid_json",
      message: "O corpo da requisição não é um JSON válido.",
    });
  });

  it("answers schema misses with 400 validation and the field messages", async () => {
    const res = await post('{"name":"A"}');
    await expectErrorResponse(res, 400, {
      code: "validation",
      message: "Alguns campos estão inválidos.",
      fields: { name: "Nome curto" },
    });
  });

  it("hides unexpected errors behind a 500 and logs them", async () => {
    const res = await app.request("/boom");
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe("internal");
    expect(JSON.stringify(body)).not.toContain("secret detail");
    expect(logs.some((line) => line.includes("secret detail"))).toBe(true);
  });
});
