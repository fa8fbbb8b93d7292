import { describe, expect, it } from "vitest";
import { otherReport } from "./other-reports.ts";
import { readStatement } from "./read-statement.ts";

const split = (header: string) => header.split(";");

describe("otherReport", () => {
  it.each([
    ["Data da venda;Hora;Bandeira;Forma de pagamento;Parcela;Valor bruto;Taxa;Valor líquido;Status", "sales"],
    ["Data;Bandeira;NSU;Valor", "sales"],
    ["Data da transação;Valor bruto;MDR;Valor líquido", "sales"],
    ["Data;Descrição;Valor bruto;Valor líquido;Código de autorização", "sales"],
    [
      "Entrada/Saída;Data;Movimentação;Produto;Instituição;Quantidade;Preço unitário;Valor da Operação",
      "assets",
    ],
    [
      "Data do Negócio;Tipo de Movimentação;Mercado;Instituição;Código de Negociação;Quantidade;Preço;Valor",
      "assets",
    ],
    ["Data;Ativo;Qtd;Preço;Valor", "assets"],
    ["Date(UTC);Pair;Side;Price;Executed;Amount;Fee", "assets"],
  ])("%s → %s", (header, kind) => {
    expect(otherReport(split(header), "")).toBe(kind);
  });

  it.each([
    "Data;Descrição;Valor;Saldo",
    "Data de Compra;Nome no Cartão;Final do Cartão;Categoria;Descrição;Parcela;Valor (em US$);Cotação (em R$);Valor (em R$)",
    "Data;Estabelecimento;Portador;Valor;Parcela",
    "Data;Histórico;Valor bruto;IR;Valor líquido",
    "Data;Lançamento;Taxa;Valor",
    "Data;Estabelecimento;Bandeira;Autorização;Valor",
    "Data;Tipo;Descrição;Valor bruto;Tarifa;Valor líquido",
  ])("%s is a statement's", (header) => {
    expect(otherReport(split(header), "")).toBeNull();
  });

  it("knows a sales report by its title with gross and net values", () => {
    expect(otherReport(split("Data;Valor bruto;Valor líquido"), "Relatório de vendas - Loja")).toBe("sales");
  });
});

describe("reading a report that is no statement", () => {
  const read = (text: string) =>
    readStatement({ fileName: "relatorio.csv", bytes: new TextEncoder().encode(text), today: "2026-11-29" });

  it("refuses a card machine's sales report, saying what it is", () => {
    const r = read(
      "Relatório de vendas\nData da venda;Bandeira;Valor bruto;Taxa;Valor líquido\n03/11/2026;Visa;100,00;-3,19;96,81\n04/11/2026;Elo;50,00;-0,99;49,01\n",
    );
    expect(r.ok ? null : r.error.message).toMatch(/relatório de vendas da maquininha/);
  });

  it("refuses assets moved, whatever delimiter it is written with", () => {
    const r = read(
      'Entrada/Saída,Data,Movimentação,Produto,Quantidade,Preço unitário,Valor da Operação\nCredito,04/11/2026,Liquidação,PETR4,50,"38,50","1.925,00"\n',
    );
    expect(r.ok ? null : r.error.message).toMatch(/quantidades e preços de ativos/);
  });
});
