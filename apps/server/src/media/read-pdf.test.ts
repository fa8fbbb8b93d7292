import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readPdf } from "./read-pdf.ts";

async function pdfOf(pages: Array<Array<[string, number, number]>>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const items of pages) {
    const page = doc.addPage([595, 842]);
    for (const [text, x, y] of items) page.drawText(text, { x, y, size: 9, font });
  }
  return doc.save();
}

describe("readPdf", () => {
  it("puts a value printed under its label in a box beside the label", async () => {
    const bytes = await pdfOf([
      [
        ["CEMIG DISTRIBUICAO S.A.", 40, 800],
        ["Vencimento", 40, 700],
        ["Total a pagar", 200, 700],
        ["15/12/2026", 40, 688],
        ["156,32", 200, 688],
      ],
    ]);
    const { text } = await readPdf(bytes);
    // Each box's value beside its label; the next box apart, as another column.
    expect(text).toContain("Vencimento 15/12/2026   Total a pagar 156,32");
  });

  it.each([
    {
      name: "a box's value reaching into the next box stays apart from its label",
      items: [
        ["Vencimento", 40, 700],
        ["Valor total", 100, 700],
        ["09/12/2026", 40, 688],
        ["R$ 88,14", 100, 688],
      ] as Array<[string, number, number]>,
      line: "Vencimento 09/12/2026   Valor total R$ 88,14",
    },
    {
      name: "an amount filled with asterisks is a box's value",
      items: [
        ["Vencimento", 40, 700],
        ["Valor total", 200, 700],
        ["09/12/2026", 40, 688],
        ["R$ ****88,14", 200, 688],
      ] as Array<[string, number, number]>,
      line: "Vencimento 09/12/2026   Valor total R$ ****88,14",
    },
    {
      name: "a label with an asterisk-filled amount beside it takes no date from the line below",
      items: [
        ["Total geral", 40, 700],
        ["*****289,70", 150, 700],
        ["Vencimento:", 40, 688],
        ["07/12/2026", 80, 688],
      ] as Array<[string, number, number]>,
      line: "Total geral   *****289,70",
    },
  ])("$name", async ({ items, line }) => {
    const header: [string, number, number] = ["COMPANHIA DE SANEAMENTO - Conta de agua e esgoto", 40, 800];
    const { text } = await readPdf(await pdfOf([[header, ...items]]));
    expect(text.split("\n"), text).toContain(line);
  });

  it("leaves a column header over several values alone: it is no label", async () => {
    const bytes = await pdfOf([
      [
        ["DESCRICAO", 40, 700],
        ["VALOR R$", 300, 700],
        ["PICANHA", 40, 688],
        ["89,90", 300, 688],
        ["LINGUICA", 40, 676],
        ["24,50", 300, 676],
      ],
    ]);
    const { text } = await readPdf(bytes);
    expect(text.split("\n")).toEqual(["DESCRICAO   VALOR R$", "PICANHA   89,90", "LINGUICA   24,50"]);
  });

  it("keeps words of one column together and columns apart by three spaces", async () => {
    const bytes = await pdfOf([
      [
        ["Beneficiário", 40, 700],
        ["Agência/Código do beneficiário", 300, 700],
        ["ACME", 40, 688],
        ["LTDA", 70, 688],
        ["1111 / 22222", 300, 688],
      ],
    ]);
    const { text } = await readPdf(bytes);
    expect(text.split("\n")).toContain("ACME LTDA   1111 / 22222");
  });

  it("does not rasterise the blank pages of a long text PDF", async () => {
    const pages: Array<Array<[string, number, number]>> = [
      [
        ["Fatura do cartao - resumo da fatura", 40, 800],
        ["Total desta fatura R$ 1.234,56", 40, 780],
      ],
    ];
    for (let i = 1; i < 34; i++) pages.push([]);
    const started = performance.now();
    const read = await readPdf(await pdfOf(pages));
    expect(read.scannedPages).toEqual([]);
    expect(read.text).toContain("Total desta fatura R$ 1.234,56");
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
