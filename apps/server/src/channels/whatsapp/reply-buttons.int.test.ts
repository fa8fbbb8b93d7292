import { testEngines } from "@tostao/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { RECEIPTS } from "../../media/samples/receipt-specs.ts";
import { receiptLines } from "../../media/samples/receipt-texts.ts";
import { renderPhoto } from "../../media/samples/render.ts";
import { deliver, useAssistantTestApp, waitFor, waitForQuiet } from "../../testing/assistant-app.ts";
import type { FakeSent } from "./fake-graph-api.ts";
import type { FakePerson } from "./fake-graph-payloads.ts";

// Reply buttons and lists through the whole app: the assistant sends Meta's interactive payloads
// to the local Graph API (which checks them as Meta does), the person taps, and the tap's id (not
// its title) answers the question waiting in the conversation, once.
const NOW = new Date("2026-11-22T12:00:00-03:00");
const PHONE = "5511955551234";

// A supermarket receipt (R$ 65,95, with its access key), photographed slightly askew.
let receiptPhoto: Buffer;
beforeAll(async () => {
  const spec = RECEIPTS[0]?.spec;
  if (!spec) throw new Error("sample set changed");
  receiptPhoto = await renderPhoto(receiptLines(spec), { rotate: 2, noise: 6 });
}, 60_000);

interface Button {
  id: string;
  title: string;
}

/** The buttons (or list rows) of an interactive message, as Meta's payload carries them. */
function choicesOf(message: FakeSent | undefined): Button[] {
  const interactive = message?.interactive as
    | {
        type: string;
        action: {
          buttons?: Array<{ reply: Button }>;
          sections?: Array<{ rows: Button[] }>;
        };
      }
    | undefined;
  if (!interactive) return [];
  if (interactive.type === "button") return (interactive.action.buttons ?? []).map((b) => b.reply);
  return (interactive.action.sections ?? []).flatMap((s) =>
    s.rows.map((r) => ({ id: r.id, title: r.title })),
  );
}

