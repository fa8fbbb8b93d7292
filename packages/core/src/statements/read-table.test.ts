import { describe, expect, it } from "vitest";
import { alignSections, installmentInText, readTable } from "./read-table.ts";
import { splitAligned } from "./split-csv.ts";
import { mapHeader } from "./statement-columns.ts";

const rowsOf = (text: string) => text.split("\n").map((l) => l.split(";"));
const dated = (t: ReturnType<typeof readTable>) => t?.entries.map((e) => [e.date, e.signed]);

describe("readTable", () => {
  it("reads a spreadsheet's dates kept as serial numbers and number cells among text amounts", () => {
    const cells = [
      ["Banco X - Extrato", "", ""],
      ["Data", "Lançamento", "Valor (R$)"],
      ["46331", "PIX TRANSF JOAO", "-50.50"],
      ["06/11/2026", "SISPAG SALARIO", "3.000,00"],
      ["2026-11-07", "PAG BOLETO", "-1234.56"],
    ];
    expect(dated(readTable(cells, "extrato.xlsx"))).toEqual([
      ["2026-11-05", -5050],
      ["2026-11-06", 300000],
      ["2026-11-07", -123456],
    ]);
  });

  it("dates a card bill's lines without a year on or before the latest date its title lines give", () => {
    const t = readTable(
      rowsOf(
        "Fatura do cartão\nVencimento: 10/01/2027\nData;Lançamento;Valor\n28/12;LOJA;10,00\n03/01;PADARIA;5,00",
      ),
      "x.csv",
    );
    expect(dated(t)).toEqual([
      ["2026-12-28", -1000],
      ["2027-01-03", -500],
    ]);
  });

  it("reads a card bill's dates of parts 12 or less day-first, its closing and due dates after its purchases", () => {
    const t = readTable(
      rowsOf(
        "Fatura do cartão\nFechamento: 03/03/2026\nVencimento: 10/03/2026\nData;Lançamento;Valor\n05/02/2026;PADARIA;12,50\n08/02/2026;MERCADO;100,00\n10/02/2026;FARMACIA;30,00",
      ),
      "x.csv",
    );
    expect(dated(t)).toEqual([
      ["2026-02-05", -1250],
      ["2026-02-08", -10000],
      ["2026-02-10", -3000],
    ]);
  });

  it("reads dates of parts 12 or less month-first when day-first puts them months after today", () => {
    const rows = rowsOf(
      "Date;Description;Amount\n03/02/2026;SHOP;-12.50\n03/05/2026;STORE;-100.00\n03/09/2026;CAFE;-30.00",
    );
    expect(dated(readTable(rows, "x.csv", { today: "2026-03-10" }))?.map(([d]) => d)).toEqual([
      "2026-03-02",
      "2026-03-05",
      "2026-03-09",
    ]);
    expect(dated(readTable(rows, "x.csv", { today: "2026-11-10" }))?.map(([d]) => d)).toEqual([
      "2026-02-03",
      "2026-05-03",
      "2026-09-03",
    ]);
  });

  it("reads a file that names no card as a card bill by its total and the bill paid against its purchases", () => {
    const t = readTable(
      rowsOf(
        "Data;Histórico;Valor\n03/10/2026;SALDO FATURA ANTERIOR;1.500,00\n10/10/2026;PAGAMENTO EFETUADO;-1.500,00\n12/10/2026;POSTO IPIRANGA;80,00\n15/10/2026;NETFLIX.COM;45,00\n16/10/2026;PADARIA;15,00\n;;\nTotal da fatura;;140,00",
      ),
      "x.csv",
    );
    expect([t?.layout.side, t?.sideFrom, t?.cardSigns]).toEqual([
      "card",
      "lines",
      ["pagamento da fatura contra as compras", "total da fatura"],
    ]);
    expect(dated(t)).toEqual([
      ["2026-10-10", 150000],
      ["2026-10-12", -8000],
      ["2026-10-15", -4500],
      ["2026-10-16", -1500],
    ]);
    expect(t?.closingBalance?.amount).toBe(-14000);
  });

  it("takes the year from the file's name, else from today, when the file states none", () => {
    const rows = rowsOf("Data;Lançamento;Valor\n28/12;LOJA;10,00\n03/01;PADARIA;5,00");
    expect(dated(readTable(rows, "fatura-2027-01.csv"))?.map((d) => d[0])).toEqual([
      "2026-12-28",
      "2027-01-03",
    ]);
    expect(dated(readTable(rows, "fatura.csv", { today: "2027-02-15" }))?.map((d) => d[0])).toEqual([
      "2026-12-28",
      "2027-01-03",
    ]);
    expect(readTable(rows, "fatura.csv")?.entries).toEqual([]);
  });

  it("reads a card bill from a column only card bills have (the card holder), whatever the file's name", () => {
    const t = readTable(
      rowsOf("Data;Estabelecimento;Portador;Valor;Parcela\n03/11/2026;LOJA;ANA;R$ 73,90;7 de 10"),
      "x.csv",
    );
    expect(t?.layout.side).toBe("card");
    expect(t?.entries[0]).toMatchObject({ signed: -7390, installment: "7/10" });
  });

  it("reads an account's lines as the account's though the file's name says fatura", () => {
    const lines =
      "Data;Descrição;Valor;Saldo\n01/12/2026;SALDO ANTERIOR;;2.310,00\n02/12/2026;PAGAMENTO FATURA CARTAO;-1.480,25;829,75\n04/12/2026;PIX RECEBIDO JULIA;150,00;979,75";
    const t = readTable(rowsOf(lines), "comprovante-fatura-dezembro.csv");
    expect([t?.layout.side, t?.sideFrom, dated(t)]).toEqual([
      "account",
      "lines",
      [
        ["2026-12-02", -148025],
        ["2026-12-04", 15000],
      ],
    ]);
    // Read as a card when the person says it is one.
    expect(readTable(rowsOf(lines), "comprovante-fatura-dezembro.csv", { side: "card" })?.layout.side).toBe(
      "card",
    );
  });

  it("keeps a file named fatura a card bill when its lines run no balance or show a bill's signs", () => {
    const bill = "Data;Descrição;Valor\n03/12/2026;PADARIA;12,50\n04/12/2026;PAGAMENTO RECEBIDO;-900,00";
    expect(readTable(rowsOf(bill), "fatura-2026-12.csv")?.layout.side).toBe("card");
    const titled =
      "Vencimento: 10/01/2027\nData;Descrição;Valor;Saldo\n03/12/2026;PADARIA;12,50;12,50\n04/12/2026;PAGAMENTO RECEBIDO;-900,00;-887,50";
    expect(readTable(rowsOf(titled), "fatura-2026-12.csv")?.layout.side).toBe("card");
  });

  it("knows a card bill's payment and refunds by their words when no amount has a sign", () => {
    const t = readTable(
      rowsOf(
        "Data;Descrição;Valor\n03/11/2026;LOJA;50,00\n04/11/2026;PAGAMENTO RECEBIDO;500,00\n05/11/2026;ESTORNO LOJA;50,00",
      ),
      "fatura.csv",
    );
    expect(t?.entries.map((e) => e.signed)).toEqual([-5000, 50000, 5000]);
  });

  it.each([
    [
      "purchases positive, the bill paid and a refund negative",
      "02/12/2026;PAGAMENTO RECEBIDO;-1.450,00\n04/12/2026;POSTO IPIRANGA;210,00\n06/12/2026;ESTORNO ANUIDADE;-39,90",
    ],
    [
      "purchases negative, the bill paid and a refund positive",
      "02/12/2026;PAGAMENTO RECEBIDO;1.450,00\n04/12/2026;POSTO IPIRANGA;-210,00\n06/12/2026;ESTORNO ANUIDADE;39,90",
    ],
  ])("reads a card bill with few purchases the right way round by its words: %s", (_, lines) => {
    const t = readTable(rowsOf(`Data;Descrição;Valor\n${lines}`), "fatura.csv");
    expect(t?.entries.map((e) => e.signed)).toEqual([145000, -21000, 3990]);
  });

  it("counts purchases' majority on a card bill no line of which says it is money back", () => {
    const t = readTable(
      rowsOf(
        "Data;Descrição;Valor\n02/12/2026;POSTO IPIRANGA;-210,00\n03/12/2026;PADARIA;-12,00\n04/12/2026;CINEMARK;80,00",
      ),
      "fatura.csv",
    );
    expect(t?.entries.map((e) => e.signed)).toEqual([-21000, -1200, 8000]);
  });

  it("takes a card bill's Débito and Crédito columns for the direction, over its words and its majority", () => {
    const t = readTable(
      rowsOf(
        "Data;Histórico;Débito;Crédito\n01/12/2026;PAGAMENTO FATURA;;980,00\n02/12/2026;ANUIDADE BONIFICADA;;19,90\n03/12/2026;ESTORNO CASHBACK;5,00;\n05/12/2026;SUPERMERCADO;76,30;",
      ),
      "fatura.csv",
    );
    expect(t?.entries.map((e) => e.signed)).toEqual([98000, 1990, -500, -7630]);
  });

  it("signs a card bill's closing balance as its purchases: what the card owes is negative", () => {
    const t = readTable(
      rowsOf(
        "Data;Descrição;Valor\n03/11/2026;LOJA;50,00\n04/11/2026;PADARIA;20,00\n30/11/2026;SALDO FINAL;70,00",
      ),
      "fatura.csv",
    );
    expect(t?.entries.map((e) => e.signed)).toEqual([-5000, -2000]);
    expect(t?.closingBalance).toEqual({ amount: -7000, date: "2026-11-30" });
  });

  it("keeps a footer's closing balance whose label sits in the date column, on the day of the last entry", () => {
    const t = readTable(
      rowsOf("Data;Histórico;Valor\n05/11/2026;PIX;100,00C\nSALDO DISPONÍVEL;;2.420,35C"),
      "x.csv",
    );
    expect(t?.closingBalance).toEqual({ amount: 242035, date: "2026-11-05" });
    expect(t?.entries.map((e) => e.signed)).toEqual([10000]);
  });
});

