import type { SqlRunner } from "@tostao/db";
import { defaultCategoryParams, seedDefaultCategoriesSql } from "../books/ensure-user.ts";
import { keeperOf, mergePeople } from "../books/merge-accounts.ts";

/** How a channel names a person: a phone (E.164), a WhatsApp BSUID, or both; and what they call themselves. */
export interface Identity {
  phone: string | null;
  waUserId: string | null;
  username?: string | null;
  name?: string | null;
}

export interface Person {
  id: number;
  phone: string | null;
  waUserId: string | null;
  name: string | null;
  welcomedAt: Date | null;
}

/** What a person's account became: found as it was, linked to an identity it lacked, merged with another, or new. */
export type Resolution = "found" | "linked" | "merged" | "created";

export interface Resolved {
  person: Person;
  how: Resolution;
}

const SELECT_PERSON = "SELECT id, phone, wa_user_id, name, welcomed_at FROM users WHERE id = $1";

function toPerson(row: {
  id: number;
  phone: string | null;
  wa_user_id: string | null;
  name: string | null;
  welcomed_at: Date | null;
}): Person {
  return {
    id: Number(row.id),
    phone: row.phone,
    waUserId: row.wa_user_id,
    name: row.name,
    welcomedAt: row.welcomed_at,
  };
}

async function readPerson(tx: SqlRunner, id: number): Promise<Person> {
  const rows = await tx.query<Parameters<typeof toPerson>[0]>(SELECT_PERSON, [id]);
  const row = rows[0];
  if (!row) throw new Error(`person ${id} vanished`);
  return toPerson(row);
}

/**
 * Gives a person this phone and/or BSUID. A BSUID they had before stays in the history (late
 * webhooks still find them); a phone they had before is let go (the number is someone else's now).
 */
export async function setIdentities(
  tx: SqlRunner,
  userId: number,
  identity: { phone: string | null; waUserId: string | null },
): Promise<void> {
  if (identity.waUserId) {
    await tx.query(
      `INSERT INTO wa_user_id_history (wa_user_id, user_id)
       SELECT wa_user_id, id FROM users WHERE id = $1 AND wa_user_id IS NOT NULL AND wa_user_id <> $2
       ON CONFLICT (wa_user_id) DO UPDATE SET user_id = EXCLUDED.user_id, replaced_at = now()`,
      [userId, identity.waUserId],
    );
    await tx.query("DELETE FROM wa_user_id_history WHERE wa_user_id = $1", [identity.waUserId]);
  }
  await tx.query(
    `UPDATE users SET phone = COALESCE($2, phone), wa_user_id = COALESCE($3, wa_user_id)
     WHERE id = $1 AND (phone IS DISTINCT FROM COALESCE($2, phone) OR wa_user_id IS DISTINCT FROM COALESCE($3, wa_user_id))`,
    [userId, identity.phone, identity.waUserId],
  );
}

interface Hit {
  byPhone: number | null;
  byUserId: number | null;
  /** Whether the BSUID is the account's current one (not one from its history). */
  current: boolean;
  /** The account found (by phone first), as it is now. */
  row: Parameters<typeof toPerson>[0] & { wa_username: string | null };
}

/**
 * The account that holds a phone and the one that holds a BSUID (current or earlier), for each
 * identity, in one query: the common case (everyone known, nothing to link) costs one round trip
 * however many messages a batch carries.
 */
