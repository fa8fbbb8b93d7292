/**
 * Money that came in, said the ways people say it: bank notices pasted as they read, loans paid
 * back, refunds, what app work paid, change given back.
 */
import { expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { inc, NOW, table } from "./parse-table.test-support.ts";

table("a bank's notice of money received, pasted as it reads, is income", [
  [
    "Você recebeu uma transferência de R$ 450,00 de Carla Mendes",
    inc(450, { description: "transferência carla mendes" }),
  ],
  ["Você recebeu um Pix de R$ 1.200,00 de JOAO P LTDA", inc(1200)],
  ["você recebeu 80 da ana", inc(80)],
  ["vc recebeu um pix de 35,50", inc(35.5)],
]);

it("someone else receiving is not the person's money in", () => {
  const [got] = parseMessage("ele recebeu 50", NOW);
  expect(got).not.toMatchObject({ intent: "record", kind: "income" });
});
