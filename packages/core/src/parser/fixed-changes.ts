/**
 * A fixed monthly item changed or stopped by its name: "a netflix subiu pra 59,90", "o aluguel
 * agora é 1600", "cancelei a netflix", "parei de pagar a academia". Never a new record: the
 * assistant changes the person's fixed item of that name from now on, or says there is none.
 */
import type { MessageContext } from "./context.ts";
import type { FixedChangeIntent } from "./types.ts";

import { wordSet as set } from "./word-set.ts";

const STOP_OPENERS: readonly (readonly string[])[] = [
  ["cancelei"],
  ["cancela"],
  ["cancele"],
  ["encerrei"],
  ["parei", "de", "pagar"],
  ["nao", "pago", "mais"],
  ["nao", "vou", "mais", "pagar"],
  ["nao", "vou", "pagar", "mais"],
  ["nao", "tenho", "mais"],
];
const CHANGE_VERBS = set("subiu,aumentou,baixou,diminuiu,mudou,passou,reajustou,reajustaram,aumentaram");
const NOW_WORDS = set("agora");
const NOW_VERBS = set("e,custa,ta,esta,fica,ficou,vem,vai");
const NOISE = set(
  "o,a,os,as,meu,minha,do,da,de,dos,das,fixo,fixa,fixos,fixas,assinatura,plano,mensalidade,conta,mais",
);
// stopping these is not stopping a fixed item
const NOT_FIXED = set(
  "cartao,cartoes,limite,limites,meta,metas,lembrete,lembretes,resumo,resumos,avisos,alerta,alertas,plano,conta,cadastro,tudo,ultimo,ultima,ultimos,isso,esse,essa,este,esta,registro,gasto,lancamento,compra",
);

function startsWith(words: readonly string[], seq: readonly string[]): boolean {
  return seq.every((w, k) => words[k] === w);
}

function target(ctx: MessageContext, from: number, to: number): string | null {
  const out: string[] = [];
  for (let k = from; k < to; k++) {
    const w = ctx.words[k] as string;
    if (ctx.scanned.owner[k] !== -1 || NOISE.has(w) || w === "," || w === "." || w === "!") continue;
    out.push(w);
  }
  return out.length > 0 && out.length <= 4 ? out.join(" ") : null;
}

/** Reads a change or stop of a fixed item named by its words, or null. */
export function readFixedChange(ctx: MessageContext): FixedChangeIntent | null {
  const { words, scanned } = ctx;
  if (words.includes("?")) return null;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  for (const opener of STOP_OPENERS) {
    if (!startsWith(words, opener) || amounts.length > 0) continue;
    // "tira a netflix dos fixos" is read below; "cancelei o cartão" is not a fixed item
    if (words.some((w) => NOT_FIXED.has(w))) return null;
    const named = target(ctx, opener.length, words.length);
    return named ? { intent: "fixed_change", target: named, amount: null } : null;
  }
  // "tira a netflix dos fixos", "remove a academia das despesas fixas"
  const fixedWord = words.findIndex((w) => w === "fixos" || w === "fixas" || w === "fixo" || w === "fixa");
  if ((words[0] === "tira" || words[0] === "remove" || words[0] === "apaga") && fixedWord > 1) {
    const named = target(ctx, 1, fixedWord);
    if (named) return { intent: "fixed_change", target: named, amount: null };
  }
  if (amounts.length !== 1) return null;
  const amount = amounts[0];
  if (amount?.type !== "amount") return null;
  // "a netflix subiu pra 59,90", "o aluguel passou a ser 1600", "o aluguel agora é 1600"
  for (let i = 1; i < Math.min(words.length, 6); i++) {
    const w = words[i] as string;
    const changes = CHANGE_VERBS.has(w) && (words[i + 1] === "para" || words[i + 1] === "a");
    const now = NOW_WORDS.has(w) && NOW_VERBS.has(words[i + 1] ?? "");
    if (!changes && !now) continue;
    if (amount.start <= i) return null;
    const named = target(ctx, 0, i);
    if (!named || named.split(" ").some((x) => NOT_FIXED.has(x))) return null;
    return { intent: "fixed_change", target: named, amount: amount.centavos / 100 };
  }
  return null;
}
