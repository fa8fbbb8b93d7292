import { describe, expect, it } from "vitest";
import { parseInline, parseWhatsapp } from "./whatsapp-format";

const text = (t: string) => ({ type: "text", text: t });

describe("parseInline", () => {
  it.each([
    ["*Livro pessoal*", [{ type: "bold", children: [text("Livro pessoal")] }]],
    ["_ontem_", [{ type: "italic", children: [text("ontem")] }]],
    ["~R$ 50~", [{ type: "strike", children: [text("R$ 50")] }]],
    ["```R$ 1.234,56```", [{ type: "code", text: "R$ 1.234,56" }]],
    ["`painel`", [{ type: "code", text: "painel" }]],
  ])("reads %s", (line, expected) => {
    expect(parseInline(line)).toEqual(expected);
  });

  it("reads markers beside words and punctuation, nested styles included", () => {
    expect(parseInline("✅ Anotei: *R$ 50,00* em _Mercado_.")).toEqual([
      text("✅ Anotei: "),
      { type: "bold", children: [text("R$ 50,00")] },
      text(" em "),
      { type: "italic", children: [text("Mercado")] },
      text("."),
    ]);
    expect(parseInline("*total: _R$ 9_*")).toEqual([
      { type: "bold", children: [text("total: "), { type: "italic", children: [text("R$ 9")] }] },
    ]);
    expect(parseInline("(*Nubank*)")).toEqual([
      text("("),
      { type: "bold", children: [text("Nubank")] },
      text(")"),
    ]);
  });

  it.each(["5*3*2", "nome_do_arquivo_final", "* solto *", "um *só", "2 * 3 = 6"])(
    "leaves %s as written",
    (line) => {
      expect(parseInline(line)).toEqual([text(line)]);
    },
  );

  it("keeps web addresses whole, underscores and all", () => {
    expect(parseInline("Abra https://tostao.app/entrar?token=a_b_c.")).toEqual([
      text("Abra "),
      { type: "link", href: "https://tostao.app/entrar?token=a_b_c" },
      text("."),
    ]);
  });
});

describe("parseWhatsapp", () => {
  it("groups list lines, numbered or not, and keeps paragraphs apart", () => {
    const blocks = parseWhatsapp(
      "👋 *Oi!* Posso:\n• anotar gastos\n- lembrar contas\n* _responder_\n\nPassos:\n1. mande\n2. confira",
    );
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "list", "paragraph", "list"]);
    expect(blocks[1]).toMatchObject({
      ordered: false,
      items: [[text("anotar gastos")], [text("lembrar contas")], [{ type: "italic" }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true, start: 1, items: [[text("mande")], [text("confira")]] });
  });

  it("reads a quote and a monospace block spanning lines", () => {
    const blocks = parseWhatsapp("> você disse\nok\n```\nlinha 1\nlinha 2\n```\nfim");
    expect(blocks).toEqual([
      { type: "quote", lines: [[text("você disse")]] },
      { type: "paragraph", lines: [[text("ok")]] },
      { type: "pre", text: "linha 1\nlinha 2" },
      { type: "paragraph", lines: [[text("fim")]] },
    ]);
  });

  it("does not take a bold line for a list item", () => {
    expect(parseWhatsapp("*Total:* R$ 10")[0]).toMatchObject({ type: "paragraph" });
  });
});
