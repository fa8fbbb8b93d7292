// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { transactionEndpoints } from "@tostao/core/dashboard/transactions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, callApi, endpointUrl, setApiBaseUrl } from "./api-client";

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
const seen: Seen[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      contentType: request.headers["content-type"],
      body: await readBody(request),
    });
    response.setHeader("content-type", "application/json");
    if (request.url?.startsWith("/api/me/transactions/404")) {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { code: "not_found", message: "Registro não encontrado." } }));
      return;
    }
    if (request.url?.startsWith("/api/me/transactions/500")) {
      response.statusCode = 500;
      response.end("not json");
      return;
    }
    response.end(
      JSON.stringify({
        items: [],
        totals: { count: 0, expenseCents: 0, incomeCents: 0, investmentCents: 0 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => {
  setApiBaseUrl("");
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the typed API client", () => {
  it("sends a query with repeated keys for arrays and leaves out empty values", async () => {
    await callApi(transactionEndpoints.list, {
      query: { kind: ["expense", "income"], category: ["7"], q: "", limit: 20, sort: "-amount" },
    });
    const last = seen.at(-1);
    expect(last?.method).toBe("GET");
    expect(last?.url).toBe("/api/me/transactions?kind=expense&kind=income&category=7&limit=20&sort=-amount");
  });

  it("fills path parameters and sends the body as JSON", async () => {
    await callApi(transactionEndpoints.update, {
      params: { id: 42 },
      body: { description: "Feira", scope: "one" },
    });
    const last = seen.at(-1);
    expect(last).toMatchObject({
      method: "PATCH",
      url: "/api/me/transactions/42",
      contentType: "application/json",
    });
    expect(JSON.parse(last?.body ?? "")).toEqual({ description: "Feira", scope: "one" });
  });

  it("throws the server's code and pt-BR message as an ApiError", async () => {
    const error = await callApi(transactionEndpoints.get, { params: { id: 404 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "Registro não encontrado." });
  });

  it("gives a pt-BR message when the answer is not the JSON error shape", async () => {
    const error = await callApi(transactionEndpoints.get, { params: { id: 500 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 500,
      code: "http_error",
      message: "Ocorreu um erro. Tente novamente.",
    });
  });

  it("builds download URLs from the same endpoint declarations", () => {
    const url = endpointUrl(transactionEndpoints.list, { query: { from: "2026-01-01", category: ["a b"] } });
    expect(url).toMatch(/\/api\/me\/transactions\?from=2026-01-01&category=a\+b$/);
  });
});