async function lookUp(tx: SqlRunner, identities: Identity[]): Promise<Array<Hit | null>> {
  const rows = await tx.query<{
    n: number;
    by_phone: number | null;
    by_user_id: number | null;
    current: boolean;
    id: number | null;
    phone: string | null;
    wa_user_id: string | null;
    wa_username: string | null;
    name: string | null;
    welcomed_at: Date | null;
  }>(
    `SELECT i.n::int AS n, up.id AS by_phone, COALESCE(ub.id, h.user_id) AS by_user_id, ub.id IS NOT NULL AS current,
       p.id, p.phone, p.wa_user_id, p.wa_username, p.name, p.welcomed_at
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS i (phone, wa_user_id, n)
     LEFT JOIN users up ON up.phone = i.phone
     LEFT JOIN users ub ON ub.wa_user_id = i.wa_user_id
     LEFT JOIN wa_user_id_history h ON h.wa_user_id = i.wa_user_id
     LEFT JOIN users p ON p.id = COALESCE(up.id, ub.id, h.user_id)
     ORDER BY i.n`,
    [identities.map((i) => i.phone), identities.map((i) => i.waUserId)],
  );
  return rows.map((r) =>
    r.id === null
      ? null
      : {
          byPhone: r.by_phone === null ? null : Number(r.by_phone),
          byUserId: r.by_user_id === null ? null : Number(r.by_user_id),
          current: r.current,
          row: r as Hit["row"],
        },
  );
}

/** Nothing to do: one account holds all of it, and the names it has are the ones given. */
function settled(identity: Identity, hit: Hit): boolean {
  const { row } = hit;
  const sameAccount = hit.byPhone === null || hit.byUserId === null || hit.byPhone === hit.byUserId;
  return (
    sameAccount &&
    (identity.phone === null || row.phone === identity.phone) &&
    (identity.waUserId === null ||
      row.wa_user_id === identity.waUserId ||
      (hit.byUserId !== null && !hit.current)) &&
    (!identity.name || identity.name === row.name) &&
    (!identity.username || identity.username === row.wa_username)
  );
}

/** A new account with the default categories, in one statement; null when another transaction made it first. */
async function create(tx: SqlRunner, identity: Identity): Promise<Person | null> {
  const inserted = await tx.query<Parameters<typeof toPerson>[0]>(
    `WITH person AS (
       INSERT INTO users (phone, wa_user_id, wa_username, name) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING id, phone, wa_user_id, name, welcomed_at),
     seeded AS (${seedDefaultCategoriesSql("person", "$5", "$6")})
     SELECT id, phone, wa_user_id, name, welcomed_at FROM person`,
    [
      identity.phone,
      identity.waUserId,
      identity.username ?? null,
      identity.name ?? null,
      ...defaultCategoryParams(),
    ],
  );
  const row = inserted[0];
  return row === undefined ? null : toPerson(row);
}

async function resolveOne(
  tx: SqlRunner,
  identity: Identity,
  hit: Hit | null,
  options: { create: boolean; beforeChange?: () => Promise<void> },
): Promise<Resolved | null> {
  if (hit === null) {
    if (!options.create) return null;
    const person = await create(tx, identity);
    if (person) return { person, how: "created" };
    // Another transaction created them a moment ago (two messages of a new person at once).
    const again = (await lookUp(tx, [identity]))[0];
    if (!again) throw new Error("a person created at the same time vanished");
    await options.beforeChange?.();
    return resolveOne(tx, identity, again, { ...options, create: false });
  }
  const { byPhone, byUserId } = hit;
  let id = Number(hit.row.id);
  let how: Resolution = "found";
  if (byPhone !== null && byUserId !== null && byPhone !== byUserId) {
    // One person, two accounts (a checkout's by phone, the chat's by BSUID): the one with the books stays.
    const pair = await keeperOf(tx, byPhone, byUserId);
    await mergePeople(tx, pair);
    id = pair.keep;
    how = "merged";
  }
  const before = await readPerson(tx, id);
  const phone = identity.phone && before.phone !== identity.phone ? identity.phone : null;
  // A BSUID from the history is an older one of this person: their current one stays.
  const waUserId =
    identity.waUserId && before.waUserId !== identity.waUserId && (hit.current || byUserId === null)
      ? identity.waUserId
      : null;
  if (phone || waUserId) {
    await setIdentities(tx, id, { phone, waUserId });
    if (how === "found") how = "linked";
  }
  if (identity.name || identity.username) {
    await tx.query(
      `UPDATE users SET name = COALESCE($2, name), wa_username = COALESCE($3, wa_username)
       WHERE id = $1 AND (name IS DISTINCT FROM COALESCE($2, name) OR wa_username IS DISTINCT FROM COALESCE($3, wa_username))`,
      [id, identity.name ?? null, identity.username ?? null],
    );
  }
  return { person: await readPerson(tx, id), how };
}

