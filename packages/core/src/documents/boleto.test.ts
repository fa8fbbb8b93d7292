import { describe, expect, it } from "vitest";
import {
  dueDateFromFactor,
  factorOfDate,
  findBoletoLine,
  formatBoletoLine,
  makeBankLine,
  makeCollectionLine,
  mod10Dv,
  parseBoletoLine,
} from "./boleto.ts";
import { readDocument } from "./read-document.ts";

describe("due-date factor", () => {
  it.each([
    [1000, "2000-06-01", "2000-07-03"],
    [9999, "2025-02-01", "2025-02-21"],
    [1000, "2025-03-01", "2025-02-22"],
    [1001, "2025-02-10", "2025-02-23"],
    [1500, "2026-11-24", "2026-07-07"],
    [9000, "2022-06-01", "2022-05-29"],
  ])("factor %i near %s is %s", (factor, reference, due) => {
    expect(dueDateFromFactor(factor, reference)).toBe(due);
  });

  it("round-trips dates on both sides of the February 2025 wrap", () => {
    for (const iso of ["2024-12-31", "2025-02-21", "2025-02-22", "2026-11-24", "2030-01-15"]) {
      expect(dueDateFromFactor(factorOfDate(iso), iso)).toBe(iso);
    }
  });
});

describe("bank lines (47 digits)", () => {
  const line = makeBankLine("341", "1090000000123456789012345", "2026-12-10", 18_990);

  it("reads amount, due date and bank from a valid line", () => {
    expect(parseBoletoLine(formatBoletoLine(line), "2026-11-24")).toMatchObject({
      kind: "bank",
      amount: 18_990,
      dueDate: "2026-12-10",
      bank: "341",
    });
  });

  it("rejects a line with one digit changed in any field", () => {
    for (const position of [3, 12, 25, 32, 40]) {
      const changed =
        line.slice(0, position) + ((Number(line[position]) + 1) % 10) + line.slice(position + 1);
      expect(parseBoletoLine(changed, "2026-11-24")).toBeNull();
    }
  });

  it("reads a line without due date (factor 0000) and without amount", () => {
    const open = makeBankLine("001", "0000000000000000000000000", null, 0);
    expect(parseBoletoLine(open, "2026-11-24")).toMatchObject({ amount: null, dueDate: null });
  });

  it("finds a printed line split over two OCR lines", () => {
    const printed = formatBoletoLine(line);
    const text = `Banco Itaú | 341-7 |\n${printed.slice(0, 24)}\n${printed.slice(24).replace(/1/, "l")}\nLocal de pagamento`;
    expect(findBoletoLine(text, "2026-11-24")?.line).toBe(line);
  });

  it("computes modulo 10 as FEBRABAN does", () => {
    expect(mod10Dv("001900000")).toBe(9);
    expect(mod10Dv("0000000000")).toBe(0);
  });
});

describe("collection lines (48 digits)", () => {
  it("reads an energy bill line with modulo 10 and the due date in the free field", () => {
    const line = makeCollectionLine("3", "6", 23_456, "0057" + "20261210" + "00001234567890123");
    expect(parseBoletoLine(line, "2026-11-24")).toMatchObject({
      kind: "collection",
      amount: 23_456,
      dueDate: "2026-12-10",
      segment: "3",
    });
  });

  it("reads a tax line with modulo 11 (value type 8) and no date in the free field", () => {
    const line = makeCollectionLine("1", "8", 1_234_56, "0001" + "99999999" + "12345678901234567");
    expect(parseBoletoLine(formatBoletoLine(line), "2026-11-24")).toMatchObject({
      amount: 123_456,
      dueDate: null,
    });
  });

  it("rejects a collection line with a wrong block check digit", () => {
    const line = makeCollectionLine("2", "6", 9_990, "1234" + "20260105" + "00000000000000000");
    const broken = `${line.slice(0, 11)}${(Number(line[11]) + 1) % 10}${line.slice(12)}`;
    expect(parseBoletoLine(broken, "2026-01-01")).toBeNull();
  });
});

describe("a boleto whose small labels OCR could not read", () => {
  // As read from a bank's specimen: the values survive, the 7-pixel labels do not.
  const TEXT = [
    "EEE [033-7]c",
    "E]                     01/10/2014",
    "2                      (E) Valor do Documento.",
    "[4                     395,99",
    "033-7   03399.   008 02296.901040 9 62030000039599",
    "“ET PAGAR PREFERENCIALMENTE NO BANCO SANTANDER          01/10/2014",
    "03/07/2014    339369/c    DM    N    14/07/2014    0000000022969",
    "cosas smpres cem  [au  DO    MO            395,99",
    "() Abatmento",
    "(=) Valor Cobrado",
  ].join("\n");

  it("is still a boleto, with its amount and the due date printed in both parts", () => {
    const fields = readDocument(TEXT, "2014-07-20");
    expect(fields.kind).toBe("boleto");
    expect(fields.amount).toBe(39599);
    expect(fields.dueDate).toBe("2014-10-01");
    expect(fields.confidence.date).toBeLessThan(0.8);
  });

  it("names no due date when the latest date is printed once", () => {
    const once = TEXT.replace("E]                     01/10/2014", "E]");
    expect(readDocument(once, "2014-07-20").dueDate).toBeNull();
  });
});

describe("a boleto's beneficiary printed beside the next column", () => {
  it("is the first cell of the row under its label, not the agency code beside it", () => {
    const text = [
      "Beneficiário                                  Agência/Código do beneficiário    Espécie    Nosso Número",
      "ACME                                          5811-4 / 000818321                R$         0000002002-8",
      "13695.81101 00081.832107 00000.200287 4 78010000030000",
      "Vencimento 15/02/2019     Valor do Documento R$ 300,00",
    ].join("\n");
    expect(readDocument(text, "2019-02-10").merchant).toBe("ACME");
  });
});

describe("a carnê's beneficiary printed after the stub's labels", () => {
  const line = "09790.00007 09710.002008 98710.001375 7 72350005500000";
  const stub = (label: string) =>
    [
      `Agência/Código do Beneficiário      097-3      ${line}`,
      "0002 / 0063291-0       Local de pagamento                                  Data de Vencimento",
      "Nosso número           Até o vencimento, pagável em qualquer Banco.        29/07/2017",
      "09710002009871000137   Nome do Beneficiário/CNPJ/CPF e Endereço            Agência/Código do Beneficiário",
      `${label}   MONICA SOARES DOS SANTOS / 019.009.282-30 / RUA ITAJAI          0002 / 0063291-0`,
    ].join("\n");

  it.each(["Nº documento", "No documento", "Espécie"])(
    "skips the stub label %j for the name after it",
    (label) => {
      expect(readDocument(stub(label), "2017-07-20").merchant).toBe("MONICA SOARES DOS SANTOS");
    },
  );
});
