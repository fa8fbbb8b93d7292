/** Word tables and small token readers shared by the scanner and the amount reader. Folded forms. */
import type { Token } from "./normalise.ts";
import { isNumberWord, readWordNumber } from "./numbers.ts";
import type { PaymentMethod } from "./types.ts";

import { wordSet as words } from "./word-set.ts";

export const MONTHS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    janeiro: 1,
    jan: 1,
    fevereiro: 2,
    fev: 2,
    marco: 3,
    abril: 4,
    abr: 4,
    maio: 5,
    junho: 6,
    jun: 6,
    julho: 7,
    jul: 7,
    agosto: 8,
    ago: 8,
    setembro: 9,
    outubro: 10,
    novembro: 11,
    nov: 11,
    dezembro: 12,
  }),
);

export const WEEKDAYS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    segunda: 0,
    terca: 1,
    quarta: 2,
    quinta: 3,
    sexta: 4,
    sabado: 5,
    domingo: 6,
  }),
);

export const CURRENCY_AFTER = words(
  "reais,real,conto,contos,pila,pilas,pau,paus,mango,mangos,dinheiros,r$,$,brl",
);
export const CURRENCY_BEFORE = words("r$,$,rs,brl");

/** Weights and measures: "2 kg de carne de 40" counts no things. */
export const MEASURES = words(
  "km,kg,kgs,quilo,quilos,kilo,kilos,g,gramas,litro,litros,l,ml,m,metro,metros,cm",
);
export const UNITS_NOT_MONEY = new Set([
  ...MEASURES,
  ...words(
    "anos,meses,dias,semanas,hora,horas,h,hs,hrs,min,mins,minuto,minutos,segundo,segundos,gol,gols,ponto,pontos,grau,graus,%,º,pessoa,pessoas,andar,anos,unidade,unidades,itens,item,filhos,filho,filhas,vez,voltas,passos,calorias,kcal,gb,mb,mbps,polegadas,andares,quartos,lugar,posicao",
  ),
]);

/**
 * Words a bare amount may be followed by without being a quantity ("3 camisetas" is not money):
 * words ending in "s" that count nothing ("padaria 18 depois posto 100").
 */
export const PLURAL_OK = words(
  "dos,das,nos,nas,os,as,mas,pelos,pelas,tambem,mais,menos,depois,antes,atras,apos,pois,ambos,ambas",
);

export const TIME_PREFIX = words("as,ate");
export const MAX_CENTAVOS = 99_999_999_999; // R$ 999.999.999,99
export const BRAND_PREFIX = words("no,do,pelo,num,na,da,pela");

/** The folded word at i, or "" past the end. */
export const foldedAt = (tokens: Token[], i: number): string => tokens[i]?.folded ?? "";

export function intValue(tok: Token | undefined): number | null {
  if (!tok) return null;
  if (tok.kind === "number") {
    for (let i = 0; i < tok.folded.length; i++) {
      const c = tok.folded.charCodeAt(i);
      if (c < 48 || c > 57) return null;
    }
    return tok.folded.length > 9 ? null : Number(tok.folded);
  }
  return null;
}

/** A small count written in digits or words at `i`: returns the value and the end index. */
export function readCount(tokens: Token[], i: number): { value: number; end: number } | null {
  const t = tokens[i];
  if (!t) return null;
  const v = intValue(t);
  if (v !== null) return { value: v, end: i + 1 };
  if (t.kind === "word" && (isNumberWord(t.folded) || t.folded === "mil")) {
    const w = readWordNumber(tokens, i);
    if (w) return { value: w.value, end: w.end };
  }
  return null;
}

/**
 * Things counted in order: "2a parcela", "1o salário" (typed without the ordinal mark) are a place,
 * not reais, and "segunda via", "segunda mão" no day.
 */
export const ORDINAL_NOUNS = new Set(
  "parcela,prestacao,via,mensalidade,salario,quinzena,cota,mao,chamada,vez,opcao".split(","),
);

/** Ways of paying, by the word that names them (payment.ts reads them with their context). */
export const METHODS: ReadonlyMap<string, PaymentMethod> = new Map(
  Object.entries({
    credito: "credit",
    debito: "debit",
    pix: "pix",
    dinheiro: "cash",
    especie: "cash",
    cash: "cash",
    vivo: "cash",
    boleto: "boleto",
    boletos: "boleto",
  }),
);

/** Meal and food vouchers, by their kind or their brand ("no vr", "no ticket", "com o alelo"). */
export const VOUCHER_BRANDS = new Set([
  "vr",
  "va",
  "ticket",
  "sodexo",
  "pluxee",
  "alelo",
  "flash",
  "caju",
  "swile",
  "vt",
]);

/** Whether a word names a way of paying: a method, a voucher, or the card itself ("no pix", "no vr", "no cartão"). */
export function namesPaymentMethod(w: string): boolean {
  return METHODS.has(w) || VOUCHER_BRANDS.has(w) || w === "cartao";
}

// Words that introduce the means of payment ("no nubank", "pelo itaú", "com o inter", "via c6")…
export const PAYMENT_PREPOSITIONS = new Set([
  "no",
  "na",
  "nos",
  "nas",
  "pelo",
  "pela",
  "com",
  "via",
  "em",
  "num",
  "numa",
]);