describe.each(testEngines())("reply buttons and lists (%s)", (engine) => {
  const t = useAssistantTestApp(engine, { now: () => NOW });
  let ana: FakePerson;

  async function answered(before: number, what: string, timeoutMs = 15_000): Promise<FakeSent> {
    await waitFor(() => t.graph.sent().length > before, timeoutMs, what);
    await waitForQuiet(t, what);
    const last = t.graph.sent().slice(before).at(-1);
    if (!last) throw new Error(`no answer to ${what}`);
    return last;
  }
  async function says(text: string): Promise<FakeSent> {
    const before = t.graph.sent().length;
    await deliver(t, t.graph.says(ana, text));
    return answered(before, `"${text}"`);
  }
  async function taps(
    message: FakeSent,
    title: string,
    kind: "button_reply" | "list_reply" = "button_reply",
  ) {
    const button = choicesOf(message).find((b) => b.title === title);
    if (!button) throw new Error(`no button "${title}" in ${JSON.stringify(message.interactive)}`);
    const before = t.graph.sent().length;
    await deliver(t, t.graph.taps(ana, { kind, id: button.id, title, contextId: message.id }));
    return answered(before, `the tap on "${title}"`);
  }
  /** Sends the receipt photo; waits for its answer (the photo is read first: slower). */
  async function sendsReceipt(): Promise<FakeSent> {
    const before = t.graph.sent().length;
    await deliver(t, t.graph.sendsImage(ana, t.graph.addMedia(receiptPhoto, "image/jpeg")));
    return answered(before, "the receipt photo", 90_000);
  }
  const books = () =>
    t.db.query<{ amount: number; category: string; card: string | null }>(
      `SELECT t.amount_centavos::int AS amount, c.name AS category, k.name AS card
       FROM transactions t LEFT JOIN categories c ON c.id = t.category_id LEFT JOIN cards k ON k.id = t.card_id
       ORDER BY t.id`,
    );

  it("asks to confirm with Sim / Não buttons and books the record exactly once on a tap", async () => {
    ana = t.graph.person({ phone: PHONE, name: "Ana" });
    await says("oi");
    const question = await says("minha esposa gastou 200 no mercado");
    expect(question.type).toBe("interactive");
    expect(question.body).toContain("Responda *sim* ou *não*");
    expect(choicesOf(question).map((b) => b.title)).toEqual(["Sim", "Não"]);
    // the ids name the question, not the words on the button
    expect(choicesOf(question)[0]?.id).toMatch(/^q\d+-[0-9a-z]+:sim$/);

    const booked = await taps(question, "Sim");
    expect(booked.body).toContain("Despesa registrada: R$ 200,00 em Mercado");
    expect(await books()).toEqual([{ amount: 20000, category: "Mercado", card: null }]);

    // a double tap changes nothing, and says so briefly
    const again = await taps(question, "Sim");
    expect(again.body).toBe("👍 Isso já foi feito; não mudei nada de novo.");
    expect(again.type).toBe("text");
    // the other button of the same, answered, question
    expect((await taps(question, "Não")).body).toContain("Essa pergunta já foi respondida");
    expect(await books()).toHaveLength(1);
    // those taps left the record's own buttons waiting
    expect((await taps(booked, "Desfazer")).body).toContain("↩️ Desfeito");
    expect(await books()).toHaveLength(0);
  });

  it("puts Desfazer, Era outro cartão and Outra categoria under a record, each answered by its id", async () => {
    await says("meu cartão nubank fecha dia 3 e vence dia 10");
    await says("meu cartão inter fecha dia 5 e vence dia 12");
    const record = await says("gastei 80 no mercado no nubank");
    expect(record.body).toContain("R$ 80,00");
    expect(choicesOf(record).map((b) => b.title)).toEqual([
      "Desfazer",
      "Era outro cartão",
      "Outra categoria",
    ]);

    // "Era outro cartão": the other cards, then the purchase moves to the one tapped
    const which = await taps(record, "Era outro cartão");
    expect(which.body).toContain("Em qual cartão foi R$ 80,00 em Mercado");
    expect(choicesOf(which).map((b) => b.title)).toEqual(["Inter"]);
    const moved = await taps(which, "Inter");
    expect(moved.body).toContain("Inter");
    expect((await books()).at(-1)).toMatchObject({ amount: 8000, card: "Inter" });

    // "Outra categoria" under a newer record: a list of the person's categories of that kind
    const lunch = await says("almoço 35");
    expect(choicesOf(lunch).map((b) => b.title)).toEqual(["Desfazer", "Outra categoria"]);
    const categories = await taps(lunch, "Outra categoria");
    expect(categories.type).toBe("interactive");
    expect((categories.interactive as { type: string }).type).toBe("list");
    const titles = choicesOf(categories).map((b) => b.title);
    expect(titles.length).toBeGreaterThan(3);
    expect(titles.length).toBeLessThanOrEqual(10);
    expect(titles).not.toContain("Alimentação");
    expect(titles).toContain("Lazer");
    const recategorised = await taps(categories, "Lazer", "list_reply");
    expect(recategorised.body).toContain("categoria Lazer");
    expect((await books()).at(-1)).toMatchObject({ amount: 3500, category: "Lazer" });
  });

  it("undoes by the button, once, and answers an older message's button honestly", async () => {
    const first = await says("uber 25");
    const second = await says("padaria 12");
    const before = (await books()).length;
    const undone = await taps(second, "Desfazer");
    expect(undone.body).toContain("↩️ Desfeito");
    expect(await books()).toHaveLength(before - 1);
    expect((await taps(second, "Desfazer")).body).toBe("👍 Isso já foi feito; não mudei nada de novo.");
    // the first record's buttons were replaced by the second's: nothing is undone by them
    const stale = await taps(first, "Desfazer");
    expect(stale.body).toContain("Esse botão é de uma pergunta que já expirou");
    expect(await books()).toHaveLength(before - 1);
    expect((await books()).at(-1)).toMatchObject({ amount: 2500 });
  });

  it("still takes typed answers, and a tap whose id was never ours changes nothing", async () => {
    const question = await says("meu irmão gastou 300");
    const typed = await says("sim");
    expect(typed.body).toContain("R$ 300,00");
    const count = (await books()).length;
    // a tap on the question's button after it was answered by typing
    expect((await taps(question, "Não")).body).toContain("Essa pergunta já foi respondida");
    const before = t.graph.sent().length;
    await deliver(
      t,
      t.graph.taps(ana, { kind: "button_reply", id: "q999-zz:sim", title: "Sim", contextId: "x" }),
    );
    expect((await answered(before, "a forged tap")).body).toContain(
      "Esse botão é de uma pergunta que já expirou",
    );
    expect(await books()).toHaveLength(count);
  });

  it("puts the same buttons under a receipt read from a photo: Desfazer once, then Outra categoria", async () => {
    const receipt = (amount: number) => books().then((rows) => rows.filter((r) => r.amount === amount));
    const booked = await sendsReceipt();
    expect(booked.body).toContain("R$ 65,95");
    expect(booked.type).toBe("interactive");
    expect(choicesOf(booked).map((b) => b.title)).toEqual(["Desfazer", "Outra categoria"]);
    expect(await receipt(6595)).toHaveLength(1);

    // Desfazer by its id: the record goes, once; a double tap changes nothing
    expect((await taps(booked, "Desfazer")).body).toContain("↩️ Desfeito");
    expect(await receipt(6595)).toHaveLength(0);
    expect((await taps(booked, "Desfazer")).body).toBe("👍 Isso já foi feito; não mudei nada de novo.");
    expect(await receipt(6595)).toHaveLength(0);

    // undone, the same receipt is no duplicate: sent again, it is booked again, with its buttons
    const again = await sendsReceipt();
    expect(again.body).toContain("R$ 65,95");
    const [before] = await receipt(6595);
    const categories = await taps(again, "Outra categoria");
    expect((categories.interactive as { type: string }).type).toBe("list");
    const titles = choicesOf(categories).map((b) => b.title);
    expect(titles).not.toContain(before?.category);
    const other = titles[0] as string;
    const moved = await taps(categories, other, "list_reply");
    expect(moved.body).toContain(`categoria ${other}`);
    expect(await receipt(6595)).toEqual([{ amount: 6595, category: other, card: null }]);
  }, 240_000);
});
