import { describe, expect, it } from "vitest";
import { readOfx } from "./read-ofx.ts";

describe("readOfx", () => {
  it("reads SGML leaves left open and transactions never closed", () => {
    const text = `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>0237<ACCTID>123</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>-10,50<FITID>1<MEMO>PADARIA &amp; CIA
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260303<TRNAMT>20.00<FITID>2<NAME>ANA</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const r = readOfx(text);
    expect(r.version).toBe("ofx1");
    expect(r.bankId).toBe("237");
    expect(r.entries.map((e) => [e.date, e.signed, e.text, e.fitid])).toEqual([
      ["2026-03-02", -1050, "PADARIA & CIA", "1"],
      ["2026-03-03", 2000, "ANA", "2"],
    ]);
  });

  it("reads a card statement of OFX 2 as the card side", () => {
    const text = `<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="220"?><OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>
<CCACCTFROM><ACCTID>9999</ACCTID></CCACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260301</DTPOSTED>
<TRNAMT>-45.90</TRNAMT><FITID>a</FITID><MEMO>Ifd*Ifood</MEMO></STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    const r = readOfx(text);
    expect(r).toMatchObject({ version: "ofx2", side: "card", accountId: "9999" });
    expect(r.entries[0]).toMatchObject({ signed: -4590, text: "Ifd*Ifood" });
  });

  it("counts a transaction without a date or amount as unreadable", () => {
    const r = readOfx("<OFX><STMTTRN><TRNTYPE>DEBIT<TRNAMT>x<FITID>1</STMTTRN></OFX>");
    expect(r.entries).toHaveLength(0);
    expect(r.unreadable).toBe(1);
  });
});

const statement = (trns: string, aggregate = "STMTRS", after = "") =>
  `<OFX><${aggregate}><BANKTRANLIST>${trns}</BANKTRANLIST>${after}</${aggregate}></OFX>`;
const trn = (type: string, amount: string, memo = "X") =>
  `<STMTTRN><TRNTYPE>${type}<DTPOSTED>20261105<TRNAMT>${amount}<FITID>${memo}<MEMO>${memo}</STMTTRN>`;

