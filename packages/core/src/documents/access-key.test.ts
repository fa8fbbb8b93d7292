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
    ["model 99 (no such document)", withDv(`3525031122233300018199001000012345100000001`)],
    ["43 digits", NFCE.slice(0, 43)],
  ])("rejects %s", (_name, key) => {
    expect(parseAccessKey(key)).toBeNull();
  });

  it.each([
    ["66", "NF3e (energy)", "31"],
    ["62", "NFCom (telecom)", "35"],
    ["57", "CT-e", "41"],
    ["55", "NF-e", "43"],
  ])("reads a model %s key (%s) offline: state, month, issuer and model", (model, _name, uf) => {
    const key = withDv(`${uf}251011222333000181${model}001000012345100000001`);
    const parsed = parseAccessKey(key);
    expect(parsed).toMatchObject({ model, yearMonth: "2025-10", cnpj: "11222333000181" });
    expect(parsed?.uf).toBe({ "31": "MG", "35": "SP", "41": "PR", "43": "RS" }[uf]);
  });

  it("finds a key printed in groups of four across two OCR lines, with O read for 0", () => {
    const groups = NFCE.match(/.{4}/g) as string[];
    const text = `Consulte pela Chave de Acesso em\nwww.nfce.fazenda.sp.gov.br/consulta\n${groups.slice(0, 6).join(" ")}\n${groups
      .slice(6)
      .join(" ")
      .replace(/0/, "O")}\nCONSUMIDOR NAO IDENTIFICADO`;
    expect(findAccessKey(text)?.key).toBe(NFCE);
  });

  it("keeps a stray mark beside the groups out of the key, though it reads like a 1", () => {
    // The paper's edge comes out as "|" or "l" after the first line; read as 1 it would shift the
    // digits, and this key's first 44 characters then happen to pass the check digit too.
    const key = "35260575315333000109650010000017031305719288";
    const text = "3526 0575 3153 3300 0109 6500                    |\n1000 0017 0313 0571 9288";
    expect(findAccessKey(text)?.key).toBe(key);
    const sat = "35260211444777000161590001234560014074829135";
    const satText = "3526 0211 4447 7700 0161 5900     l\n0123 4560 0140 7482 9135      )";
    expect(findAccessKey(satText)?.key).toBe(sat);
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