describe("readTable's card bill total", () => {
  const bill = (lines: string, head = "Fatura do cartão") =>
    readTable(rowsOf(`${head}\nData;Descrição;Valor\n${lines}`), "x.csv")?.closingBalance;

  it.each([
    ["purchases positive, the total too: owed", "03/11/2026;LOJA;100,00\n;Total da fatura;100,00", -10000],
    [
      "purchases positive, the total negative: a credit",
      "03/11/2026;LOJA;100,00\n04/11/2026;PAGAMENTO RECEBIDO;-150,00\n;Total da fatura;-50,00",
      5000,
    ],
    [
      "purchases negative, the total unsigned: owed",
      "03/11/2026;LOJA;-100,00\n04/11/2026;MERCADO;-20,00\n;Total a pagar;120,00",
      -12000,
    ],
    [
      "purchases negative, the total too: owed",
      "03/11/2026;LOJA;-100,00\n04/11/2026;MERCADO;-20,00\nTotal desta fatura;;-120,00",
      -12000,
    ],
    ["marked D: owed", "03/11/2026;LOJA;100,00 D\n;Total da fatura;100,00 D", -10000],
    ["a dated total line", "03/11/2026;LOJA;100,00\n05/11/2026;TOTAL DA FATURA;100,00", -10000],
  ])("%s", (_, lines, amount) => {
    expect(bill(lines)?.amount).toBe(amount);
  });

  it("reads the total in the title lines, dated by the bill's last entry", () => {
    expect(
      bill(
        "03/11/2026;LOJA;100,00\n04/11/2026;MERCADO;20,00",
        "Fatura do cartão\nTotal da fatura: R$ 1.318,45",
      ),
    ).toEqual({
      amount: -131845,
      date: "2026-11-04",
    });
    expect(bill("03/11/2026;LOJA;100,00", "Fatura do cartão\nValor total desta fatura;R$ 100,00")).toEqual({
      amount: -10000,
      date: "2026-11-03",
    });
  });

  // Each bank writes the bill's dates its own way; the total is what the card owes on the day the
  // bill closes when it says so, else its due date, never before its last entry.
  it.each([
    [
      "a due date beside its label (Itaú, Santander)",
      "Fatura do cartão\nVencimento: 10/12/2026",
      "2026-12-10",
    ],
    [
      "a due date in the next cell (Bradesco, Caixa)",
      "Fatura do cartão\nData de vencimento;10/12/2026",
      "2026-12-10",
    ],
    [
      "a due date under its label",
      "Fatura do cartão\nVencimento;Total a pagar\n10/12/2026;R$ 120,00",
      "2026-12-10",
    ],
    [
      "the closing date before the due date (Nubank, Inter, C6)",
      "Fatura do cartão\nVencimento: 10 DEZ 2026\nFechamento: 03 DEZ 2026",
      "2026-12-03",
    ],
    ["a due date without its year", "Fatura do cartão\nVencimento 10/12", "2026-12-10"],
    ["the bill's month and due day", "Fatura de dezembro/2026\nVencimento: dia 10", "2026-12-10"],
    ["the bill's month alone", "Fatura de dezembro de 2026", "2026-12-01"],
    [
      "a stated date before the last entry is not taken",
      "Fatura do cartão\nFechamento: 01/11/2026",
      "2026-11-04",
    ],
    ["nothing stated: the last entry", "Fatura do cartão\nMelhor dia de compra: 04/12/2026", "2026-11-04"],
  ])("dates the total from %s", (_, head, date) => {
    expect(bill("03/11/2026;LOJA;100,00\n04/11/2026;MERCADO;20,00\n;Total da fatura;120,00", head)).toEqual({
      amount: -12000,
      date,
    });
  });

  it("passes over the next bill's closing printed beside this one's (BB)", () => {
    expect(
      bill(
        "23/11/2026;LOJA;100,00\n;Total da fatura;100,00",
        "Fatura Ourocard\nPróximo fechamento: 02/01/2027;Data de fechamento: 01/12/2026\nVencimento: 10/12/2026",
      ),
    ).toEqual({ amount: -10000, date: "2026-12-01" });
  });

  it("dates a total under the entries from a due date under them too", () => {
    expect(bill("03/11/2026;LOJA;100,00\n;Total da fatura;100,00\nVencimento;10/12/2026")?.date).toBe(
      "2026-12-10",
    );
  });

  it("takes no subtotal for the bill's total, nor an account's total line for a balance", () => {
    expect(bill("03/11/2026;LOJA;100,00\n;Total de compras;100,00")).toBeNull();
    expect(
      readTable(rowsOf("Data;Descrição;Valor\n03/11/2026;PIX;-100,00\n;Total da fatura;100,00"), "x.csv")
        ?.closingBalance,
    ).toBeNull();
  });
});