const identityKey = (i: Identity) => `${i.phone ?? ""}|${i.waUserId ?? ""}`;

/**
 * The senders of the messages one transaction answers, looked up in one query before any is
 * answered, for `resolvePeople` to start from. A look-up holds until something could have changed
 * it: once any account was linked, merged or created, every sender is looked up again; a person
 * who comes a second time (their first message may have changed their account) is too.
 */
export class PeopleLookup {
  private stale = false;
  private readonly seen = new Set<number>();

  private constructor(private readonly hits: Map<string, Hit | null>) {}

  static async of(tx: SqlRunner, identities: Identity[]): Promise<PeopleLookup> {
    const named = identities.filter((i) => i.phone || i.waUserId);
    const hits = named.length === 0 ? [] : await lookUp(tx, named);
    return new PeopleLookup(new Map(named.map((i, n) => [identityKey(i), hits[n] ?? null])));
  }

  /** The look-up to start from, or undefined to look again. */
  take(identity: Identity): Hit | null | undefined {
    if (this.stale) return undefined;
    const hit = this.hits.get(identityKey(identity));
    if (hit && this.seen.has(Number(hit.row.id))) return undefined;
    return hit;
  }

  /** What an identity resolved to. */
  note(identity: Identity, resolved: Resolved | null): void {
    if (resolved === null) return;
    this.seen.add(resolved.person.id);
    if (resolved.how === "created") {
      // A new account holds this phone and BSUID only: the look-ups naming either are out of date.
      for (const key of this.hits.keys()) {
        const [phone, waUserId] = key.split("|");
        if (
          (identity.phone && phone === identity.phone) ||
          (identity.waUserId && waUserId === identity.waUserId)
        )
          this.hits.delete(key);
      }
    } else if (resolved.how !== "found") this.stale = true;
  }
}

/**
 * Finds the people these identities name, in order (one query for all, then a fix-up only where
 * something changed): a phone and a BSUID seen together are linked on the account that had one
 * of them; two accounts holding one each are merged into one; with `create`, someone unknown
 * gets a new account with the default categories. Null for an unknown person without `create`.
 * In the caller's transaction, so a message's person and its records commit together. With
 * `lookup`, the look-up it holds is where it starts (no query when it holds them all).
 */
export async function resolvePeople(
  tx: SqlRunner,
  identities: Identity[],
  options: {
    create: boolean;
    lookup?: PeopleLookup;
    /** Runs before an account is linked, merged or created (writes the caller still holds go first). */
    beforeChange?: () => Promise<void>;
  },
): Promise<Array<Resolved | null>> {
  if (identities.length === 0) return [];
  for (const i of identities) {
    if (!i.phone && !i.waUserId) throw new Error("an identity needs a phone or a BSUID");
  }
  const held = identities.map((i) => options.lookup?.take(i));
  const found = held.every((h) => h !== undefined) ? held : await lookUp(tx, identities);
  const out: Array<Resolved | null> = [];
  let changed = false;
  for (const [n, identity] of identities.entries()) {
    // Earlier items may have linked, merged or created accounts this one names: look again then.
    const hit = changed ? ((await lookUp(tx, [identity]))[0] ?? null) : (found[n] ?? null);
    const unchanged = hit !== null && settled(identity, hit);
    // A new account changes no one else's rows; linking or merging may.
    if (hit !== null && !unchanged) await options.beforeChange?.();
    const resolved = unchanged
      ? { person: toPerson(hit.row), how: "found" as const }
      : await resolveOne(tx, identity, hit, options);
    if (resolved && resolved.how !== "found") changed = true;
    options.lookup?.note(identity, resolved);
    out.push(resolved);
  }
  return out;
}