describe("readOfx amounts and signs", () => {
  it("reads comma decimals with group marks, a plus sign and a dot group mark", () => {
    const r = readOfx(
      statement(trn("DEBIT", "-1.234,56") + trn("CREDIT", "+3.500,00") + trn("DEBIT", "-1,234.50")),
    );
    expect(r.entries.map((e) => e.signed)).toEqual([-123456, 350000, -123450]);
    expect(r.unreadable).toBe(0);
  });

  it("reads a date by its first eight digits and an amount by its leading number, whatever trails them", () => {
    const text = statement(
      "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261105120000[-3:BRT<TRNAMT>-291.6`<FITID>1<MEMO>A</STMTTRN>" +
        "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2026110512000000000<TRNAMT>-5.00 BRL<FITID>2<MEMO>B</STMTTRN>",
    );
    const r = readOfx(text);
    expect(r.entries.map((e) => [e.date, e.signed])).toEqual([
      ["2026-11-05", -29160],
      ["2026-11-05", -500],
    ]);
  });

  it("keeps the amount's sign over a TRNTYPE that disagrees on one entry", () => {
    const r = readOfx(statement(trn("DEBIT", "-10.00") + trn("CREDIT", "20.00") + trn("DEBIT", "150.00")));
    expect(r.entries.map((e) => e.signed)).toEqual([-1000, 2000, 15000]);
  });

  it("flips every sign when the types mostly disagree with them (amounts written the other way round)", () => {
    const r = readOfx(statement(trn("DEBIT", "10.00") + trn("DEBIT", "20.00") + trn("CREDIT", "-500.00")));
    expect(r.entries.map((e) => e.signed)).toEqual([-1000, -2000, 50000]);
  });

  it("keeps the signs when every line has one type whatever its sign (CREDIT on all of them)", () => {
    const r = readOfx(
      statement(
        trn("CREDIT", "-50.00") +
          trn("CREDIT", "-120.00") +
          trn("CREDIT", "1000.00") +
          trn("CREDIT", "-30.00"),
      ),
    );
    expect(r.entries.map((e) => e.signed)).toEqual([-5000, -12000, 100000, -3000]);
    const card = readOfx(
      statement(trn("DEBIT", "50.00") + trn("DEBIT", "120.00") + trn("DEBIT", "-170.00"), "CCSTMTRS"),
    );
    expect(card.entries.map((e) => e.signed)).toEqual([-5000, -12000, 17000]);
  });

  it("takes the direction from TRNTYPE when no amount has a sign", () => {
    const r = readOfx(statement(trn("DEBIT", "10.00") + trn("CREDIT", "500.00") + trn("FEE", "2.00")));
    expect(r.entries.map((e) => e.signed)).toEqual([-1000, 50000, -200]);
  });

  it("reads a card statement without DEBIT/CREDIT types by its majority: purchases are most lines", () => {
    const r = readOfx(
      statement(trn("OTHER", "10.00") + trn("OTHER", "20.00") + trn("OTHER", "-500.00"), "CCSTMTRS"),
    );
    expect(r.side).toBe("card");
    expect(r.entries.map((e) => e.signed)).toEqual([-1000, -2000, 50000]);
  });

  it("reads a card statement without DEBIT/CREDIT types by the bill paid and refunds first, however few the purchases", () => {
    const paid = trn("PAYMENT", "1450.00", "PAGAMENTO RECEBIDO") + trn("OTHER", "-210.00", "POSTO IPIRANGA");
    const refund = trn("OTHER", "39.90", "ESTORNO ANUIDADE");
    expect(readOfx(statement(paid + refund, "CCSTMTRS")).entries.map((e) => e.signed)).toEqual([
      145000, -21000, 3990,
    ]);
    // The same bill written the other way round.
    const flipped = trn("OTHER", "-1450.00", "PAGAMENTO RECEBIDO") + trn("OTHER", "210.00", "POSTO IPIRANGA");
    expect(readOfx(statement(flipped, "CCSTMTRS")).entries.map((e) => e.signed)).toEqual([145000, -21000]);
  });

  it("flips the closing balance with the entries: a card's purchases and what it owes both negative", () => {
    const ledger = "<LEDGERBAL><BALAMT>230.00<DTASOF>20261130</LEDGERBAL>";
    const card = readOfx(
      statement(trn("OTHER", "10.00") + trn("OTHER", "20.00") + trn("OTHER", "-500.00"), "CCSTMTRS", ledger),
    );
    expect(card.ledgerBalance).toEqual({ amount: -23000, date: "2026-11-30" });
    // Signs the file writes the right way round are kept, the balance's too.
    const signed = readOfx(statement(trn("DEBIT", "-10.00") + trn("CREDIT", "500.00"), "CCSTMTRS", ledger));
    expect(signed.ledgerBalance).toEqual({ amount: 23000, date: "2026-11-30" });
  });

  it("dates a card's balance with no DTASOF by the day its bill closes (DTEND), an account's not", () => {
    const period = "<DTSTART>20261104<DTEND>20261203";
    const ledger = "<LEDGERBAL><BALAMT>-230.00</LEDGERBAL>";
    const card = readOfx(
      `<OFX><CCSTMTRS><BANKTRANLIST>${period}${trn("DEBIT", "-10.00")}</BANKTRANLIST>${ledger}</CCSTMTRS></OFX>`,
    );
    expect(card.ledgerBalance).toEqual({ amount: -23000, date: "2026-12-03" });
    const account = readOfx(
      `<OFX><STMTRS><BANKTRANLIST>${period}${trn("DEBIT", "-10.00")}</BANKTRANLIST>${ledger}</STMTRS></OFX>`,
    );
    expect(account.ledgerBalance).toEqual({ amount: -23000, date: null });
  });
});