describe("readTable's lines left out", () => {
  it("counts a line with a date written, words and money whose date or amount is unreadable", () => {
    const t = readTable(
      rowsOf(
        "Data;Descrição;Valor\n05/11/2026;PADARIA;-10,00\n31/11/2026;LOJA;-20,00\n06/11/2026;CAFE;R$ 1O,00\nTotal;;-30,00\n07/11/2026;SALDO;100,00",
      ),
      "x.csv",
    );
    expect(t?.entries.map((e) => e.text)).toEqual(["PADARIA"]);
    expect([t?.unreadable, t?.skipped]).toEqual([2, 2]);
  });
});

describe("installmentInText", () => {
  it("reads the word parcela anywhere, and a card line's trailing part/count", () => {
    expect(installmentInText("Amazon - Parcela 2/3", "account")).toBe("2/3");
    expect(installmentInText("MAGAZINE LUIZA PARC 03/10", "card")).toBe("3/10");
    expect(installmentInText("MAGAZINE LUIZA 03/10", "card")).toBe("3/10");
    expect(installmentInText("PIX TRANSF JOSE 02/03", "account")).toBeNull();
    expect(installmentInText("LOJA 10/03", "card")).toBeNull();
  });
});

describe("readTable's rows as exports write them", () => {
  it("reads a header on two rows: 'Valor (R$)' merged over 'Crédito' and 'Débito'", () => {
    const cells = [
      ["Data", "Histórico", "Valor (R$)", "Valor (R$)", "Saldo (R$)"],
      ["", "", "Crédito", "Débito", ""],
      ["05/11/2026", "PIX RECEBIDO", "100,00", "", "1.100,00"],
      ["06/11/2026", "COMPRA", "", "-40,00", "1.060,00"],
    ];
    expect(readTable(cells, "santander.xlsx")?.entries.map((e) => [e.text, e.signed])).toEqual([
      ["PIX RECEBIDO", 10000],
      ["COMPRA", -4000],
    ]);
  });

  it("takes no title line holding values for the header", () => {
    const t = readTable(
      rowsOf("Data de emissão;27/11/2026;Valor total;1.234,56\nData;Descrição;Valor\n05/11/2026;PIX;-10,00"),
      "x.csv",
    );
    expect(t?.entries.map((e) => [e.text, e.signed])).toEqual([["PIX", -1000]]);
  });

  it("mends an amount a comma delimiter split in two ('-10,50' unquoted)", () => {
    const rows = "Data,Descrição,Valor,Saldo\n05/11/2026,PIX,-10,50,1.989,50"
      .split("\n")
      .map((l) => l.split(","));
    const t = readTable(rows, "x.csv");
    expect(t?.entries.map((e) => [e.signed, e.balance])).toEqual([[-1050, 198950]]);
  });

  it("signs an account's unsigned amounts by the words of each line", () => {
    const t = readTable(
      rowsOf(
        "DATA;TIPO;DESCRICAO;VALOR\n01/11/2026;Pix recebido;Ana;10,00\n02/11/2026;Pix enviado;Bia;5,00\n03/11/2026;Estorno de compra;Loja;2,00\n04/11/2026;Pagamento de boleto;Luz;50,00",
      ),
      "x.csv",
    );
    expect(t?.entries.map((e) => e.signed)).toEqual([1000, -500, 200, -5000]);
  });

  it("reads a type column of Despesa and Receita (finance apps' exports) as the direction", () => {
    const t = readTable(
      rowsOf(
        "Data;Descrição;Valor;Tipo\n01/11/2026;Mercado;150,00;Despesa\n02/11/2026;Salário;3.000,00;Receita",
      ),
      "x.csv",
    );
    expect(t?.entries.map((e) => e.signed)).toEqual([-15000, 300000]);
  });

  it("takes no Crédito/Débito type column for the direction on a card bill, or over amounts' own signs", () => {
    const card = readTable(
      rowsOf(
        "Fatura Cartão Mercado Pago\nData;Descrição;Tipo;Valor\n02/11/2026;MERCADOLIVRE*LOJA;Crédito;150,00\n03/11/2026;UBER *TRIP;Crédito;22,30\n04/11/2026;Pagamento da fatura;Crédito;-800,00",
      ),
      "x.csv",
    );
    expect(card?.entries.map((e) => e.signed)).toEqual([-15000, -2230, 80000]);
    const signed = readTable(
      rowsOf("Data;Descrição;Tipo;Valor\n02/11/2026;Padaria;Débito;-12,00\n04/11/2026;Loja;Crédito;-45,00"),
      "x.csv",
    );
    expect(signed?.entries.map((e) => e.signed)).toEqual([-1200, -4500]);
  });

  it("keeps a signed account's positive amounts as money in, whatever their words", () => {
    const t = readTable(
      rowsOf("Data;Descrição;Valor\n01/11/2026;Pix enviado devolvido;10,00\n02/11/2026;Compra;-5,00"),
      "x.csv",
    );
    expect(t?.entries.map((e) => e.signed)).toEqual([1000, -500]);
  });
  it("skips a balance line whose label sits in a column other than the words ('Saldo Diário' under 'Transação')", () => {
    const cells = [
      ["Data e hora", "Categoria", "Transação", "Descrição", "Valor"],
      ["2026-11-03 13:15", "Pix", "Pix recebido", "Carlos Lima", "800"],
      ["2026-11-04 23:59", "", "Saldo Diário", "", "754.5"],
      ["2026-11-05 08:30", "Investimentos", "Aplicação", "CDB", "-500"],
    ];
    const t = readTable(cells, "extrato.xlsx");
    expect(dated(t)).toEqual([
      ["2026-11-03", 80000],
      ["2026-11-05", -50000],
    ]);
    expect(t?.entries[0]?.text).toBe("Pix recebido - Carlos Lima");
  });

  it("leaves out a card bill's instalments of the bills to come", () => {
    const t = readTable(
      rowsOf(
        "Fatura - Vencimento 15/12/2026\nData;Descrição;Valor (R$)\n22/11/2026;LOJAS RENNER 03/05;89,97\n\nCompras parceladas - próximas faturas\nData;Descrição;Valor (R$)\n22/11/2026;LOJAS RENNER 04/05;89,97",
      ),
      "x.csv",
    );
    expect(dated(t)).toEqual([["2026-11-22", -8997]]);
  });

  it.each([
    "Lançamentos futuros",
    "Débitos programados",
    "Pagamentos agendados",
    "Transações futuras",
    "Lançamentos a realizar",
  ])("stops at a section of entries that have not happened: %s", (title) => {
    const t = readTable(
      rowsOf(`Data;Descrição;Valor\n05/11/2026;PADARIA;-10,00\n${title};;\n20/11/2026;ALUGUEL;-1.500,00`),
      "x.csv",
    );
    expect(dated(t)).toEqual([["2026-11-05", -1000]]);
  });

  it("reads on past a line that only mentions the next bill", () => {
    const t = readTable(
      rowsOf(
        "Fatura - Vencimento 15/12/2026\nData;Descrição;Valor (R$)\n22/11/2026;LOJA;89,97\n;Saldo financiado para a próxima fatura;\n23/11/2026;PADARIA;10,00",
      ),
      "x.csv",
    );
    expect(dated(t)).toEqual([
      ["2026-11-22", -8997],
      ["2026-11-23", -1000],
    ]);
  });

  it("knows a card bill by its card number in the title lines, masked or by its last digits", () => {
    const body =
      "\nData;Lançamento;Valor\n28/10/2026;PAGAMENTO EFETUADO;-2.000,00\n30/10/2026;RAIA DROGASIL;45,90";
    for (const title of [
      "Cartão 4123 XXXX XXXX 1234",
      "Cartão final 1234",
      "5234 **** **** 1234",
      "Visa Infinite",
    ]) {
      const t = readTable(rowsOf(`${title}${body}`), "itau.csv");
      expect([t?.layout.side, dated(t)]).toEqual([
        "card",
        [
          ["2026-10-28", 200000],
          ["2026-10-30", -4590],
        ],
      ]);
    }
    expect(readTable(rowsOf(`Conta: 12345-6${body}`), "itau.csv")?.layout.side).toBe("account");
  });

  it("takes a balance stated before later entries as an opening balance, not the closing one", () => {
    const opening = rowsOf("Data;Historico;Valor\n02/03/2026;SALDO DIA;2.000,00\n02/03/2026;PIX;-60,00");
    expect(readTable(opening, "x.csv")?.closingBalance).toBeNull();
    const closing = rowsOf("Data;Historico;Valor\n02/03/2026;PIX;-60,00\n02/03/2026;SALDO DIA;1.940,00");
    expect(readTable(closing, "x.csv")?.closingBalance).toEqual({ amount: 194000, date: "2026-03-02" });
  });
  it("books a shop whose name starts with TOTAL, and skips the bill's totals, minimum payment and limit", () => {
    const t = readTable(
      rowsOf(
        "Fatura cartão de crédito\nData;Descrição;Valor\n03/11/2026;TOTAL EXPRESS LOGISTICA;25,90\n04/11/2026;TOTAL ATACADO;310,45\n05/11/2026;TOTAL DE COMPRAS;336,35\n06/11/2026;Total: 336,35;336,35\n10/12/2026;PAGAMENTO MÍNIMO;50,45\n10/12/2026;Limite disponível;4.663,65\n;Total da fatura;336,35",
      ),
      "x.csv",
    );
    expect(dated(t)).toEqual([
      ["2026-11-03", -2590],
      ["2026-11-04", -31045],
    ]);
  });

  it("skips an account's running balance marked (=) and its overdraft limit, keeping the balance as the closing one", () => {
    const t = readTable(
      rowsOf(
        "Data;Histórico;Valor\n02/12/2026;TED RECEBIDA CLINICA VIDA;3.200,00\n02/12/2026;(=) SALDO;3.540,10\n03/12/2026;LIMITE DO CHEQUE ESPECIAL;1.500,00\n03/12/2026;(+) LIMITE CONTRATADO;1.500,00\n03/12/2026;CONTA DE LUZ CEMIG;-187,44\n03/12/2026;(=) SALDO;3.352,66",
      ),
      "extrato.csv",
    );
    expect(dated(t)).toEqual([
      ["2026-12-02", 320000],
      ["2026-12-03", -18744],
    ]);
    expect(t?.closingBalance).toEqual({ amount: 335266, date: "2026-12-03" });
  });

  it("books a line that only names a limit or a balance after words of its own", () => {
    const t = readTable(
      rowsOf(
        "Data;Histórico;Valor\n03/12/2026;JUROS LIMITE CHEQUE ESPECIAL;-12,37\n04/12/2026;IOF S/ SALDO DEVEDOR;-1,02",
      ),
      "extrato.csv",
    );
    expect(dated(t)).toEqual([
      ["2026-12-03", -1237],
      ["2026-12-04", -102],
    ]);
  });

  it("takes a card bill's D and C after the amounts as their direction: D a purchase, C a payment or refund", () => {
    const t = readTable(
      rowsOf(
        "Fatura Sicredi Mastercard\nData;Descrição;Valor\n01/11/2026;PAGAMENTO FATURA;800,00 C\n02/11/2026;SUPERMERCADO;120,00 D\n03/11/2026;FARMACIA;35,50D\n04/11/2026;ESTORNO FARMACIA;35,50C",
      ),
      "x.csv",
    );
    expect([t?.layout.side, dated(t)]).toEqual([
      "card",
      [
        ["2026-11-01", 80000],
        ["2026-11-02", -12000],
        ["2026-11-03", -3550],
        ["2026-11-04", 3550],
      ],
    ]);
  });
  it("reads a D/C column with no name of its own right after the amount", () => {
    const t = readTable(
      rowsOf(
        "Data;Histórico;Valor;;Saldo;\n02/11/2026;LOJA A;1.500,00;C;1.500,00;C\n03/11/2026;LOJA B;210,40;D;1.289,60;C\n04/11/2026;LOJA C;100,00;D;1.189,60;C",
      ),
      "x.csv",
    );
    expect(dated(t)).toEqual([
      ["2026-11-02", 150000],
      ["2026-11-03", -21040],
      ["2026-11-04", -10000],
    ]);
  });
  it("dates a line that writes no date by its day, when the bank writes each day's date once", () => {
    const firstLine = readTable(
      rowsOf(
        "Data;Lançamento;Valor (R$);Saldo (R$)\n31/10/2026;SALDO ANTERIOR;;1.000,00\n03/11/2026;PIX TRANSF MARIA;-200,00;\n;PADARIA DOCE;-15,00;\n;SISPAG SALARIO;3.000,00;3.785,00\n04/11/2026;PAG BOLETO;-100,00;3.685,00\n;LOJA;-5,00;",
      ),
      "x.csv",
    );
    expect(dated(firstLine)).toEqual([
      ["2026-11-03", -20000],
      ["2026-11-03", -1500],
      ["2026-11-03", 300000],
      ["2026-11-04", -10000],
      ["2026-11-04", -500],
    ]);
    const ownLine = readTable(
      rowsOf(
        "Data;Descrição;Valor\n05/11/2026;;\n;Pix recebido Ana;150,00\n;Compra Padaria;-12,00\n06/11/2026;;\n;Tarifa;-5,00",
      ),
      "x.csv",
    );
    expect(dated(ownLine)).toEqual([
      ["2026-11-05", 15000],
      ["2026-11-05", -1200],
      ["2026-11-06", -500],
    ]);
  });

  it("guesses no date for a line with money after the last entry of a file that dates every line", () => {
    const t = readTable(
      rowsOf(
        "Data;Descrição;Valor\n05/11/2026;PIX;-10,00\n06/11/2026;LOJA;-20,00\n;Juros do cheque especial;-3,10\n;Limite disponível;1.000,00",
      ),
      "x.csv",
    );
    expect(dated(t)).toEqual([
      ["2026-11-05", -1000],
      ["2026-11-06", -2000],
    ]);
    expect(t?.unreadable).toBe(1);
  });
  it("joins the words a comma delimiter split when they were left unquoted", () => {
    const rows =
      "Data,Descrição,Valor,Saldo\n05/11/2026,Compra, Loja X, SP,-10.50,89.50\n06/11/2026,Pix recebido,100.00,189.50"
        .split("\n")
        .map((l) => l.split(","));
    const t = readTable(rows, "x.csv");
    expect(t?.entries.map((e) => [e.date, e.signed, e.text])).toEqual([
      ["2026-11-05", -1050, "Compra, Loja X, SP"],
      ["2026-11-06", 10000, "Pix recebido"],
    ]);
  });
  it("tells a header-less table's balance from its amount by the one that moves by the other", () => {
    const t = readTable(
      rowsOf(
        "01/11/2026;SALDO ANTERIOR;1.000,00;\n03/11/2026;PIX ENVIADO;950,00;-50,00\n04/11/2026;SALARIO;3.950,00;3.000,00\n05/11/2026;LUZ;3.830,00;-120,00",
      ),
      "x.csv",
    );
    expect(dated(t)).toEqual([
      ["2026-11-03", -5000],
      ["2026-11-04", 300000],
      ["2026-11-05", -12000],
    ]);
    expect(t?.closingBalance).toEqual({ amount: 383000, date: "2026-11-05" });
  });
  it("infers a header-less table's columns though half its lines continue the words of the one above", () => {
    const t = readTable(
      rowsOf(
        "Extrato de conta corrente\nAgência 1234 Conta 12345-6\n03/11/2026;TRANSFERENCIA PIX;-150,00\n;REM: Ana Souza;\n05/11/2026;PAGTO COBRANCA;-320,45\n;CLARO SA;\n10/11/2026;TED RECEBIDA;2.500,00\n;JOSE PEREIRA;",
      ),
      "x.csv",
    );
    expect(t?.entries.map((e) => [e.date, e.signed, e.text])).toEqual([
      ["2026-11-03", -15000, "TRANSFERENCIA PIX REM: Ana Souza"],
      ["2026-11-05", -32045, "PAGTO COBRANCA CLARO SA"],
      ["2026-11-10", 250000, "TED RECEBIDA JOSE PEREIRA"],
    ]);
  });
  it("signs an account's unsigned amounts by its balance column, whichever order it lists them in", () => {
    const oldestFirst = readTable(
      rowsOf(
        "Data;Descrição;Valor;Saldo\n02/11/2026;PIX MARIA;100,00;1.100,00\n03/11/2026;PIX JOAO;40,00;1.060,00\n04/11/2026;LOJA X;10,00;1.050,00",
      ),
      "x.csv",
    );
    expect(oldestFirst?.entries.map((e) => e.signed)).toEqual([10000, -4000, -1000]);
    const newestFirst = readTable(
      rowsOf(
        "Data;Descrição;Valor;Saldo\n04/11/2026;LOJA X;10,00;1.050,00\n03/11/2026;PIX JOAO;40,00;1.060,00\n02/11/2026;PIX MARIA;100,00;1.100,00",
      ),
      "x.csv",
    );
    expect(newestFirst?.entries.map((e) => e.signed)).toEqual([-1000, -4000, 10000]);
  });
});

