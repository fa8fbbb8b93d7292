import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Db } from "@tostao/db";
import { systemClock } from "../clock.ts";
import { createLogger } from "../logger.ts";
import { createApp } from "../main/app.ts";
import { loadConfig } from "../main/config.ts";

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** The real app on a real socket (port 0), for tests and benchmarks that must go over HTTP. */
export async function startHttpServer(db: Db, env: Record<string, string> = {}): Promise<RunningServer> {
  const config = loadConfig({ LOG_LEVEL: "silent", ...env });
  const app = createApp({ config, db, logger: createLogger("silent", {}), now: systemClock });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      });
    });
  });
}

/** POSTs JSON over a keep-alive agent; resolves with the status and parsed body. */
export function postJson(
  agent: http.Agent,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
