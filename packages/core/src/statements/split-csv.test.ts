import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { delimitersByFit, splitAligned, splitRows } from "./split-csv.ts";

/**
 * Whether the quote at `open` starts a quoted cell: a quote closes it, and a cell holding a line
 * break is closed by a quote that a delimiter, a line end, a space or the end of the text follows.
 */
function closes(text: string, open: number, delimiter: string): boolean {
  let lineBreak = false;
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"' && text[i + 1] === '"') i++;
    else if (c === '"') {
      const after = text[i + 1];
      return !lineBreak || after === undefined || after === delimiter || /\s/.test(after);
    } else if (c === "\r" || c === "\n") lineBreak = true;
  }
  return false;
}

/** The rules of `splitRows` read a character at a time, as plainly as they are stated. */
function byCharacter(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === "" && closes(text, i, delimiter)) {
      quoted = true;
      cell = "";
    } else if (c === delimiter) {
      row.push(cell);
      cell = "";
    } else if (c === "\r" || c === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      if (c === "\r" && text[i + 1] === "\n") i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe("splitRows", () => {
  it("splits cells, quotes, doubled quotes and every line end", () => {
    expect(splitRows('Data;Valor\r\n01/02/2026;"1.234,56"\n"a ""b"";c";\rx', ";")).toEqual([
      ["Data", "Valor"],
      ["01/02/2026", "1.234,56"],
      ['a "b";c', ""],
      ["x"],
    ]);
    // A quote inside a cell already begun is text; text after a closing quote joins the cell.
    expect(splitRows('ab"c,"d"e, "f"\n', ",")).toEqual([['ab"c', "de", "f"]]);
    // A quote never closed is text: it swallows no line after it.
    expect(splitRows('a,"b\nc', ",")).toEqual([["a", '"b'], ["c"]]);
    expect(splitRows('05/11;"PADARIA;-10,00\n06/11;LOJA;-20,00\n', ";")).toEqual([
      ["05/11", '"PADARIA', "-10,00"],
      ["06/11", "LOJA", "-20,00"],
    ]);
    // Nor is a cell closed across lines by a quote that ends no cell.
    expect(splitRows('"A;1\n"B"x;2\n', ";")).toEqual([
      ['"A', "1"],
      ["Bx", "2"],
    ]);
    expect(splitRows("", ",")).toEqual([]);
  });

  it("reads any text as the character-by-character rules do", () => {
    const char = fc.constantFrom("a", "é", " ", '"', ",", ";", "\t", "|", "\r", "\n", "1");
    fc.assert(
      fc.property(fc.array(char, { maxLength: 60 }), fc.constantFrom(",", ";", "\t", "|"), (chars, d) => {
        const text = chars.join("");
        expect(splitRows(text, d)).toEqual(byCharacter(text, d));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("delimitersByFit", () => {
  it.each([
    ["semicolons", "Data;Descrição;Valor\n05/11/2026;PADARIA;-12,50\n06/11/2026;PIX;100,00", ";"],
    ["quoted commas", '"Data","Valor"\n"01/02/2026","-5,00"\n"02/02/2026","7,00"', ","],
    ["tabs", "Data\tValor\n01/02/2026\t-5,00\n02/02/2026\t7,00", "\t"],
    ["nothing telling, the Brazilian default", "extrato", ";"],
  ])("puts first the delimiter that splits most lines alike: %s", (_, text, first) => {
    expect(delimitersByFit(text)[0]).toBe(first);
  });

  it("ranks the decimal comma first when unquoted semicolons in the words split lines unevenly, the others after it", () => {
    const text =
      "Data;Descrição;Valor\n03/12/2026;PAG*LOJA; CENTRO;-45,00\n04/12/2026;MERCADO; LOJA 2; BAIRRO;-55,00\n05/12/2026;PIX; JOAO;20,00";
    expect(delimitersByFit(text)).toEqual([",", ";", "\t", "|"]);
  });
});

describe("splitAligned", () => {
  it("cuts columns aligned by spaces under their header: words left-aligned, amounts right-aligned", () => {
    const text = [
      "Extrato de Conta Corrente",
      "Agência: 1234-5  Conta: 12345-6",
      "Data        Histórico                 Documento        Valor",
      "31/10/2026  Saldo Anterior                        1.000,00 C",
      "03/11/2026  Pix - Enviado             112233          50,00 D",
      "05/11/2026  Compra com Cartão         778899       1.234,56 D",
    ].join("\r\n");
    expect(splitAligned(text)).toEqual([
      ["Extrato de Conta Corrente"],
      ["Agência: 1234-5", "Conta: 12345-6"],
      ["Data", "Histórico", "Documento", "Valor"],
      ["31/10/2026", "Saldo Anterior", "", "1.000,00 C"],
      ["03/11/2026", "Pix - Enviado", "112233", "50,00 D"],
      ["05/11/2026", "Compra com Cartão", "778899", "1.234,56 D"],
    ]);
  });

  it("cuts a run that crosses the gap between two header words at its space there", () => {
    const text = [
      "Data       Descricao                        Debito       Credito         Saldo",
      "03/11/2026 PAGTO CONTA LUZ                   85,20                       914,80",
      "04/11/2026 CRED SALARIO                                 2.000,00      2.914,80",
    ].join("\n");
    expect(splitAligned(text)?.slice(1)).toEqual([
      ["03/11/2026", "PAGTO CONTA LUZ", "85,20", "", "914,80"],
      ["04/11/2026", "CRED SALARIO", "", "2.000,00", "2.914,80"],
    ]);
  });

  it("keeps a bill's city and country, spaced out after the shop's name, in the words column", () => {
    const text = [
      " Data       Descrição                                     Valor R$   Valor US$",
      " 02/11      POSTO IPIRANGA       SAO PAULO   BR             150,00        0,00",
      " 04/11      APPLE.COM/BILL       CUPERTINO   US              34,90        6,99",
      " 05/11      PADARIA                                          12,00 D",
    ].join("\n");
    expect(splitAligned(text)?.slice(1)).toEqual([
      ["02/11", "POSTO IPIRANGA SAO PAULO BR", "150,00", "0,00"],
      ["04/11", "APPLE.COM/BILL CUPERTINO US", "34,90", "6,99"],
      ["05/11", "PADARIA", "12,00 D", ""],
    ]);
  });

  it("finds a header by any words the column rules know (`Dt. Lançamento`, `R$`)", () => {
    const text = [
      "DT LANÇAMENTO   HISTÓRICO                 R$        US$",
      "02/11           POSTO SHELL           150,00       0,00",
    ].join("\n");
    expect(splitAligned(text)?.slice(1)).toEqual([["02/11", "POSTO SHELL", "150,00", "0,00"]]);
  });

  it("takes a later header's columns for the lines below it", () => {
    const text = [
      " Data    Descrição                     Valor R$",
      " 02/11   POSTO SHELL                     150,00",
      "",
      " Data    Descrição        Valor US$    Valor R$",
      " 04/11   SPOTIFY              3,99        21,90",
    ].join("\n");
    expect(splitAligned(text)?.slice(1)).toEqual([
      ["02/11", "POSTO SHELL", "150,00"],
      ["", "", ""],
      ["Data", "Descrição", "Valor US$", "Valor R$"],
      ["04/11", "SPOTIFY", "3,99", "21,90"],
    ]);
  });

  it("finds no columns in text without a date and a money header", () => {
    expect(splitAligned("Olá, tudo bem?\nAqui vai o arquivo.")).toBeNull();
  });
});
