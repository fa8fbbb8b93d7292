/**
 * The delivery drill against real server processes, with SIGKILLs at random moments: each kill is
 * followed by a restart on the same port (the data directory or database kept), as an
 * orchestrator would do. Used by the fault tests (a small run) and `npm run bench:faults` (the
 * issue's full numbers).
 */
import { type FakeGraphApi, startFakeGraphApi } from "../channels/whatsapp/fake-graph-api.ts";
import { createDrill, type DrillReport } from "./message-drill.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

const APP_SECRET = "segredo-do-app-da-simulacao";
const ACCESS_TOKEN = "token-de-acesso-da-simulacao";
const PHONE_NUMBER_ID = "109876543210";

export interface KillDrillOptions {
  /** DATABASE_URL or DATA_DIR for the processes. */
  dbEnv: Record<string, string>;
  conversations: number;
  messagesPerConversation: number;
  /** SIGKILLs, each at a random moment while messages flow, each followed by a restart. */
  kills: number;
  /** Identical processes sharing the database (PostgreSQL only for more than one). */
  processes?: number;
  /** Random gap before each kill, after the previous restart answered its health check. */
  gapMs?: [number, number];
  seed?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** How long after the last restart every message must be answered. */
  answerWithinMs?: number;
}

export interface KillDrillReport extends DrillReport {
  kills: number;
  seed: number;
  /** How long each restart took until /api/health answered. */
  restartMsMax: number;
}

/** A small seeded generator, so a failing run can be repeated with its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the server processes need to talk to the fake Graph API. */
export function whatsappEnv(graph: Pick<FakeGraphApi, "apiBase">): Record<string, string> {
  return {
    WHATSAPP_VERIFY_TOKEN: "verificacao-da-simulacao",
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_API_BASE: graph.apiBase,
  };
}

export function startDrillGraphApi(): Promise<FakeGraphApi> {
  return startFakeGraphApi({ accessToken: ACCESS_TOKEN, phoneNumberId: PHONE_NUMBER_ID });
}

export const drillCredentials = { appSecret: APP_SECRET, phoneNumberId: PHONE_NUMBER_ID };

export async function runKillDrill(options: KillDrillOptions): Promise<KillDrillReport> {
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const next = random(seed);
  const [minGap, maxGap] = options.gapMs ?? [300, 2000];
  const graph = await startDrillGraphApi();
  const env = { ...whatsappEnv(graph), ...options.env, ...options.dbEnv };
  const servers: Array<ServerProcess | null> = [];
  let kills = 0;
  let restartMsMax = 0;
  try {
    for (let i = 0; i < (options.processes ?? 1); i++) servers.push(await startServerProcess(env));
    const drill = createDrill({
      graph,
      ...drillCredentials,
      conversations: options.conversations,
      messagesPerConversation: options.messagesPerConversation,
      targets: () => servers.flatMap((s) => (s ? [s.url] : [])),
    });
    drill.markStarted();
    let sending = true;
    const sent = drill.send().finally(() => {
      sending = false;
    });
    while (kills < options.kills && (sending || drill.report().missing.length > 0)) {
      await new Promise((r) => setTimeout(r, minGap + next() * (maxGap - minGap)));
      const index = Math.floor(next() * servers.length);
      const victim = servers[index];
      if (!victim) continue;
      servers[index] = null;
      await victim.stop("SIGKILL");
      kills++;
      const restartAt = performance.now();
      servers[index] = await startServerProcess(env, { port: victim.port });
      restartMsMax = Math.max(restartMsMax, performance.now() - restartAt);
      drill.markStarted();
    }
    await sent;
    await drill.waitAnswered(options.answerWithinMs ?? 60_000);
    return { ...drill.report(), kills, seed, restartMsMax: Math.round(restartMsMax) };
  } finally {
    await Promise.all(servers.map((s) => s?.stop("SIGTERM")));
    await graph.close();
  }
}
