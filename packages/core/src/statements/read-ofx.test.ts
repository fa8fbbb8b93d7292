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