describe("a card bill in sections, each under its own header", () => {
  const bill = (international: string) =>
    rowsOf(
      `Fatura cartão de crédito\nVencimento: 10/12/2026\nData;Estabelecimento;Valor em R$\n05/11;PAGAMENTO EFETUADO;-1.000,00\n06/11;DROGARIA;54,30\nTotal nacional;;54,30\n\nLançamentos internacionais\n${international}`,
    );
  it.each([
    [
      "US$ before R$",
      "Data;Estabelecimento;Valor em US$;Valor em R$\n10/11;AWS SEATTLE;36,00;195,12\nRepasse de IOF em R$;;;6,61\nTotal internacional;;36,00;201,73",
    ],
    [
      "a quote column between them",
      "Data;Estabelecimento;Valor em US$;Cotação;Valor em R$\n10/11;AWS SEATTLE;36,00;5,42;195,12\nIOF transações exterior;;;;6,61",
    ],
    [
      "R$ before US$, the date last",
      "Estabelecimento;Valor em R$;Valor em US$;Data\nAWS SEATTLE;195,12;36,00;10/11\nRepasse de IOF em R$;6,61;;",
    ],
  ])("reads the R$ column of the second section (%s), and its IOF on the day above", (_, intl) => {
    expect(dated(readTable(bill(intl), "fatura.csv"))).toEqual([
      ["2026-11-05", 100000],
      ["2026-11-06", -5430],
      ["2026-11-10", -19512],
      ["2026-11-10", -661],
    ]);
  });

  it("keeps a section whose money sits in columns of another kind unread, never off the wrong column", () => {
    const t = readTable(bill("Data;Estabelecimento;Débito;Crédito\n10/11;AWS SEATTLE;195,12;"), "fatura.csv");
    expect(dated(t)).toEqual([
      ["2026-11-05", 100000],
      ["2026-11-06", -5430],
    ]);
    expect(t?.unreadable).toBe(1);
  });

  it("moves a later section's cells under the first header's columns", () => {
    const header = ["Data", "Descrição", "Valor"];
    const map = mapHeader(header);
    if (!map) throw new Error("no header");
    expect(
      alignSections(
        [
          ["05/11", "PADARIA", "10,00"],
          ["Descrição", "Data", "Valor em US$", "Valor em R$"],
          ["LOJA", "06/11", "2,00", "10,84"],
          ["Data", "Descrição", "Valor"],
          ["07/11", "MERCADO", "5,00"],
        ],
        header,
        map,
      ),
    ).toEqual([
      ["05/11", "PADARIA", "10,00"],
      ["Data", "Descrição", "Valor"],
      ["06/11", "LOJA", "10,84"],
      ["Data", "Descrição", "Valor"],
      ["07/11", "MERCADO", "5,00"],
    ]);
  });

  it.each([
    ["an amount", "Data;Estabelecimento;Valor em R$"],
    ["debit and credit columns", "Data;Estabelecimento;Débito;Crédito"],
  ])("keeps a section whose money is only in dollars unread, under %s", (_, first) => {
    const t = readTable(
      rowsOf(
        `Fatura cartão de crédito\nVencimento: 10/12/2026\n${first}\n06/11;DROGARIA;54,30\n\nLançamentos internacionais\nData;Estabelecimento;Valor em US$\n10/11;AWS SEATTLE;36,00`,
      ),
      "fatura.csv",
    );
    expect(t?.entries.map((e) => Math.abs(e.signed))).toEqual([5430]);
    expect(t?.unreadable).toBe(1);
  });

  it("joins no section's title to the entry above it", () => {
    const t = readTable(
      rowsOf(
        "Fatura cartão de crédito\nVencimento: 10/12/2026\nData;Estabelecimento;Valor em R$\n06/11;DROGARIA;54,30\nLançamentos internacionais\nData;Estabelecimento;Valor em US$;Valor em R$\n10/11;AWS;36,00;195,12",
      ),
      "fatura.csv",
    );
    expect(t?.entries.map((e) => e.text)).toEqual(["DROGARIA", "AWS"]);
  });

  it("reads an aligned-text bill's second section by its own header", () => {
    const text = [
      "FATURA CARTAO VISA",
      "Vencimento: 10/12/2026",
      " Data    Descrição                                    Valor R$",
      " 02/11   MERCADO BOM PRECO    RECIFE      BR            210,30",
      "",
      " Lançamentos internacionais",
      " Data    Descrição                     Valor US$     Valor R$",
      " 04/11   SPOTIFY   STOCKHOLM   SE           3,99        21,90",
    ].join("\n");
    const rows = splitAligned(text);
    if (!rows) throw new Error("no columns");
    expect(readTable(rows, "fatura.txt")?.entries.map((e) => [e.date, e.signed, e.text])).toEqual([
      ["2026-11-02", -21030, "MERCADO BOM PRECO RECIFE BR"],
      ["2026-11-04", -2190, "SPOTIFY STOCKHOLM SE"],
    ]);
  });

  it("books no undated charge under a total or one the entries already hold", () => {
    const underTotal = readTable(
      bill(
        "Data;Estabelecimento;Valor em US$;Valor em R$\n10/11;AWS SEATTLE;36,00;195,12\nTotal internacional;;36,00;195,12\nIOF;;;6,61",
      ),
      "fatura.csv",
    );
    expect(underTotal?.entries).toHaveLength(3);
    const twice = readTable(
      bill("Data;Estabelecimento;Valor em US$;Valor em R$\n10/11;IOF COMPRA EXTERIOR;;6,61\nIOF;;;6,61"),
      "fatura.csv",
    );
    expect(twice?.entries).toHaveLength(3);
  });

  it("does not date an undated line that is not a bill's own charge", () => {
    const t = readTable(
      bill("Data;Estabelecimento;Valor em US$;Valor em R$\n10/11;AWS SEATTLE;36,00;195,12\nAJUSTE;;;6,61"),
      "fatura.csv",
    );
    expect(t?.entries).toHaveLength(3);
  });
});

