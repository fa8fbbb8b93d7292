/**
 * The Cartões half of the benchmarks: a person with 5 credit cards and 3 years of purchases
 * (about 1,200 a year, a fifth in 2x-12x) placed on their bills as the assistant places them, and
 * the p95 of GET /api/me/cards (every card's open, closed and next bills, limit used and two years
 * of bills), the page's whole bill computation. Target: p95 < 50 ms.
 */
import { shiftDate } from "@tostao/core";
import type { Db } from "@tostao/db";
import { setUpCard } from "../src/testing/books-setup.ts";
import { recordSaid } from "../src/testing/record-said.ts";
import { type Figure, getJson, p95Of } from "./dashboard-api.ts";

const CARDS: Array<[name: string, closingDay: number, dueDay: number]> = [
  ["Nubank", 3, 10],
  ["Inter", 25, 5],
  ["Itaú", 31, 8],
  ["C6", 15, 22],
  ["XP", 28, 4],
];

/** Seeds the 5 cards and the 3 years of purchases up to `today`; returns the purchase count. */
export async function seedCardPurchases(db: Db, userId: number, today: string): Promise<number> {
  const start = shiftDate(today, -3 * 365);
  let seq = 0;
  for (const [name, closingDay, dueDay] of CARDS) {
    await setUpCard(db, { userId, name, closingDay, dueDay });
    await db.transaction(async (tx) => {
      // About every third day on each card.
      for (let day = 0; day < 3 * 365; day += 3) {
        seq++;
        const installments = seq % 5 === 0 ? 2 + (seq % 11) : 1;
        await recordSaid(tx, userId, {
          intent: "record",
          kind: "expense",
          amount: 20 + (seq % 400),
          date: shiftDate(start, day),
          category: "Compras",
          description: `compra ${seq}`,
          recurrence: null,
          payment: { method: "credit", card: name, installments },
        });
      }
    });
  }
  return seq;
}

/** The p95 of the Cartões page's API for the person of `cookie` (5 cards expected). */
export async function measureCards(base: string, cookie: string, pid: number): Promise<Figure[]> {
  const once = async () => {
    const body = await getJson<{ items: unknown[] }>(`${base}/api/me/cards`, cookie);
    if (body.items.length !== CARDS.length) throw new Error(`expected ${CARDS.length} cards`);
  };
  const { p95, note } = await p95Of(pid, once);
  return [
    {
      label: `cartões: faturas de ${CARDS.length} cartões com 3 anos de compras (GET /api/me/cards)`,
      value: p95,
      unit: "ms",
      max: 50,
      note,
    },
  ];
}
