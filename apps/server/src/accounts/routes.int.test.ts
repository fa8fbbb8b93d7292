// The dashboard's import: upload (multipart), preview, confirm, undo through the operation; the
// accounts with their balances and the month ahead; a file that is not a statement refused in pt-BR.
import { readFileSync } from "node:fs";
import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { useMeTestApp } from "../dashboard/testing.ts";

const dir = new URL("../../../../packages/core/src/statements/corpus/", import.meta.url);

function upload(name: string, bytes: Uint8Array = readFileSync(new URL(name, dir))) {
  const form = new FormData();
  form.set("file", new Blob([bytes], { type: "text/csv" }), name);
  return { method: "POST", body: form };
}

describe.each(testEngines())("/api/me/imports and /api/me/accounts (%s)", (engine) => {
  const t = useMeTestApp(engine);

  it("previews, confirms and undoes an upload; balances and the month ahead follow", async () => {
    const me = await t.person("+5511977776666");
    const res = await t.as(me, "/api/me/imports", upload("inter-conta.csv"));
    expect(res.status).toBe(201);
    const preview = (await res.json()) as {
      id: number;
      bank: string;
      account: { id: number | null; name: string };
      counts: Record<string, number>;
      entries: { action: string; description: string }[];
    };
    expect(preview.bank).toBe("Inter");
    expect(preview.account).toEqual({ id: null, name: "Inter", kind: "checking" });
    expect(preview.counts.new).toBe(preview.entries.length);
    // Nothing is in the books before the person confirms.
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);

    const confirmed = await t.as(me, `/api/me/imports/${preview.id}/confirm`, { method: "POST", json: {} });
    expect(confirmed.status).toBe(200);
    const result = (await confirmed.json()) as {
      operationId: number;
      added: number;
      account: { id: number };
    };
    expect(result.added).toBe(preview.entries.length);
    const again = await t.as(me, `/api/me/imports/${preview.id}/confirm`, { method: "POST", json: {} });
    expect(again.status).toBe(409);

    const accounts = (await (await t.as(me, "/api/me/accounts")).json()) as {
      items: { name: string }[];
      balances: { accounts: { name: string; balance: number }[] };
    };
    expect(accounts.items.map((a) => a.name)).toEqual(["Inter"]);
    const ahead = (await (await t.as(me, "/api/me/month-ahead")).json()) as {
      series: unknown[];
      endsOn: string;
    };
    expect(ahead.endsOn).toBe("month_end");
    expect(ahead.series.length).toBeGreaterThan(0);

    // The bill paid and the money moved to savings are listed apart, as transfers.
    const moved = (await (await t.as(me, "/api/me/transfers")).json()) as {
      items: { from: string | null; to: string | null; amount: number }[];
    };
    const [count] = await t.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM account_transfers");
    expect(moved.items).toHaveLength(count?.n ?? -1);
    expect(moved.items.every((m) => m.from === "Inter" || m.to === "Inter")).toBe(true);
    const badDates = await t.as(me, "/api/me/transfers?from=ontem");
    expect(badDates.status).toBe(400);

    const undone = await t.as(me, `/api/me/operations/${result.operationId}/undo`, { method: "POST" });
    expect(undone.status).toBe(200);
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
    expect(await t.db.query("SELECT 1 FROM account_transfers")).toHaveLength(0);
  });

  it("says the side assumed for a file that does not say it, and reads it as the side sent with it", async () => {
    const me = await t.person("+5511977771122");
    const view = async (form: { method: string; body: FormData }) =>
      (await (await t.as(me, "/api/me/imports", form)).json()) as {
        side: string;
        sideFrom: string | null;
        cardSigns: string[];
        account: { kind: string };
      };
    const assumed = await view(upload("movimentacao.csv"));
    expect(assumed).toMatchObject({
      side: "account",
      sideFrom: "assumed",
      cardSigns: ["pagamento da fatura contra as compras"],
      account: { kind: "checking" },
    });
    const asCard = upload("movimentacao.csv");
    asCard.body.set("side", "card");
    expect(await view(asCard)).toMatchObject({
      side: "card",
      sideFrom: null,
      cardSigns: [],
      account: { kind: "card" },
    });
    // A file that states its side keeps it.
    const stated = upload("inter-conta.csv");
    stated.body.set("side", "card");
    expect(await view(stated)).toMatchObject({ side: "account", sideFrom: null });
  });

  it("previews an OFX holding an account's and a card's statements as one offer per account, imports each into its own and undoes both", async () => {
    const me = await t.person("+5511977773333");
    // The conta corrente the person keeps already: the account's statement goes there.
    const created = await t.as(me, "/api/me/accounts", {
      method: "POST",
      json: { name: "Itaú", kind: "checking", openingOn: "2026-10-01" },
    });
    const itau = ((await created.json()) as { item: { id: number } }).item.id;
    const res = await t.as(me, "/api/me/imports", upload("itau-conta-e-cartao.ofx"));
    expect(res.status).toBe(201);
    type Part = {
      id: number;
      side: string;
      layout: string;
      from: string;
      to: string;
      closingBalance: { amount: number } | null;
      account: { id: number | null; name: string; kind: string };
      counts: Record<string, number>;
      entries: { index: number; description: string; category: string | null }[];
    };
    const preview = (await res.json()) as Part & { more: Part[] };
    const parts = [preview, ...preview.more];
    expect(
      parts.map((p) => [p.side, p.layout, p.account, p.counts.new, p.from, p.to, p.closingBalance?.amount]),
    ).toEqual([
      [
        "account",
        "ofx-conta",
        { id: itau, name: "Itaú", kind: "checking" },
        3,
        "2026-11-05",
        "2026-11-12",
        312975,
      ],
      [
        "card",
        "ofx-cartao",
        { id: null, name: "Cartão Itaú", kind: "card" },
        5,
        "2026-11-02",
        "2026-11-15",
        -120321,
      ],
    ]);
    // Entries are numbered through the whole file, so a category changed on the card's is its own.
    expect(parts.flatMap((p) => p.entries.map((e) => e.index))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const magalu = preview.more[0]?.entries.find((e) => e.description === "Magalu");
    expect(magalu?.index).toBe(4);
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);

    const confirmed = await t.as(me, `/api/me/imports/${preview.id}/confirm`, {
      method: "POST",
      json: { categories: [{ index: 4, category: "Lazer" }] },
    });
    expect(confirmed.status).toBe(200);
    const result = (await confirmed.json()) as {
      operationId: number;
      added: number;
      parts: { account: { name: string }; added: number }[];
    };
    expect(result.added).toBe(8);
    expect(result.parts.map((p) => [p.account.name, p.added])).toEqual([
      ["Itaú", 3],
      ["Cartão Itaú", 5],
    ]);
    const records = await t.db.query<{ account: string; description: string; category: string | null }>(
      `SELECT a.name AS account, t.description, c.name AS category FROM transactions t
       JOIN accounts a ON a.id = t.account_id LEFT JOIN categories c ON c.id = t.category_id ORDER BY t.id`,
    );
    expect(records.map((r) => `${r.account}: ${r.description}`)).toEqual([
      "Itaú: Sispag Salario",
      "Itaú: Claro",
      "Cartão Itaú: Netflix",
      "Cartão Itaú: Magalu",
      "Cartão Itaú: Iof Compra Internacional",
      "Cartão Itaú: Netflix",
    ]);
    expect(records.find((r) => r.description === "Magalu")?.category).toBe("Lazer");
    // The conta corrente takes the balance its own statement states, not the card's.
    const [stated] = await t.db.query<{ cents: number }>(
      "SELECT stated_balance_centavos::int AS cents FROM accounts WHERE id = $1",
      [itau],
    );
    expect(stated?.cents).toBe(312_975);
    // Both offers answered: neither is confirmed again, and the file again adds nothing.
    expect(
      (await t.as(me, `/api/me/imports/${preview.more[0]?.id}/confirm`, { method: "POST", json: {} })).status,
    ).toBe(409);
    const again = (await (
      await t.as(me, "/api/me/imports", upload("itau-conta-e-cartao.ofx"))
    ).json()) as Part & {
      more: Part[];
    };
    expect([again, ...again.more].map((p) => [p.account.name, p.counts])).toEqual([
      ["Itaú", { new: 0, imported_before: 3, matches_record: 0 }],
      ["Cartão Itaú", { new: 0, imported_before: 5, matches_record: 0 }],
    ]);
    await t.as(me, `/api/me/imports/${again.id}/cancel`, { method: "POST" });

    // One undo takes the whole file back: both statements' entries, and the card account it created.
    const undone = await t.as(me, `/api/me/operations/${result.operationId}/undo`, { method: "POST" });
    expect(undone.status).toBe(200);
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
    expect(await t.db.query("SELECT 1 FROM account_transfers")).toHaveLength(0);
    const left = await t.db.query<{ name: string }>("SELECT name FROM accounts WHERE user_id = $1", [me]);
    expect(left.map((a) => a.name)).toEqual(["Itaú"]);
  });

  it("lists every transfer of a period a page at a time, past 500, with the count and sum of all", async () => {
    const me = await t.person("+5511977774444");
    const userId = me;
    const created = await t.as(me, "/api/me/accounts", {
      method: "POST",
      json: { name: "Itaú", kind: "checking", openingOn: "2026-01-01" },
    });
    expect(created.status).toBe(201);
    const itau = ((await created.json()) as { item: { id: number } }).item.id;
    // 620 transfers in March, ten a day over 62 days from 01/02, R$ 1,00 to R$ 620,00;
    // three share each day so the pages must break ties by id.
    await t.db.query(
      `INSERT INTO account_transfers (user_id, date, amount_centavos, from_account_id, description)
       SELECT $1, date '2026-02-01' + (n % 62), n * 100, $2, 'poupança ' || n FROM generate_series(1, 620) n`,
      [userId, itau],
    );
    type Page = {
      items: { id: number; date: string; amount: number }[];
      totals: { count: number; amount: number };
      nextCursor: string | null;
    };
    const all = async (query: string) => {
      const pages: Page[] = [];
      let cursor: string | null = "";
      while (cursor !== null) {
        const res = await t.as(me, `/api/me/transfers?${query}${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.status).toBe(200);
        const page = (await res.json()) as Page;
        pages.push(page);
        cursor = page.nextCursor;
      }
      return pages;
    };
    const everything = await all("limit=500");
    expect(everything.map((p) => p.items.length)).toEqual([500, 120]);
    const items = everything.flatMap((p) => p.items);
    expect(new Set(items.map((i) => i.id)).size).toBe(620);
    const order = items.map((i) => `${i.date}:${String(i.id).padStart(6, "0")}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(everything[0]?.totals).toEqual({ count: 620, amount: ((620 * 621) / 2) * 100 });
    // March alone, 100 at a time (the default): each day of March once or twice.
    const march = await all("from=2026-03-01&to=2026-03-31");
    const marchItems = march.flatMap((p) => p.items);
    const [expected] = (await t.db.query<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, sum(amount_centavos)::bigint AS sum FROM account_transfers
       WHERE user_id = $1 AND date BETWEEN '2026-03-01' AND '2026-03-31'`,
      [userId],
    )) as [{ n: number; sum: number }];
    expect(marchItems).toHaveLength(expected.n);
    expect(march.every((p) => p.items.length <= 100)).toBe(true);
    expect(march[0]?.totals).toEqual({ count: expected.n, amount: Number(expected.sum) });
    expect(marchItems.reduce((sum, i) => sum + i.amount, 0)).toBe(Number(expected.sum));
    // A page too large, or a cursor not given by the server, is refused.
    expect((await t.as(me, "/api/me/transfers?limit=501")).status).toBe(400);
    expect((await t.as(me, "/api/me/transfers?cursor=xyz")).status).toBe(400);
  });

  it("shows the lines left out because their date or amount could not be read, and dates yearless lines from today", async () => {
    const me = await t.person("+5511977775555");
    const csv = new TextEncoder().encode(
      "Data;Descrição;Valor\n05/11;PADARIA;-10,00\n31/11;LOJA;-20,00\n06/11;Pagamento recebido;30,00\n",
    );
    const res = await t.as(me, "/api/me/imports", upload("fatura-cartao.csv", csv));
    expect(res.status).toBe(201);
    const preview = (await res.json()) as { unreadable: number; entries: { date: string }[] };
    expect(preview.unreadable).toBe(1);
    expect(preview.entries.map((e) => e.date.slice(5))).toEqual(["11-05", "11-06"]);
  });

  it("asks which account a file with no account number goes to when the person has two of its bank, and never guesses", async () => {
    const me = await t.person("+5511977771133");
    const account = async (name: string) =>
      (await (
        await t.as(me, "/api/me/accounts", {
          method: "POST",
          json: { name, kind: "checking", openingOn: "2026-01-01" },
        })
      ).json()) as { item: { id: number } };
    // One Nubank account: used, as before.
    const first = (await account("Nubank")).item.id;
    const one = (await (await t.as(me, "/api/me/imports", upload("nubank-conta.csv"))).json()) as {
      id: number;
      account: { id: number | null };
      accountChoices: unknown[];
    };
    expect(one.account.id).toBe(first);
    expect(one.accountChoices).toEqual([]);
    await t.as(me, `/api/me/imports/${one.id}/cancel`, { method: "POST" });
    // Two: the preview asks, and confirming before a pick writes nothing.
    const second = (await account("Nubank PJ")).item.id;
    const res = await t.as(me, "/api/me/imports", upload("nubank-conta.csv"));
    expect(res.status).toBe(201);
    const asked = (await res.json()) as {
      id: number;
      account: { id: number | null; name: string };
      accountChoices: { id: number; name: string }[];
    };
    expect(asked.account).toEqual({ id: null, name: "", kind: "checking" });
    expect(asked.accountChoices.map((a) => [a.id, a.name])).toEqual([
      [first, "Nubank"],
      [second, "Nubank PJ"],
    ]);
    const early = await t.as(me, `/api/me/imports/${asked.id}/confirm`, { method: "POST", json: {} });
    expect(early.status).toBe(409);
    const refusal = (await early.json()) as { error: { code: string; message: string } };
    expect(refusal.error.message).toBe("Escolha em qual conta importar esse extrato antes de confirmar.");
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
    // Picked: the file goes there, once; sent again, it is found imported in that account.
    await t.as(me, `/api/me/imports/${asked.id}/cancel`, { method: "POST" });
    const picked = upload("nubank-conta.csv");
    picked.body.set("accountId", String(second));
    const chosen = (await (await t.as(me, "/api/me/imports", picked)).json()) as {
      id: number;
      account: { id: number };
      counts: { new: number };
    };
    expect(chosen.account.id).toBe(second);
    const done = await t.as(me, `/api/me/imports/${chosen.id}/confirm`, { method: "POST", json: {} });
    expect(done.status).toBe(200);
    const again = (await (await t.as(me, "/api/me/imports", upload("nubank-conta.csv"))).json()) as {
      account: { id: number | null };
      accountChoices: unknown[];
      counts: { new: number; imported_before: number };
    };
    expect(again.accountChoices).toEqual([]);
    expect(again.account.id).toBe(second);
    expect(again.counts.new).toBe(0);
    // An account that is not the person's is refused in JSON.
    const stranger = upload("nubank-conta.csv");
    stranger.body.set("accountId", "999999");
    const refused = await t.as(me, "/api/me/imports", stranger);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Conta não encontrada.",
    );
  });

  it("takes an account picked for each statement of a file holding two with no account number", async () => {
    const me = await t.person("+5511977771144");
    const account = async (name: string) =>
      (
        (await (
          await t.as(me, "/api/me/accounts", {
            method: "POST",
            json: { name, kind: "checking", openingOn: "2026-01-01" },
          })
        ).json()) as { item: { id: number } }
      ).item.id;
    const nubank = await account("Nubank");
    const pj = await account("Nubank PJ");
    const part = (day: string, id: string) =>
      `<STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>0260<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>202603${day}<TRNAMT>-45.90<FITID>${id}<MEMO>Compra no débito - PADARIA</STMTTRN></BANKTRANLIST></STMTRS>`;
    const ofx = new TextEncoder().encode(
      `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1>${part("03", "a1")}${part("04", "b1")}</BANKMSGSRSV1></OFX>`,
    );
    type Part = { id: number; account: { id: number | null }; accountChoices: { id: number }[] };
    const asked = (await (await t.as(me, "/api/me/imports", upload("nubank.ofx", ofx))).json()) as Part & {
      more: Part[];
    };
    expect([asked, ...asked.more].map((p) => p.accountChoices.map((a) => a.id))).toEqual([
      [nubank, pj],
      [nubank, pj],
    ]);
    await t.as(me, `/api/me/imports/${asked.id}/cancel`, { method: "POST" });
    // Picked for the first: the second goes to the account left, the two statements being two accounts.
    const picked = upload("nubank.ofx", ofx);
    picked.body.set("accountId", `${pj},`);
    const chosen = (await (await t.as(me, "/api/me/imports", picked)).json()) as Part & { more: Part[] };
    expect([chosen, ...chosen.more].map((p) => [p.account.id, p.accountChoices.length])).toEqual([
      [pj, 0],
      [nubank, 0],
    ]);
    const done = await t.as(me, `/api/me/imports/${chosen.id}/confirm`, { method: "POST", json: {} });
    expect(done.status).toBe(200);
    const placed = await t.db.query<{ account: number; date: string }>(
      "SELECT account_id::int AS account, date::text FROM transactions WHERE user_id = $1 ORDER BY date",
      [me],
    );
    expect(placed).toEqual([
      { account: pj, date: "2026-03-03" },
      { account: nubank, date: "2026-03-04" },
    ]);
  });

  it("refuses a file that is not a statement, in pt-BR, and another person's import", async () => {
    const me = await t.person("+5511977775555");
    const bad = await t.as(me, "/api/me/imports", upload("nao-e-extrato.txt"));
    expect(bad.status).toBe(415);
    const body = (await bad.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("unsupported_media_type");
    expect(body.error.message).toMatch(/extrato|OFX|CSV/);
    const photo = await t.as(
      me,
      "/api/me/imports",
      upload("x.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])),
    );
    expect(photo.status).toBe(415);

    const other = await t.person("+5511977774444");
    const mine = (await (await t.as(me, "/api/me/imports", upload("c6-conta.csv"))).json()) as { id: number };
    expect(
      (await t.as(other, `/api/me/imports/${mine.id}/confirm`, { method: "POST", json: {} })).status,
    ).toBe(404);
  });
});
