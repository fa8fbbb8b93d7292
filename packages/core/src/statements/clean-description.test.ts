import { describe, expect, it } from "vitest";
import { cleanDescription } from "./clean-description.ts";

describe("cleanDescription", () => {
  it.each([
    ["IFD*IFOOD", "iFood"],
    ["UBER *TRIP", "Uber"],
    ["PAG*JoseDaSilva", "Jose da Silva"],
    ["PIX TRANSF JOAO 12/03", "Joao"],
    ["NETFLIX.COM", "Netflix"],
    ["APPLE COM BILL         SAO PAULO     BRA", "Apple"],
    ["Compra no débito via NuPay - iFood", "iFood"],
    [
      "Transferência enviada pelo Pix - JOSE DA SILVA - •••.123.456-•• - NU PAGAMENTOS - IP (0260) Agência: 1 Conta: 1234567-8",
      "Jose da Silva",
    ],
    ["Pix - Enviado - 02/03 09:15 João Vitor Araújo", "João Vitor Araújo"],
    ["Pix enviado para Fulano de Tal - TRANSF ENVIADA PIX", "Fulano de Tal"],
    ["TRANSFERENCIA PIX DES: ANA CLÁUDIA SOUZA 02/03", "Ana Cláudia Souza"],
    ["COMPRA CARTAO DEB MC 02/03 DROGARIA SAO PAULO", "Drogaria Sao Paulo"],
    ["Pagamento de fatura", "Pagamento de fatura"],
    ["TARIFA BANCARIA", "Tarifa Bancaria"],
  ])('shows "%s" as "%s"', (raw, shown) => {
    expect(cleanDescription(raw).description).toBe(shown);
  });

  it("names the method from the bank's words", () => {
    expect(cleanDescription("PIX TRANSF JOAO 12/03").method).toBe("pix");
    expect(cleanDescription("Compra no débito - iFood").method).toBe("debit");
    expect(cleanDescription("PAG BOLETO NET SERVICOS").method).toBe("boleto");
    expect(cleanDescription("SAQUE 24H").method).toBe("cash");
  });
});
