import { describe, expect, it } from "vitest";
import { centavos } from "../money.ts";
import { replyBillOverdue } from "./media-replies.ts";

describe("what a read document is answered with", () => {
  it("suggests the payment sentence with the amount as a person types it", () => {
    expect(replyBillOverdue("2026-03-10", "conta Enel", centavos(123450))).toBe(
      "📄 Essa conta venceu em 10/03/2026. Se já pagou, me diga, por exemplo: paguei conta Enel 1234,50",
    );
    expect(replyBillOverdue("2026-03-10", "conta Enel", null)).toBe(
      "📄 Essa conta venceu em 10/03/2026. Se já pagou, me diga, por exemplo: paguei conta Enel",
    );
  });
});