describe("a footer's label begun in the date column", () => {
  it("reads a bill's total whose words run on into the words column", () => {
    const t = readTable(
      [
        ["Data", "Descrição", "Valor R$"],
        ["02/11", "POSTO", "150,00"],
        ["Total da", "Fatura", "150,00"],
      ],
      "fatura-2026-12.csv",
    );
    expect([t?.entries.length, t?.closingBalance?.amount]).toEqual([1, -15000]);
  });
});

describe("a table with no header and dates without a year", () => {
  it("reads the columns, and the bill paid against the purchases as a card's", () => {
    const t = readTable(
      rowsOf(
        "03/11;DROGARIA 1234;45,90\n05/11;PAGAMENTO EFETUADO;-1.310,20\n06/11;LOJA 03/10;250,00\n08/11;STREAMING;59,90",
      ),
      "cartao-novembro.csv",
      { today: "2026-11-29" },
    );
    expect([t?.layout.side, t?.sideFrom, t?.cardSigns]).toEqual([
      "card",
      "lines",
      ["pagamento da fatura contra as compras", "datas sem o ano"],
    ]);
    expect(dated(t)).toEqual([
      ["2026-11-03", -4590],
      ["2026-11-05", 131020],
      ["2026-11-06", -25000],
      ["2026-11-08", -5990],
    ]);
  });

  it("stays an account's when its lines show an account's signs", () => {
    const t = readTable(
      rowsOf(
        "03/11;PIX ENVIADO FULANO;-45,90\n05/11;PAGAMENTO EFETUADO;-1.310,20\n06/11;PIX RECEBIDO;250,00",
      ),
      "extrato.csv",
      { today: "2026-11-29" },
    );
    expect(t?.layout.side).toBe("account");
  });
});
