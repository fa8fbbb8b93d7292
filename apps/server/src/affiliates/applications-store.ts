import type { AffiliateApplication, AffiliateApplicationRecord, AffiliateStatus } from "@tostao/core";
import type { AfiliadosPedidosRow, SelectedRow, SqlRunner } from "@tostao/db";

const columns =
  "id, nome, whatsapp, email, profissao, trabalha_marketing, canal_divulgacao, status, created_at, reviewed_at";
type Row = SelectedRow<AfiliadosPedidosRow, typeof columns, { status: AffiliateStatus }>;

function toRecord(row: Row): AffiliateApplicationRecord {
  return {
    id: Number(row.id),
    name: row.nome,
    whatsapp: row.whatsapp,
    email: row.email,
    currentWork: row.profissao,
    experienceDetails: row.trabalha_marketing,
    audienceChannels: row.canal_divulgacao,
    status: row.status,
    createdAt: new Date(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at),
  };
}

export type InsertOutcome = { inserted: true; id: number } | { inserted: false };

/**
 * Stores a new application. The UNIQUE whatsapp constraint decides duplicates inside the
 * insert itself, so simultaneous submissions of one number store exactly one row.
 */
export async function insertApplication(db: SqlRunner, app: AffiliateApplication): Promise<InsertOutcome> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO afiliados_pedidos (nome, whatsapp, email, profissao, trabalha_marketing, canal_divulgacao)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (whatsapp) DO NOTHING
     RETURNING id`,
    [app.name, app.whatsapp, app.email, app.currentWork, app.experienceDetails, app.audienceChannels],
  );
  const row = rows[0];
  return row ? { inserted: true, id: Number(row.id) } : { inserted: false };
}

export interface ApplicationFilter {
  q?: string | undefined;
  status?: AffiliateStatus | undefined;
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

function where(filter: ApplicationFilter): { sql: string; params: unknown[] } {
  const q = filter.q?.trim() ?? "";
  const digits = q.replace(/\D/g, "");
  const params: unknown[] = [
    q === "" ? null : likePattern(q),
    // "(11) 98765" should find +5511987654321: the stored phone has no punctuation.
    digits.length >= 2 && /^[\d\s()+.\-/]+$/.test(q) ? likePattern(digits) : null,
    filter.status ?? null,
  ];
  const sql = `WHERE ($1::text IS NULL
      OR nome ILIKE $1 ESCAPE '\\' OR whatsapp ILIKE $1 ESCAPE '\\' OR email ILIKE $1 ESCAPE '\\'
      OR profissao ILIKE $1 ESCAPE '\\' OR trabalha_marketing ILIKE $1 ESCAPE '\\'
      OR canal_divulgacao ILIKE $1 ESCAPE '\\'
      OR ($2::text IS NOT NULL AND whatsapp LIKE $2 ESCAPE '\\'))
    AND ($3::text IS NULL OR status = $3)`;
  return { sql, params };
}

export interface ApplicationPage {
  items: AffiliateApplicationRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of applications matching the filter, newest first. */
export async function listApplications(
  db: SqlRunner,
  filter: ApplicationFilter & { page: number; pageSize: number },
): Promise<ApplicationPage> {
  const w = where(filter);
  const [rows, counted] = await Promise.all([
    db.query<Row>(
      `SELECT ${columns} FROM afiliados_pedidos ${w.sql}
       ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
      [...w.params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    ),
    db.query<{ total: number | string }>(
      `SELECT count(*) AS total FROM afiliados_pedidos ${w.sql}`,
      w.params,
    ),
  ]);
  return {
    items: rows.map(toRecord),
    total: Number(counted[0]?.total ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** Every application matching the filter, newest first (the CSV export), up to `limit`. */
export async function allApplications(
  db: SqlRunner,
  filter: ApplicationFilter,
  limit: number,
): Promise<AffiliateApplicationRecord[]> {
  const w = where(filter);
  const rows = await db.query<Row>(
    `SELECT ${columns} FROM afiliados_pedidos ${w.sql} ORDER BY created_at DESC, id DESC LIMIT $4`,
    [...w.params, limit],
  );
  return rows.map(toRecord);
}

/** Records the operator's decision and when it was made; null when there is no such application. */
export async function reviewApplication(
  db: SqlRunner,
  id: number,
  status: Exclude<AffiliateStatus, "pending">,
  now: Date,
): Promise<AffiliateApplicationRecord | null> {
  const rows = await db.query<Row>(
    `UPDATE afiliados_pedidos SET status = $2, reviewed_at = $3 WHERE id = $1 RETURNING ${columns}`,
    [id, status, now],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}