describe("readOfx's balance lines", () => {
  it("leaves out transactions that only state the balance (Banco do Brasil's Saldo Anterior, Saldo do dia)", () => {
    const r = readOfx(
      statement(
        trn("CREDIT", "1500.00", "Saldo Anterior") +
          trn("DEBIT", "-10.00", "Compra com Cartão - PADARIA") +
          trn("OTHER", "0.00", "S A L D O") +
          trn("CREDIT", "1490.00", "Saldo do dia"),
      ),
    );
    expect(r.entries.map((e) => e.text)).toEqual(["Compra com Cartão - PADARIA"]);
    expect(r.balanceLines).toBe(3);
  });

  it("leaves out what a card's last bill left, which the bill paid settles, not a purchase", () => {
    const r = readOfx(
      statement(
        trn("DEBIT", "-1500.00", "SALDO FATURA ANTERIOR") +
          trn("CREDIT", "1500.00", "PGTO DEBITO CONTA") +
          trn("DEBIT", "-80.00", "POSTO IPIRANGA"),
        "CCSTMTRS",
      ),
    );
    expect(r.entries.map((e) => [e.text, e.signed])).toEqual([
      ["PGTO DEBITO CONTA", 150000],
      ["POSTO IPIRANGA", -8000],
    ]);
    expect(r.balanceLines).toBe(1);
  });
});

describe("readOfx with more than one statement", () => {
  it("keeps each statement's side on its entries and names the file by the one with most entries", () => {
    const text = `<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>341<ACCTID>111</BANKACCTFROM><BANKTRANLIST>
${trn("CREDIT", "4200.00", "SALARIO")}</BANKTRANLIST><LEDGERBAL><BALAMT>900.00<DTASOF>20261130</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1>
<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CCACCTFROM><ACCTID>4321</CCACCTFROM><BANKTRANLIST>
${trn("DEBIT", "-50.00", "NETFLIX")}${trn("CREDIT", "300.00", "PAGAMENTO")}</BANKTRANLIST>
<LEDGERBAL><BALAMT>-800,00<DTASOF>20261130</LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    const r = readOfx(text);
    expect(r.entries.map((e) => [e.text, e.side])).toEqual([
      ["SALARIO", "account"],
      ["NETFLIX", "card"],
      ["PAGAMENTO", "card"],
    ]);
    expect(r).toMatchObject({ side: "card", accountId: "4321", ledgerBalance: { amount: -80000 } });
  });
  it("reads a bank statement typed as a credit line or card as the card's", () => {
    const text = `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>0341<ACCTID>4321<ACCTTYPE>CREDITLINE</BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261102<TRNAMT>-50.00<FITID>1<MEMO>LOJA
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261103<TRNAMT>500.00<FITID>2<MEMO>PAGAMENTO RECEBIDO</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const r = readOfx(text);
    expect(r.side).toBe("card");
    expect(r.entries.map((e) => [e.signed, e.side])).toEqual([
      [-5000, "card"],
      [50000, "card"],
    ]);
  });
});

describe("readOfx with slash dates", () => {
  // A generator that writes DTPOSTED as a slash date; DTSTART/DTEND kept compact say the month.
  const file = (start: string, end: string, dates: readonly string[]) =>
    `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKACCTFROM><BANKID>0077<ACCTID>55</BANKACCTFROM>
<BANKTRANLIST><DTSTART>${start}<DTEND>${end}
${dates.map((d, i) => `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${d}<TRNAMT>-1${i}.00<FITID>${i}<MEMO>LOJA ${i}`).join("\n")}
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

  it("reads them month-first when the statement's period holds them only so", () => {
    const r = readOfx(file("20260201", "20260228", ["02/03/2026", "02/05/2026", "02/09/2026"]));
    expect(r.entries.map((e) => e.date)).toEqual(["2026-02-03", "2026-02-05", "2026-02-09"]);
  });

  it("reads them month-first when day-first puts them months after today, the period saying nothing", () => {
    const text = file("", "", ["03/02/2026", "03/05/2026", "03/09/2026"]);
    expect(readOfx(text, "2026-03-10").entries.map((e) => e.date)).toEqual([
      "2026-03-02",
      "2026-03-05",
      "2026-03-09",
    ]);
    expect(readOfx(text).entries.map((e) => e.date)).toEqual(["2026-02-03", "2026-05-03", "2026-09-03"]);
  });

  it("reads them day-first when the period holds them either way", () => {
    const r = readOfx(file("20260101", "20261231", ["02/03/2026", "05/03/2026", "09/03/2026"]));
    expect(r.entries.map((e) => e.date)).toEqual(["2026-03-02", "2026-03-05", "2026-03-09"]);
  });
});
