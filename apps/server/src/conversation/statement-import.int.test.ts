// Statement files and card bills sent in chat: an import offer kept in the conversation state,
// imported once on "importar", dropped on "cancelar", nothing doubled, one "desfaz" takes it back.
import { readFileSync } from "node:fs";
import { testEngines } from "@tostao/db/testing";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../books/accounts.ts";
import { renderTextPdf } from "../media/samples/render.ts";
import { whatsappConversation } from "../media/testing/whatsapp-conversation.ts";
import { type AssistantTestApp, createAssistantTestApp } from "../testing/assistant-app.ts";

const NOW = new Date("2026-11-24T12:00:00-03:00");
const corpus = new URL("../../../../packages/core/src/statements/corpus/", import.meta.url);
const file = (name: string) => new Uint8Array(readFileSync(new URL(name, corpus)));
let bill: Uint8Array;

beforeAll(async () => {
  bill = await renderTextPdf([
    "Itaú Uniclass - Mastercard Platinum",
    "Fatura do cartão de crédito - final 1234",
    ["Total da fatura", "R$ 544,65"],
    ["Vencimento", "05/12/2026"],
    ["Emissão", "23/11/2026"],
    "Compras nacionais",
    ["21/11 POSTO IPIRANGA", "142,00"],
    ["22/11 DROGASIL 123", "89,90"],
    ["23/11 RESTAURANTE OUTBACK", "312,75"],
  ]);
});

