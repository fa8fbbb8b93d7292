// A large statement import killed mid-way: the real server bundle as a child process imports a
// 10,000-line CSV through the dashboard's API and is SIGKILLed while it confirms. Restarted on the
// same data, the import is whole or absent, never half; the same file imported again then adds
// nothing twice (each entry once, by its import key).
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../auth/create-session.ts";
import { ensureUser } from "../books/ensure-user.ts";
import {
  type ServerProcess,
  serverBundle,
  serverDatabase,
  startServerProcess,
} from "../testing/server-process.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LINES = 10_000;

/** A Nubank account CSV of `LINES` entries in March 2026: purchases, Pix in and out, bill payments. */
function nubankCsv(): Uint8Array {
  const words = [
    "Compra no débito - Padaria Pão Quente",
    "Transferência recebida pelo Pix - MARIA SOUZA",
    "UBER *TRIP",
  ];
  const lines = ["Data,Valor,Identificador,Descrição"];
  for (let i = 0; i < LINES; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    const amount = `${i % 3 === 1 ? "" : "-"}${(i % 997) + 1}.${String(i % 100).padStart(2, "0")}`;
    lines.push(`${day}/03/2026,${amount},kill-${i},${words[i % words.length]}`);
  }
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}

describe.each(testEngines())("an import killed mid-way (%s)", { timeout: 600_000 }, (engine) => {
  beforeAll(() => serverBundle(), 120_000);
  let database: Awaited<ReturnType<typeof serverDatabase>>;
  beforeAll(async () => {
    database = await serverDatabase(engine, "import-kill");
  });
  afterAll(() => database?.drop());

  /** What the books hold, read with the server stopped (PGlite's directory has one process at a time). */
  const books = async () => {
    const db = await database.open();
    try {
      const [row] = await db.query<{ records: number; transfers: number; keys: number; imports: string }>(
        `SELECT (SELECT count(*)::int FROM transactions) AS records,
           (SELECT count(*)::int FROM account_transfers) AS transfers,
           (SELECT count(DISTINCT import_key)::int FROM (SELECT import_key FROM transactions
              UNION ALL SELECT import_key FROM account_transfers) k) AS keys,
           (SELECT string_agg(status, ',' ORDER BY id) FROM statement_imports) AS imports`,
      );
      const [operations] = await db.query<{ n: number; changes: number }>(
        `SELECT count(*)::int AS n, (SELECT count(*)::int FROM books_changes) AS changes
         FROM books_operations WHERE kind = 'import'`,
      );
      return { ...row, operations: operations?.n, changes: operations?.changes };
    } finally {
      await db.close();
    }
  };

  it("leaves the import whole or absent after a SIGKILL, and the same file again adds nothing twice", async () => {
    const csv = nubankCsv();
    // The person and their session, written before the server starts (opening migrates).
    let server: ServerProcess | null = null;
    const db = await database.open();
    const { token } = await db.transaction(async (tx) => {
      const user = await ensureUser(tx, "+5511987650000", "Ana");
      return createSession(tx, { kind: "person", userId: user.id, userAgent: "teste", now: new Date() });
    });
    await db.close();
    const cookie = `tostao_session=${token}`;
    const upload = async (s: ServerProcess) => {
      const form = new FormData();
      form.set("file", new Blob([csv], { type: "text/csv" }), "nubank-marco.csv");
      const res = await fetch(`${s.url}/api/me/imports`, { method: "POST", body: form, headers: { cookie } });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: number; counts: Record<string, number> };
    };
    const confirm = (s: ServerProcess, id: number) =>
      fetch(`${s.url}/api/me/imports/${id}/confirm`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: "{}",
      });

    try {
      server = await startServerProcess(database.env);
      const preview = await upload(server);
      expect(preview.counts.new).toBe(LINES);
      // Confirming 10,000 entries takes seconds; the server is killed while it works on them.
      const started = performance.now();
      let answered = false;
      const pending = confirm(server, preview.id).then(
        () => {
          answered = true;
        },
        () => undefined,
      );
      if (engine === "postgres") {
        // On PostgreSQL the kill waits until the confirmation's transaction is writing (it holds a
        // transaction id: the offer locked, the operation opened, the records going in).
        const watch = await database.open();
        try {
          for (;;) {
            // pg-boss's own transactions (its schema) are not the import's.
            const writing = await watch.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
                 AND backend_xid IS NOT NULL AND query NOT ILIKE '%pgboss%'`,
            );
            if (writing.length > 0 || answered) break;
            await sleep(20);
          }
        } finally {
          await watch.close();
        }
        await sleep(Math.random() * 300);
      } else {
        // PGlite runs inside the server: the kill comes while the answer, seconds away, is awaited.
        await sleep(400);
      }
      expect(answered).toBe(false);
      await server.stop("SIGKILL");
      server = null;
      await pending;
      expect(answered).toBe(false);
      const killedAfter = performance.now() - started;

      // Restarted on the same data: nothing of the import, or all of it.
      const after = await books();
      const whole = after.imports === "imported";
      if (whole) {
        expect(after).toMatchObject({ records: expect.any(Number), keys: LINES, operations: 1 });
        expect((after.records ?? 0) + (after.transfers ?? 0)).toBe(LINES);
      } else {
        expect(after).toMatchObject({ records: 0, transfers: 0, keys: 0, imports: "offered", operations: 0 });
        expect(after.changes).toBe(0);
      }
      console.log(
        `killed ${Math.round(killedAfter)} ms into the confirmation: the import was ${whole ? "whole" : "absent"}`,
      );

      // The offer confirmed after the restart (if it was absent), then the same file again: each entry once.
      server = await startServerProcess(database.env);
      if (!whole) expect((await confirm(server, preview.id)).status).toBe(200);
      else expect((await confirm(server, preview.id)).status).toBe(409);
      const again = await upload(server);
      expect(again.counts).toMatchObject({ new: 0, imported_before: LINES });
      const res = await confirm(server, again.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ added: 0, skipped: LINES, operationId: null });
      await server.stop("SIGTERM");
      server = null;
      const final = await books();
      expect((final.records ?? 0) + (final.transfers ?? 0)).toBe(LINES);
      expect(final).toMatchObject({ keys: LINES, operations: 1, imports: "imported,imported" });
    } finally {
      await server?.stop("SIGKILL");
    }
  });
});
