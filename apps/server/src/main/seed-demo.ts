/**
 * `npm run --silent seed:demo -- --phone 5511999990001 --transactions 100000 [--people 50]`
 * Fills one person's books (and, with --people, other people's smaller ones) on the configured
 * database, then prints a one-time sign-in link for that person as the last line.
 */
import { parseArgs } from "node:util";
import { normalizeBrazilianPhone, saoPauloTodayIso } from "@tostao/core";
import { type Db, lockDataDir, openDb } from "@tostao/db";
import { createSignInLink } from "../auth/sign-in-links.ts";
import { seedDemoPeople } from "../dashboard/seed/seed-demo-people.ts";
import { loadConfig } from "./config.ts";

const { values } = parseArgs({
  options: {
    phone: { type: "string", default: "5511999990001" },
    name: { type: "string", default: "Ana Demonstração" },
    transactions: { type: "string", default: "2000" },
    people: { type: "string", default: "1" },
  },
});
const phone = normalizeBrazilianPhone(values.phone);
const count = Number(values.transactions);
const people = Number(values.people);
if (!phone || !Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(people) || people < 1) {
  process.stderr.write("Uso: seed:demo -- --phone 5511999990001 --transactions 100000 [--people 50]\n");
  process.exit(2);
}

const config = loadConfig(process.env);
const { env } = config;
const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
const db: Db = env.DATABASE_URL
  ? await openDb({ databaseUrl: env.DATABASE_URL })
  : await openDb({ dataDir: env.DATA_DIR });
try {
  // The process start is this command's one clock reading.
  const now = new Date();
  const today = saoPauloTodayIso(now);
  const started = performance.now();
  const userId = await seedDemoPeople(db, { phone, name: values.name, transactions: count, people, today });
  const { url } = await db.transaction((tx) =>
    createSignInLink(tx, { userId, now, publicUrl: config.public.publicUrl }),
  );
  process.stderr.write(
    `${count} registros de demonstração (fictícios) para ${phone} em ${Math.round(performance.now() - started)} ms.\n` +
      "O link abaixo entra no painel dessa conta (vale 15 minutos, uma vez só).\n",
  );
  process.stdout.write(`${url}\n`);
} finally {
  await db.close();
  release();
}
