import { expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, NOW, table } from "./parse-table.test-support.ts";

const tooMany = (count: number) => ({ intent: "unknown", too_many_instalments: count });
const credit = (installments: number) => ({ method: "credit", installments });

table("more parts than the books take are answered, never booked in one payment", [
  ["comprei uma tv de 6000 em 99x no nubank", tooMany(99)],
  ["geladeira 4800 em 120 vezes", tooMany(120)],
  ["tv 6000 em 999999999999x", tooMany(999999999999)],
  ["sofá de 3 mil parcelado em 100x", tooMany(100)],
  ["ops, foram 90x", tooMany(90)],
  ["100x de 50 no nubank", tooMany(100)],
  ["tv 80x de 100", tooMany(80)],
  ["na verdade foi em 80 parcelas", tooMany(80)],
]);

table("up to MAX_INSTALMENTS parts are booked as said", [
  ["comprei uma tv de 6000 em 72x no nubank", exp(6000, { payment: expect.objectContaining(credit(72)) })],
  ["carro 48000 em 60x", exp(48000, { payment: expect.objectContaining(credit(60)) })],
]);

it("reads a number of times that is not a purchase's parts as no instalments", () => {
  for (const result of parseMessage("já te falei 100x que não quero", NOW))
    expect(result).not.toHaveProperty("too_many_instalments");
});
