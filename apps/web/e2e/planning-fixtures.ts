import { randomUUID } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { type BuiltServer, gotoHydrated, startBuiltServer, waitForChatCode } from "./support";

// Sign-in codes only reach the server's log (embedded mode), so each worker runs its own built
// server, three ports after the shared one (the dashboard journeys use the two before).
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173) + 3;

/** The planning pages are tried on a phone and on a desktop. */
export const viewports = [
  { name: "celular", size: { width: 360, height: 780 } },
  { name: "computador", size: { width: 1280, height: 800 } },
] as const;

interface Planner {
  /** Sends a chat message and waits for the assistant's reply (without the first-time welcome). */
  say(text: string): Promise<string>;
}

let people = 0;

export const test = base.extend<{ planner: Planner }, { server: BuiltServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture names from this pattern
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const server = await startBuiltServer(port, "tostao-planning-e2e-", {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: "1",
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.base),
  // A new person for each test, signed in through the API (the browser context keeps the cookie).
  planner: async ({ server, context }, use, testInfo) => {
    people += 1;
    const phone = `+55219${testInfo.parallelIndex}${String(people).padStart(7, "0")}`;
    await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.77.${testInfo.parallelIndex}.${people}` });
    const api = context.request;
    expect((await api.post(`${server.base}/api/auth/login/start`, { data: { phone } })).status()).toBe(200);
    const code = await waitForChatCode(server, phone);
    expect((await api.post(`${server.base}/api/auth/login/verify`, { data: { phone, code } })).status()).toBe(
      200,
    );
    await use({
      async say(text) {
        const sent = await api.post(`${server.base}/api/chat/messages`, {
          data: { clientId: randomUUID(), text },
        });
        expect(sent.ok(), await sent.text()).toBe(true);
        const { id } = (await sent.json()) as { id: number };
        let reply = "";
        await expect
          .poll(async () => {
            const res = await api.get(`${server.base}/api/chat/messages?after=${id}`);
            const { messages } = (await res.json()) as { messages: { direction: string; body: string }[] };
            // A person's first message is also greeted: the reply is what comes besides the welcome.
            reply = messages
              .filter((m) => m.direction === "outbound" && !m.body.startsWith("Olá! Eu sou o Tostão"))
              .map((m) => m.body)
              .join("\n");
            return reply;
          })
          .not.toBe("");
        return reply;
      },
    });
  },
});

export { expect };

/** Opens a dashboard page once the app has attached its handlers and the data has loaded. */
export async function openPage(page: Page, path: string) {
  await gotoHydrated(page, path);
  await expect(page.getByText("Carregando...")).toHaveCount(0);
}
