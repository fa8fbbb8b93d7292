import { describe, expect, it } from "vitest";
import { mapHeader, roleOf } from "./statement-columns.ts";

describe("roleOf", () => {
  it.each([
    ["DESCRICAO", "text"],
    ["HISTÓRICO", "text"],
    ["Lançamento", "text"],
    ["Valor (R$)", "amount"],
    ["Hist\ufffdrico", "text"],
    ["Lan\ufffdamento", "text"],
    ["Descri??o", "text"],
    ["D\ufffdbito", "debit"],
    ["Cr?dito", "credit"],
    ["Sa\ufffdda (R$)", "debit"],
    ["Dia", "date"],
    ["R$", "amount"],
    ["Origem / Destino", "text"],
    ["Lançamento (R$)", "amount"],
    ["Movimento (R$)", "amount"],
    ["Vl. Lançamento", "amount"],
    ["Receita", "credit"],
    ["Despesa", "debit"],
    ["Receita/Despesa", "dc"],
    ["Sinal", "dc"],
    ["Tipo de Operação", "type"],
    ["Identificação", "text"],
    ["Posting Date", "date"],
  ])('reads "%s" as %s, accents lost or not', (cell, role) => {
    expect(roleOf(cell)).toBe(role);
  });

  it("maps a header whose accented letters a conversion replaced", () => {
    expect(mapHeader(["Data", "Hist\ufffdrico", "Valor"])).toMatchObject({ date: 0, text: [1], amount: 2 });
  });

  it("takes the amount charged over a purchase's whole price, whichever comes first", () => {
    expect(mapHeader(["Data", "Descrição", "Valor Total", "Valor da Parcela"])).toMatchObject({ amount: 3 });
    expect(mapHeader(["Data", "Descrição", "Valor", "Valor Original"])).toMatchObject({ amount: 2 });
  });
});
