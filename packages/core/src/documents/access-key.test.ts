import { describe, expect, it } from "vitest";
import { findAccessKey, isValidCnpj, mod11Dv, parseAccessKey } from "./access-key.ts";

const withDv = (body: string) => body + mod11Dv(body);
const NFCE = withDv("3525031122233300018165001000012345100000001");
const SAT = withDv("3125021122233300018159000123456000789012345");

describe("access keys", () => {
  it("reads state, month, CNPJ, model, series and number of an NFC-e key", () => {
    expect(parseAccessKey(NFCE)).toEqual({
      key: NFCE,
      uf: "SP",
      yearMonth: "2025-03",
      cnpj: "11222333000181",
      model: "65",
      series: "001",
      number: "000012345",
    });
  });

  it("reads a CF-e SAT key's equipment serial and coupon number", () => {
    expect(parseAccessKey(SAT)).toMatchObject({
      uf: "MG",
      yearMonth: "2025-02",
      model: "59",
      series: "000123456",
      number: "000789",
    });
  });

  it.each([
    ["a wrong check digit", NFCE.slice(0, 43) + ((Number(NFCE[43]) + 1) % 10)],
    ["an unknown state code", withDv(`99${NFCE.slice(2, 43)}`)],
    ["month 13", withDv(`3525131122233300018165001000012345100000001`)],
    ["model 57 (CT-e)", withDv(`3525031122233300018157001000012345100000001`)],
    ["43 digits", NFCE.slice(0, 43)],
  ])("rejects %s", (_name, key) => {
    expect(parseAccessKey(key)).toBeNull();
  });

  it("finds a key printed in groups of four across two OCR lines, with O read for 0", () => {
    const groups = NFCE.match(/.{4}/g) as string[];
    const text = `Consulte pela Chave de Acesso em\nwww.nfce.fazenda.sp.gov.br/consulta\n${groups.slice(0, 6).join(" ")}\n${groups
      .slice(6)
      .join(" ")
      .replace(/0/, "O")}\nCONSUMIDOR NAO IDENTIFICADO`;
    expect(findAccessKey(text)?.key).toBe(NFCE);
  });

  it("finds the key in a QR code URL", () => {
    const url = `https://www.fazenda.pr.gov.br/nfce/qrcode?p=${NFCE}|2|1|1|ABCDEF0123`;
    expect(findAccessKey(url)?.key).toBe(NFCE);
  });

  it("ignores 44 digits whose check digit fails", () => {
    expect(findAccessKey(`Protocolo ${NFCE.slice(0, 43)}${(Number(NFCE[43]) + 3) % 10}`)).toBeNull();
  });

  it("validates numeric and alphanumeric CNPJs", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("00.000.000/0000-00")).toBe(false);
    // The example published with the alphanumeric CNPJ rules.
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
  });
});
