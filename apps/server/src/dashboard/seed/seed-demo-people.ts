import type { Db } from "@tostao/db";
import { seedDemoBooks } from "../../books/seed-demo-books.ts";

/**
 * The demo person's books (`transactions` records) and, when `people` > 1, as many others with
 * smaller books (200 to 1,100 records each), each person in one transaction. Returns the demo
 * person's id. Used by `seed:demo` and `bench:dashboard`.
 */
export async function seedDemoPeople(
  db: Db,
  input: { phone: string; name: string; transactions: number; people: number; today: string },
): Promise<number> {
  const { today } = input;
  const userId = await db.transaction((tx) =>
    seedDemoBooks(tx, { phone: input.phone, name: input.name, transactions: input.transactions, today }),
  );
  for (let i = 1; i < input.people; i++) {
    const other = `+55119${String(80000000 + i).padStart(8, "0")}`;
    await db.transaction((tx) =>
      seedDemoBooks(tx, {
        phone: other,
        name: `Pessoa ${i}`,
        transactions: 200 + (i % 7) * 150,
        today,
        seed: i + 1,
      }),
    );
  }
  await db.exec("VACUUM ANALYZE");
  return userId;
}
