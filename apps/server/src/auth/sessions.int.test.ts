import { testEngines, useTestDb } from "@tostao/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "../books/ensure-user.ts";
import { createSession } from "./create-session.ts";
import { findSession } from "./find-session.ts";
import { listSessions } from "./list-sessions.ts";
import { revokeAllSessions, revokeOtherSessions, revokeSession } from "./revoke-sessions.ts";

const T0 = new Date("2026-11-22T12:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const DAY = 24 * 60;
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

describe.each(testEngines())("sessions (%s)", (engine) => {
  const db = useTestDb(engine);
  let userId: number;
  let otherId: number;
  beforeAll(async () => {
    userId = (await db.transaction((tx) => ensureUser(tx, "+5511912345678"))).id;
    otherId = (await db.transaction((tx) => ensureUser(tx, "+5511922222222"))).id;
  });

  const open = (now: Date, userAgent: string | null = ANDROID, id = userId) =>
    createSession(db, { kind: "person", userId: id, userAgent, now });

  it("opens a session from its token only, stored as a hash", async () => {
    const { token, sessionId } = await open(T0);
    expect(await findSession(db, { token, kind: "person", now: at(1) })).toEqual({
      kind: "person",
      sessionId,
      userId,
    });
    const [stored] = await db.query<{ token_hash: string }>("SELECT token_hash FROM sessions WHERE id = $1", [
      sessionId,
    ]);
    expect(stored?.token_hash).not.toContain(token);
    expect(await findSession(db, { token: `${token}x`, kind: "person", now: at(1) })).toBeNull();
    expect(await findSession(db, { token, kind: "operator", now: at(1) })).toBeNull();
    expect(await findSession(db, { token: undefined, kind: "person", now: at(1) })).toBeNull();
  });

  it("ends after 30 idle days and stays open while used, noting visits every few minutes", async () => {
    const { token, sessionId } = await open(T0);
    const lastSeen = async () =>
      (
        await db.query<{ last_seen_at: Date }>("SELECT last_seen_at FROM sessions WHERE id = $1", [sessionId])
      )[0]?.last_seen_at;
    await findSession(db, { token, kind: "person", now: at(2) });
    expect(await lastSeen()).toEqual(T0);
    await findSession(db, { token, kind: "person", now: at(6) });
    expect(await lastSeen()).toEqual(at(6));
    // Used on day 25, so still open on day 50; then 30 idle days end it.
    await findSession(db, { token, kind: "person", now: at(25 * DAY) });
    expect(await findSession(db, { token, kind: "person", now: at(50 * DAY) })).not.toBeNull();
    expect(await findSession(db, { token, kind: "person", now: at(80 * DAY + 1) })).toBeNull();
  });

  it("ends the sessions of a blocked person", async () => {
    const blocked = (await db.transaction((tx) => ensureUser(tx, "+5511933333333"))).id;
    const { token } = await open(T0, null, blocked);
    await db.query("UPDATE users SET status = 'blocked' WHERE id = $1", [blocked]);
    expect(await findSession(db, { token, kind: "person", now: at(1) })).toBeNull();
  });

  it("lists, revokes one and revokes the others of a person only", async () => {
    await db.query("DELETE FROM sessions");
    const phone = await open(T0);
    const laptop = await open(
      at(10),
      "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    );
    const tablet = await open(at(20), null);
    const foreign = await open(at(30), ANDROID, otherId);
    const list = await listSessions(db, { userId, currentSessionId: laptop.sessionId, now: at(40) });
    expect(list).toEqual([
      {
        id: tablet.sessionId,
        createdAt: at(20).toISOString(),
        lastSeenAt: at(20).toISOString(),
        device: "Navegador desconhecido",
        current: false,
      },
      expect.objectContaining({ id: laptop.sessionId, device: "Firefox no Linux", current: true }),
      expect.objectContaining({ id: phone.sessionId, device: "Chrome no Android", current: false }),
    ]);
    // Another person's session id cannot be revoked from this account.
    expect(await revokeSession(db, { userId, sessionId: foreign.sessionId, now: at(41) })).toBe(false);
    expect(await revokeSession(db, { userId, sessionId: tablet.sessionId, now: at(41) })).toBe(true);
    expect(await revokeSession(db, { userId, sessionId: tablet.sessionId, now: at(42) })).toBe(false);
    expect(await findSession(db, { token: tablet.token, kind: "person", now: at(42) })).toBeNull();
    expect(await revokeOtherSessions(db, { userId, keepSessionId: laptop.sessionId, now: at(43) })).toBe(1);
    expect(
      (await listSessions(db, { userId, currentSessionId: null, now: at(44) })).map((s) => s.id),
    ).toEqual([laptop.sessionId]);
    expect(await findSession(db, { token: foreign.token, kind: "person", now: at(44) })).not.toBeNull();
    expect(await revokeAllSessions(db, { userId, now: at(45) })).toBe(1);
    expect(await listSessions(db, { userId, currentSessionId: null, now: at(46) })).toEqual([]);
  });
});
