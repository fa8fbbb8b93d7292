/**
 * Cards set up in chat: "meu nubank fecha dia 4 e vence dia 11", "cadastra o cartão inter com
 * limite de 5 mil", "o limite do itaú é 7.500", "cartão de débito do bradesco".
 */
import { findCategory } from "./categories.ts";
import { contextOf, type MessageContext } from "./context.ts";
import { findIssuer, issuerAt } from "./issuers.ts";
import type { Span } from "./scan.ts";
import type { CardIntent } from "./types.ts";
import { findKindVerb } from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

const CLOSING = set("fecha,fechamento,fechar,fechando,fechou,vira,virou,virada,corte");
const DUE = set("vence,vencimento,vencer,vencendo,venceu,pagamento,paga,pago,vcto,venc");
const CARD_TRIGGERS = new Set([...CLOSING, ...DUE, "cartao", "cartoes", "limite"]);
const SETUP = set(
  "cadastra,cadastrar,cadastre,cadastro,adiciona,adicionar,adicione,novo,nova,registra,registrar,registre,inclui,incluir,salva,salvar,tenho,criar,cria,bota,coloca",
);
// Words that make "cartão" the subject of something that is not its set-up ("o cartão chegou").
const CARD_WORDS = set("cartao,cartoes");

function dayAfter(ctx: MessageContext, i: number, within: number): number | null {
  for (let k = i + 1; k <= i + within && k < ctx.words.length; k++) {
    const s = ctx.scanned.owner[k] ?? -1;
    const w = ctx.words[k] as string;
    if (s < 0 && (CLOSING.has(w) || DUE.has(w) || w === "limite" || w === ",")) return null;
    if (s < 0) continue;
    const sp = ctx.scanned.spans[s] as Span;
    if (sp.type === "date" && sp.date.kind === "monthDay") return sp.date.day;
    if (sp.type === "recurDay") return sp.day;
    // "fecha em 5", "vence 10": a bare small number
    if (
      sp.type === "amount" &&
      !sp.marked &&
      sp.centavos % 100 === 0 &&
      sp.centavos <= 3100 &&
      sp.centavos >= 100
    )
      return sp.centavos / 100;
    return null;
  }
  return null;
}

function limitAmount(ctx: MessageContext): number | null {
  let best: (Span & { type: "amount" }) | null = null;
  for (const sp of ctx.scanned.spans) {
    if (sp.type !== "amount") continue;
    // a day after "fecha"/"vence" is not the limit
    const before = ctx.words[sp.start - 1] ?? "";
    if (CLOSING.has(before) || DUE.has(before) || before === "dia") continue;
    if (!best || sp.centavos > best.centavos) best = sp;
  }
  return best ? best.centavos / 100 : null;
}

const NAME_GLUE = set("do,da,de,o,a,:,meu,minha");
const NOT_NAMES = set(
  "debito,credito,novo,nova,com,limite,que,e,,,.,;,fecha,vence,vencimento,fechamento,virtual,adicional,chegou,principal,esse,este,aqui,dele,dela,subiu,aumentou,aumenta,baixou,diminuiu,caiu,mudou,muda,passou,passa,agora,ta,esta,ficou,fica,vai,foi,era,pra,para,pro,tbm,tb,tambem,ja,so,hoje",
);

/** "cartão da renner": any other name, each word capitalised as typed. */
function nameAfterCard(ctx: MessageContext): string | null {
  const { words, tokens } = ctx;
  const at = words.findIndex((w) => CARD_WORDS.has(w));
  if (at < 0) return null;
  let i = at + 1;
  // "cartão de débito do bradesco" names the kind first
  for (let guard = 0; guard < 4 && i < words.length; guard++) {
    const w = words[i] as string;
    if (NAME_GLUE.has(w) || w === "debito" || w === "credito") i++;
    else break;
  }
  const parts: string[] = [];
  while (i < words.length && parts.length < 3) {
    const w = words[i] as string;
    const token = tokens[i];
    if (token?.kind !== "word" || NOT_NAMES.has(w) || ctx.scanned.owner[i] !== -1) break;
    parts.push(token.original.charAt(0).toUpperCase() + token.original.slice(1));
    i++;
  }
  return parts.length > 0 ? parts.join(" ") : null;
}

function mentionsCard(words: readonly string[]): boolean {
  for (const w of words) if (CARD_TRIGGERS.has(w)) return true;
  return false;
}

const PRONOUNS = set("dele,dela,ele,ela,desse,deste,nesse,neste,esse,este");