describe.each(testEngines())("statements sent in chat (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });
  const expenses = () =>
    t.db.query<{ amount: number; description: string }>(
      "SELECT amount_centavos::int AS amount, description FROM transactions ORDER BY amount_centavos",
    );
  const count = async (table: string) =>
    Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);
  const pending = async () => {
    const rows = await t.db.query<{ state: { pending: { type: string; importId: number } | null } }>(
      "SELECT state FROM conversation_states",
    );
    const raw = rows[0]?.state;
    return (typeof raw === "string" ? JSON.parse(raw) : raw)?.pending ?? null;
  };

  /** A person in chat with current accounts of these names, made on the dashboard. */
  const chatWithAccounts = async (phone: string, names: readonly string[]) => {
    t = await createAssistantTestApp(engine, { now: () => new Date("2026-04-02T12:00:00-03:00") });
    const chat = whatsappConversation(() => t, phone);
    await chat.say("oi");
    const [user] = await t.db.query<{ id: number }>("SELECT id FROM users");
    const actor = {
      userId: Number(user?.id),
      book: "personal" as const,
      source: "dashboard" as const,
      now: NOW,
    };
    for (const name of names)
      await t.db.transaction((tx) =>
        createAccount(tx, actor, { name, kind: "checking", openingOn: "2026-01-01" }),
      );
    return chat;
  };

  it("offers only what chat did not record from a card bill's PDF, imports it on 'importar', and only once", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const chat = whatsappConversation(() => t, "5511933332222");
    await chat.say("gastei 89,90 na drogasil");
    await chat.say("gastei 142 de gasolina");
    // One message: what was read (and its reminder), then the offer.
    const answers = await chat.sendPdf(bill);
    expect(answers).toHaveLength(1);
    const [read, offer] = (answers[0] ?? "").split(/\n\n(?=💳 Fatura)/);
    expect(read).toContain("Lembrete criado");
    expect(offer).toMatch(/^💳 Fatura .*21\/11 a 23\/11\/2026\n/);
    expect(offer).toContain("1 lançamento novo: saiu R$ 312,75.");
    expect(offer).toContain("2 já estavam nos seus registros e não entram de novo.");
    expect(offer).toContain("Importar? Responda importar ou cancelar.");
    expect(await pending()).toMatchObject({ type: "import_statement", card: true });
    // The old table of card bill offers is gone: the offer is a statement import.
    expect(await count("statement_imports")).toBe(1);
    const [imported] = await chat.say("importar");
    expect(imported).toMatch(
      /^✅ Importei 1 lançamento em .+ \(saiu R\$ 312,75\)\.\n2 que já estavam registrados não foram repetidos\./,
    );
    expect((await expenses()).map((e) => e.amount)).toEqual([8990, 14200, 31275]);
    // The offer is used up: a second "importar" imports nothing.
    expect((await chat.say("importar")).join("\n")).not.toContain("Importei");
    expect(await expenses()).toHaveLength(3);
    // The same bill again adds nothing.
    const [again] = await chat.sendPdf(bill);
    expect(again).toContain("os 3 lançamentos já estavam nos seus registros. Nada a importar.");
  }, 120_000);

  it("imports an OFX sent as a document, dedupes a second sending, undoes it whole, and cancels on 'cancelar'", async () => {
    t = await createAssistantTestApp(engine, { now: () => new Date("2026-04-02T12:00:00-03:00") });
    const chat = whatsappConversation(() => t, "5511933335555");
    await chat.say("oi");
    const ofx = file("nubank-conta.ofx");
    const [offer] = await chat.sendDocument(ofx, "NU_2026_03.ofx", "application/x-ofx");
    expect(offer).toBe(
      [
        "🏦 Extrato Nubank, 01/03 a 06/03/2026",
        "Conta: Nubank (nova, criada ao importar)",
        "5 lançamentos novos: entrou R$ 3.500,00, saiu R$ 1.922,35.",
        "Importar os 5? Responda importar ou cancelar.",
      ].join("\n"),
    );
    const [done] = await chat.say("pode importar");
    expect(done).toBe(
      '✅ Importei 5 lançamentos em Nubank (entrou R$ 3.500,00, saiu R$ 1.922,35).\nSe algo estiver errado, diga "desfaz" e eu tiro a importação inteira.',
    );
    // Spending, income and the investment are records; the card bill paid is a transfer.
    expect(await count("transactions")).toBe(4);
    expect(await count("account_transfers")).toBe(1);
    // The reading kept for the message shrinks to its file's name once the offer is made.
    const readings = await t.db.query<{ fields: unknown }>(
      "SELECT fields FROM media_readings WHERE outcome = 'statement'",
    );
    expect(JSON.stringify(readings[0]?.fields)).not.toContain("iFood");

    const [same] = await chat.sendDocument(ofx, "NU_2026_03.ofx", "application/x-ofx");
    expect(same).toBe(
      "🏦 Extrato Nubank, 01/03 a 06/03/2026: os 5 lançamentos já estavam nos seus registros. Nada a importar.",
    );
    expect(await pending()).toBeNull();

    const [undone] = await chat.say("desfaz");
    expect(undone).toContain("Desfeito");
    expect(await count("transactions")).toBe(0);
    expect(await count("account_transfers")).toBe(0);
    // The account the import created goes with it, balance and all: sent again, it is offered anew.
    expect(await count("accounts")).toBe(0);

    const [offered] = await chat.sendDocument(ofx, "NU_2026_03.ofx", "application/x-ofx");
    expect(offered).toContain("Conta: Nubank (nova, criada ao importar)\n5 lançamentos novos");
    expect(await chat.say("cancelar")).toEqual(["Tudo bem, não importei nada desse arquivo."]);
    expect(await count("transactions")).toBe(0);
    const statuses = await t.db.query<{ status: string }>("SELECT status FROM statement_imports ORDER BY id");
    expect(statuses.map((s) => s.status)).toEqual(["imported", "cancelled", "cancelled"]);

    // A text file that is no statement gets the reason, not an offer.
    const [refused] = await chat.sendDocument(file("nao-e-extrato.txt"), "notas.txt", "text/plain");
    expect(refused).toContain("Não reconheci esse arquivo como extrato");
    expect(await pending()).toBeNull();
  }, 120_000);

  it("offers an OFX holding an account's and a card's statements as one offer per account, imports each into its own, once, and 'desfaz' takes both back", async () => {
    t = await createAssistantTestApp(engine, { now: () => new Date("2026-12-02T12:00:00-03:00") });
    const chat = whatsappConversation(() => t, "5511933336666");
    await chat.say("oi");
    const ofx = file("itau-conta-e-cartao.ofx");
    const [offer] = await chat.sendDocument(ofx, "itau-novembro.ofx", "application/x-ofx");
    expect(offer).toBe(
      [
        "📂 Esse arquivo traz 2 extratos, cada um para a sua conta:",
        "",
        "🏦 Extrato Itaú, 05/11 a 12/11/2026",
        "Conta: Itaú (nova, criada ao importar)",
        "3 lançamentos novos: entrou R$ 4.200,00, saiu R$ 1.070,25.",
        "",
        "💳 Fatura Itaú, 02/11 a 15/11/2026",
        "Cartão: Cartão Itaú (nova, criada ao importar)",
        "5 lançamentos novos: entrou R$ 1.040,25, saiu R$ 313,11.",
        "",
        "Importar os 8? Responda importar ou cancelar.",
      ].join("\n"),
    );
    expect(await pending()).toMatchObject({ type: "import_statement" });
    const [done] = await chat.say("importar");
    expect(done).toBe(
      [
        "✅ Importei 3 lançamentos em Itaú (entrou R$ 4.200,00, saiu R$ 1.070,25).",
        "✅ Importei 5 lançamentos em Cartão Itaú (entrou R$ 1.040,25, saiu R$ 313,11).",
        'Se algo estiver errado, diga "desfaz" e eu tiro a importação inteira.',
      ].join("\n"),
    );
    // Each statement in its own account: the salary and the phone bill in the conta corrente, the
    // purchases and the refund on the card, each bill paid a transfer on its own side.
    const placed = await t.db.query<{ kind: string; account: string; what: string }>(
      `SELECT a.kind, a.name AS account, t.description AS what FROM transactions t JOIN accounts a ON a.id = t.account_id
       UNION ALL
       SELECT a.kind, a.name, m.kind FROM account_transfers m JOIN accounts a ON a.id = COALESCE(m.from_account_id, m.to_account_id)`,
    );
    expect(placed.map((r) => [r.kind, r.account, r.what].join(" | ")).sort()).toEqual([
      "card | Cartão Itaú | Iof Compra Internacional",
      "card | Cartão Itaú | Magalu",
      "card | Cartão Itaú | Netflix",
      "card | Cartão Itaú | Netflix",
      "card | Cartão Itaú | bill_payment",
      "checking | Itaú | Claro",
      "checking | Itaú | Sispag Salario",
      "checking | Itaú | bill_payment",
    ]);
    const operations = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM books_operations WHERE kind = 'import'",
    );
    expect(operations[0]?.n).toBe(1);

    const [same] = await chat.sendDocument(ofx, "itau-novembro.ofx", "application/x-ofx");
    expect(same).toBe(
      [
        "🏦 Extrato Itaú, 05/11 a 12/11/2026: os 3 lançamentos já estavam nos seus registros. Nada a importar.",
        "💳 Fatura Itaú, 02/11 a 15/11/2026: os 5 lançamentos já estavam nos seus registros. Nada a importar.",
      ].join("\n"),
    );
    expect(await pending()).toBeNull();
    expect(await count("transactions")).toBe(6);

    const [undone] = await chat.say("desfaz");
    expect(undone).toContain("Desfeito");
    expect(await count("transactions")).toBe(0);
    expect(await count("account_transfers")).toBe(0);
    expect(await count("accounts")).toBe(0);

    // Offered again, "cancelar" drops both statements' offers.
    await chat.sendDocument(ofx, "itau-novembro.ofx", "application/x-ofx");
    expect(await chat.say("cancelar")).toEqual(["Tudo bem, não importei nada desse arquivo."]);
    const statuses = await t.db.query<{ status: string }>("SELECT status FROM statement_imports ORDER BY id");
    expect(statuses.map((s) => s.status)).toEqual([
      "imported",
      "imported",
      "cancelled",
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
    expect(await count("transactions")).toBe(0);
  }, 120_000);

  it("asks which of two accounts of the bank a file with no account number goes to, never guessing, then imports it once", async () => {
    const chat = await chatWithAccounts("5511933337777", ["Nubank", "Nubank PJ"]);
    const csv = file("nubank-conta.csv");
    const [offer] = await chat.sendDocument(csv, "NU_2026_03.csv", "text/csv");
    expect(offer?.split("\n").slice(-3)).toEqual([
      "❓ Você tem 2 contas Nubank e o arquivo não diz o número: em qual importo? Responda com o número ou o nome:",
      "1. Nubank",
      "2. Nubank PJ",
    ]);
    expect(offer).not.toContain("Importar");
    expect(await pending()).toMatchObject({ type: "import_statement", accounts: ["Nubank", "Nubank PJ"] });
    // "importar" before the account is picked writes nothing and asks again.
    const [early] = await chat.say("importar");
    expect(early).toContain("Antes de importar, me diga em qual conta.");
    expect(await count("transactions")).toBe(0);
    const [asked] = await chat.say("a 2");
    expect(asked).toContain("Conta: Nubank PJ\n");
    expect(asked).toContain("Responda importar ou cancelar.");
    const [done] = await chat.say("importar");
    expect(done).toMatch(/^✅ Importei \d+ lançamentos em Nubank PJ/);
    const placed = await t.db.query<{ name: string }>(
      "SELECT DISTINCT a.name FROM transactions t JOIN accounts a ON a.id = t.account_id",
    );
    expect(placed.map((r) => r.name)).toEqual(["Nubank PJ"]);
    // Answered twice: nothing more. Sent again: found in Nubank PJ, nothing to import, nothing asked.
    expect((await chat.say("importar")).join("\n")).not.toContain("Importei");
    const before = await count("transactions");
    const [again] = await chat.sendDocument(csv, "NU_2026_03.csv", "text/csv");
    expect(again).toContain("Nada a importar.");
    expect(await count("transactions")).toBe(before);
  }, 120_000);

  it("asks the account of each statement of a file holding two with no account number, one after the other", async () => {
    const chat = await chatWithAccounts("5511933336666", ["Nubank", "Nubank PJ", "Nubank Casa"]);
    const statement = (lines: string[]) =>
      `<STMTTRNRS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>0260<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>${lines.join("")}</BANKTRANLIST></STMTRS></STMTTRNRS>`;
    const line = (day: string, amount: string, memo: string, id: string) =>
      `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>202603${day}<TRNAMT>${amount}<FITID>${id}<MEMO>${memo}</STMTTRN>`;
    const ofx = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1>${statement([
      line("03", "-45.90", "Compra no débito - PADARIA", "a1"),
      line("05", "-120.00", "Transferência enviada pelo Pix - JOANA", "a2"),
    ])}${statement([line("04", "-300.00", "Pagamento de boleto - ALUGUEL", "b1")])}</BANKMSGSRSV1></OFX>`;
    const [offer] = await chat.sendDocument(new TextEncoder().encode(ofx), "nubank.ofx", "application/x-ofx");
    expect(offer).toContain("📂 Esse arquivo traz 2 extratos");
    expect(offer).toContain(
      "❓ Você tem 3 contas Nubank e o arquivo não diz o número: em qual importo? Responda com o número ou o nome:\n1. Nubank\n2. Nubank PJ\n3. Nubank Casa",
    );
    expect(offer).toContain("Conta: pergunto em seguida (o arquivo não diz o número)");
    expect(offer).not.toContain("Importar");
    // The file states each statement's side: not read otherwise, the question still waits.
    expect(await chat.say("é fatura do cartão")).toEqual([
      "Esse arquivo traz 2 extratos e diz que os 2 são extratos de conta, então li assim. Responda importar ou cancelar.",
    ]);
    const [second] = await chat.say("1");
    expect(second).toContain("Conta: Nubank\n");
    // The second statement is asked among the accounts the first did not take.
    expect(second).toContain("❓ Você tem 2 contas Nubank e o arquivo não diz o número: em qual importo?");
    expect(second).toContain("1. Nubank PJ\n2. Nubank Casa");
    expect(await pending()).toMatchObject({
      type: "import_statement",
      accounts: ["Nubank PJ", "Nubank Casa"],
    });
    const [asked] = await chat.say("2");
    expect(asked).toContain("Conta: Nubank\n");
    expect(asked).toContain("Conta: Nubank Casa\n");
    expect(asked).toContain("Importar os 3? Responda importar ou cancelar.");
    await chat.say("importar");
    const placed = await t.db.query<{ name: string; n: number }>(
      "SELECT a.name, count(*)::int AS n FROM transactions t JOIN accounts a ON a.id = t.account_id GROUP BY a.name ORDER BY a.name",
    );
    expect(placed).toEqual([
      { name: "Nubank", n: 2 },
      { name: "Nubank Casa", n: 1 },
    ]);
  }, 120_000);

  it("reads a file whose side was assumed again as the other side when told, offers it anew, and imports it once", async () => {
    t = await createAssistantTestApp(engine, { now: () => new Date("2026-04-02T12:00:00-03:00") });
    const chat = whatsappConversation(() => t, "5511933338888");
    await chat.say("oi");
    const csv = file("movimentacao.csv");
    const [offer] = await chat.sendDocument(csv, "movimentacao.csv", "text/csv");
    expect(offer).toMatch(/^🏦 Extrato, 02\/03 a 14\/03\/2026\n/);
    expect(offer).toContain('Se for fatura do cartão, responda "é fatura" e eu leio de novo.');
    const [card] = await chat.say("é fatura do cartão");
    expect(card).toMatch(
      /^💳 Fatura, 02\/03 a 14\/03\/2026\nCartão: Cartão importado \(nova, criada ao importar\)\n/,
    );
    expect(card).toContain("6 lançamentos novos: entrou R$ 980,00, saiu R$ 511,20.");
    expect(await pending()).toMatchObject({ type: "import_statement", card: true, side: "card" });
    // Said twice: read so already, the offer still waits.
    expect(await chat.say("é do cartão")).toEqual([
      "Já li esse arquivo como fatura do cartão. Responda importar ou cancelar.",
    ]);
    // And back again.
    const [account] = await chat.say("não, é extrato da conta");
    expect(account).toMatch(/^🏦 Extrato, 02\/03 a 14\/03\/2026\nConta: Conta importada/);
    const [card2] = await chat.say("é fatura");
    expect(card2).toMatch(/^💳 Fatura/);
    const [done] = await chat.say("importar");
    expect(done).toMatch(/^✅ Importei 6 lançamentos em Cartão importado/);
    expect(await count("accounts")).toBe(1);
    const offers = await t.db.query<{ status: string; kept: boolean }>(
      "SELECT status, other_side IS NOT NULL AS kept FROM statement_imports ORDER BY id",
    );
    // One offer imported; the ones read before it dropped, none keeping the other reading.
    expect(offers).toEqual([
      { status: "cancelled", kept: false },
      { status: "cancelled", kept: false },
      { status: "cancelled", kept: false },
      { status: "imported", kept: false },
    ]);
    // A file that states its side is not read otherwise.
    await chat.sendDocument(file("nubank-conta.csv"), "NU_2026_03.csv", "text/csv");
    expect(await chat.say("é fatura do cartão")).toEqual([
      "Esse arquivo diz que é extrato de conta, então li assim. Responda importar ou cancelar.",
    ]);
    expect(await pending()).toMatchObject({ type: "import_statement", card: false });
  }, 120_000);
});
