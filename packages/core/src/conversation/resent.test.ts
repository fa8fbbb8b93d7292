import { describe, expect, it } from "vitest";
import { parseMessage } from "../parser/parse-message.ts";
import type { RecordIntent } from "../parser/types.ts";
import { replyResent, replyResentDeclined, resentRecords } from "./resent.ts";
import { emptyState, mention, type RecordRef } from "./state.ts";

const NOW = new Date("2026-11-25T20:00:00-03:00");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const records = (text: string) =>
  parseMessage(text, NOW).filter((r): r is RecordIntent => r.intent === "record");
const ref = (r: RecordIntent, id: number): RecordRef => ({
  ids: [id],
  kind: r.kind,
  total: Math.round(r.amount * 100),
  date: r.date,
  category: r.category,
  description: r.description,
});

/** The subject after `text` booked its records. */
function booked(text: string) {
  const refs = records(text).map(ref);
  const mentions = [
    ...refs.map((record) => ({ type: "record" as const, record })),
    { type: "said" as const, text },
  ];
  return mention(emptyState(), mentions, "personal", NOW).subject;
}

describe("a message sent again", () => {
  it("is the same text, booking the same records, within minutes", () => {
    const subject = booked("mercado 87,50");
    expect(resentRecords(subject, "mercado 87,50", records("mercado 87,50"), at(1))).toBe(true);
    expect(resentRecords(subject, "Mercado 87,50 ", records("mercado 87,50"), at(2))).toBe(true);
    const two = booked("hoje gastei 50 de gasolina e 30 no lanche");
    const again = records("hoje gastei 50 de gasolina e 30 no lanche");
    expect(resentRecords(two, "hoje gastei 50 de gasolina e 30 no lanche", again, at(1))).toBe(true);
  });

  it("is not a message sent later, in other words, or booking something else", () => {
    const subject = booked("uber 18");
    expect(resentRecords(subject, "uber 18", records("uber 18"), at(10))).toBe(false);
    expect(resentRecords(subject, "paguei 18 de uber", records("paguei 18 de uber"), at(1))).toBe(false);
    expect(resentRecords(subject, "uber 18", records("uber 19"), at(1))).toBe(false);
    // the text alone, without a record booked with it, is nothing to compare
    const asked = mention(emptyState(), [{ type: "said", text: "uber 18" }], "personal", NOW).subject;
    expect(asked).toBeNull();
  });

  it("is asked about in one line", () => {
    expect(replyResent("mercado 87,50", records("mercado 87,50"))).toBe(
      'Você mandou "mercado 87,50" de novo: é outro gasto? Responda *sim* ou *não*.',
    );
    expect(replyResent("recebi 350 do freela", records("recebi 350 do freela"))).toContain(
      "é outra receita?",
    );
  });

  it("declined, says it stays booked once; asked to delete the copy, that nothing was deleted", () => {
    expect(replyResentDeclined()).toBe("Certo, ficou registrado uma vez só. 👍");
    expect(replyResentDeclined(true)).toContain("não apaguei nada");
  });
});