/**
 * A card update that names no card: "o limite dele é 4 mil", "ele fecha dia 5", "fecha dia 5 e
 * vence dia 12", "o limite é 4 mil". Never when a spending category is named (that is a limit).
 */
function refersToCard(ctx: MessageContext, bothDays: boolean): boolean {
  const { words } = ctx;
  if (findCategory(words, "expense", 0, words.length, ctx.scanned.masked)) return false;
  if (words.some((w) => PRONOUNS.has(w))) return true;
  if (bothDays) return true;
  // "o limite é 4 mil": short, nothing else said
  // "limite de 2 mil em fornecedores" names where the limit goes: not a card
  if (words.some((w) => w === "em" || w === "no" || w === "na" || w === "para" || w === "com")) return false;
  return words.includes("limite") && words.length <= 6;
}

/**
 * "tenho nubank fecha dia 1 vence dia 8 e itau fecha 25 vence 5": one card per part that starts
 * with an issuer after "e" or a comma, when each part sets up a card on its own; else the one card.
 */
export function readCards(ctx: MessageContext): CardIntent[] {
  const { words } = ctx;
  const cuts: number[] = [];
  for (let i = 1; i < words.length - 1; i++)
    if (
      (words[i] === "e" || words[i] === "," || words[i] === ";") &&
      issuerAt(words, i + 1) &&
      i > (cuts.at(-1) ?? -2) + 1
    )
      cuts.push(i);
  if (cuts.length > 0) {
    const bounds = [0, ...cuts, words.length];
    const parts: CardIntent[] = [];
    for (let k = 0; k + 1 < bounds.length; k++) {
      const from = k === 0 ? 0 : (bounds[k] as number) + 1;
      const part = readCard(contextOf(ctx.tokens.slice(from, bounds[k + 1]), ctx.today));
      if (!part?.name || (part.closing_day === null && part.due_day === null && part.limit === null)) break;
      parts.push(part);
    }
    if (parts.length === bounds.length - 1) return parts;
  }
  const one = readCard(ctx);
  return one ? [one] : [];
}

/** Reads a card set-up or update, or null when the message is not one. */
export function readCard(ctx: MessageContext): CardIntent | null {
  const { words } = ctx;
  if (!mentionsCard(words)) return null;
  const issuer = findIssuer(words);
  let closing: number | null = null;
  let due: number | null = null;
  let hasLimit = false;
  let card = false;
  let setup = false;
  let debit = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (CLOSING.has(w) && closing === null) closing = dayAfter(ctx, i, 7);
    else if (DUE.has(w) && due === null && !(w === "pago" && words[i - 1] === "mercado"))
      due = dayAfter(ctx, i, 7);
    if (w === "limite") hasLimit = true;
    if (CARD_WORDS.has(w)) card = true;
    if (SETUP.has(w)) setup = true;
    if (w === "debito") debit = true;
  }
  // a purchase with the card is a record, not a card set-up
  const verb = findKindVerb(words);
  if (verb?.strong && !(issuer && verb.index >= issuer.start && verb.index < issuer.end)) return null;
  // "mercadinho 37 no cartão de débito": how a purchase was paid, with its amount, sets up nothing
  const paidWith =
    debit &&
    !setup &&
    !hasLimit &&
    closing === null &&
    due === null &&
    ctx.scanned.spans.some((sp) => sp.type === "amount");
  if (paidWith) return null;
  // "celular novo 12x de 149,90 no cartão do itaú": a purchase in parts on the card
  const bought =
    !hasLimit &&
    closing === null &&
    due === null &&
    ctx.scanned.spans.some((sp) => sp.type === "instalments");
  if (bought) return null;
  const named = issuer !== null || card;
  const refers = !named && refersToCard(ctx, closing !== null && due !== null);
  if (!named && !refers) return null;
  const limit = hasLimit ? limitAmount(ctx) : null;
  const saysSomething = closing !== null || due !== null || limit !== null || (card && (setup || debit));
  // "o limite dele é 4 mil", "o limite do cartão é 4 mil": the card just talked about (null)
  const name = issuer?.name ?? nameAfterCard(ctx);
  if (!saysSomething || (name === null && !refers && !(card && !setup))) return null;
  if (hasLimit && limit === null && closing === null && due === null && !setup) return null;
  return {
    intent: "card",
    name,
    kind: debit ? "debit" : "credit",
    limit,
    closing_day: closing,
    due_day: due,
  };
}
