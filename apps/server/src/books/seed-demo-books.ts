import { randomUUID } from "node:crypto";
import { addMonths, fromIso, toIso } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { ensureUser } from "./ensure-user.ts";

/** Small deterministic generator, so the same command makes the same books. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const expenses: Array<[category: string, description: string[], min: number, max: number, weight: number]> = [
  ["Mercado", ["Supermercado", "Feira", "Hortifruti", "Padaria", "Açougue"], 1500, 45000, 30],
  ["Transporte", ["Gasolina", "Uber", "Ônibus", "Estacionamento", "Pedágio"], 500, 30000, 20],
  ["Alimentação", ["Restaurante", "Lanche", "iFood", "Café", "Almoço"], 1200, 15000, 25],
  ["Lazer", ["Cinema", "Show", "Streaming", "Bar", "Viagem"], 2000, 60000, 8],
  ["Saúde", ["Farmácia", "Consulta", "Exame", "Academia"], 1500, 40000, 7],
  ["Compras", ["Roupas", "Eletrônicos", "Presente", "Casa"], 3000, 90000, 6],
  ["Educação", ["Curso", "Livros", "Material escolar"], 3000, 50000, 4],
];
const payments = ["pix", "credit", "debit", "cash", "boleto"] as const;

export interface SeedDemoInput {
  phone: string;
  name: string;
  transactions: number;
  /** The last day of the books (São Paulo civil date). */
  today: string;
  seed?: number;
}

/**
 * Fills one person's books with about `transactions` realistic records over three years:
 * salary, rent and bills every month (fixed items), everyday spending, instalment purchases
 * and investments. Returns the person's id.
 */
export async function seedDemoBooks(tx: SqlRunner, input: SeedDemoInput): Promise<number> {
  const rand = random(input.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const user = await ensureUser(tx, input.phone, input.name);
  // Made-up books: the dashboard tells whoever opens them that they are a demonstration.
  await tx.query("UPDATE users SET demo = true WHERE id = $1", [user.id]);
  const categories = new Map(
    (
      await tx.query<{ id: number; name: string; kind: string }>(
        "SELECT id, name, kind FROM categories WHERE user_id = $1",
        [user.id],
      )
    ).map((c) => [`${c.kind}:${c.name}`, Number(c.id)]),
  );
  const category = (kind: string, name: string) =>
    categories.get(`${kind}:${name}`) ?? categories.get(`${kind}:Outros`) ?? null;

  const rule = async (
    kind: string,
    cents: number,
    cat: string,
    description: string,
    day: number,
    startsOn: string,
  ) => {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO recurring_rules (user_id, kind, amount_centavos, category_id, description, day_of_month, payment_method, starts_on)
       VALUES ($1, $2, $3, $4, $5, $6, 'boleto', $7) RETURNING id`,
      [user.id, kind, cents, category(kind, cat), description, day, startsOn],
    );
    return Number(rows[0]?.id);
  };
  const end = fromIso(input.today);
  const start = addMonths(end, -35);
  const startIso = toIso({ ...start, d: 1 });
  const salary = await rule("income", 650000, "Salário", "Salário", 5, startIso);
  const rent = await rule("expense", 220000, "Moradia", "Aluguel", 10, startIso);
  const internet = await rule("expense", 11990, "Moradia", "Internet", 15, startIso);

  const rows: unknown[][] = [];
  const push = (row: unknown[]) => rows.push(row);
  for (let m = 0; m < 36; m++) {
    const month = addMonths({ ...start, d: 1 }, m);
    const iso = (d: number) => toIso({ ...month, d: Math.min(d, 28) });
    push([
      "income",
      650000,
      iso(5),
      category("income", "Salário"),
      "Salário",
      "pix",
      null,
      null,
      null,
      salary,
    ]);
    push([
      "expense",
      220000,
      iso(10),
      category("expense", "Moradia"),
      "Aluguel",
      "boleto",
      null,
      null,
      null,
      rent,
    ]);
    push([
      "expense",
      11990,
      iso(15),
      category("expense", "Moradia"),
      "Internet",
      "boleto",
      null,
      null,
      null,
      internet,
    ]);
    push([
      "investment",
      50000 + Math.round(rand() * 100000),
      iso(6),
      category("investment", "Investimentos"),
      "Tesouro Direto",
      "pix",
      null,
      null,
      null,
      null,
    ]);
    if (m % 4 === 0) {
      const group = randomUUID();
      const count = 10;
      const part = 20000 + Math.round(rand() * 30000);
      for (let n = 1; n <= count && m + n - 1 < 36; n++) {
        const d = addMonths({ ...month, d: 12 }, n - 1);
        push([
          "expense",
          part,
          toIso(d),
          category("expense", "Compras"),
          "Geladeira parcelada",
          "credit",
          group,
          n,
          count,
          null,
        ]);
      }
    }
  }
  const fixed = rows.length;
  const weights = expenses.reduce((s, e) => s + e[4], 0);
  // Everyday spending stays near R$ 3.000 a month however many records are asked for.
  const perMonth = Math.max(1, (input.transactions - fixed) / 36);
  const scale = Math.min(1, 60 / perMonth);
  const days = Math.round(
    (Date.UTC(end.y, end.m - 1, end.d) - Date.UTC(start.y, start.m - 1, 1)) / 86_400_000,
  );
  for (let i = fixed; i < input.transactions; i++) {
    let roll = rand() * weights;
    const spec =
      expenses.find((e) => {
        roll -= e[4];
        return roll < 0;
      }) ?? expenses[0];
    if (!spec) continue;
    const [cat, descriptions, min, max] = spec;
    const day = new Date(Date.UTC(start.y, start.m - 1, 1) + Math.floor(rand() * (days + 1)) * 86_400_000);
    push([
      "expense",
      Math.max(100, Math.round((min + rand() ** 2 * (max - min)) * scale)),
      day.toISOString().slice(0, 10),
      category("expense", cat),
      pick(descriptions),
      pick(payments),
      null,
      null,
      null,
      null,
    ]);
  }
  for (let i = 0; i < rows.length; i += 5000) {
    const batch = rows.slice(i, i + 5000);
    const column = (k: number) => batch.map((r) => r[k]);
    await tx.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
         installment_group, installment_number, installment_count, recurring_rule_id)
       SELECT $1, k, a, d::date, c, s, p, g::uuid, n, t, r
       FROM unnest($2::text[], $3::bigint[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[],
         $9::smallint[], $10::smallint[], $11::bigint[]) AS x(k, a, d, c, s, p, g, n, t, r)
       ON CONFLICT DO NOTHING`,
      [user.id, ...Array.from({ length: 10 }, (_, k) => column(k))],
    );
  }
  await tx.query(
    `INSERT INTO reminders (user_id, description, amount_centavos, due_date, recurrence_day)
     VALUES ($1, 'Conta de luz', 18990, $2::date, 20), ($1, 'IPVA', 145000, $3::date, NULL)`,
    [user.id, toIso(addMonths({ ...end, d: 20 }, end.d > 20 ? 1 : 0)), toIso(addMonths(end, 1))],
  );
  return user.id;
}
