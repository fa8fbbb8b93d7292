/**
 * Preambles that change nothing in what follows: "quero registrar…", "anota aí:", "lança pra
 * mim…", "registra uma despesa de…", "quero criar um gasto fixo de…". The noun after the preamble
 * (despesa, receita, investimento) says the kind when no verb does.
 */
import type { RecordKind } from "./types.ts";

import { wordSet as set } from "./word-set.ts";

const POLITE = new Set([
  ",",
  ...set(
    "quero,queria,gostaria,preciso,pode,poderia,podes,consegue,vou,da,pfv,pf,favor,por,oi,ola,ei,opa,bom,boa,dia,tarde,noite,tostao,de,me,eu,so,ai,:,ok,okay,ta,blz,beleza,certo,entao,e,ah,tb,tambem",
  ),
]);
const VERBS = set(
  "registrar,registra,registre,registro,anotar,anota,anote,lancar,lanca,lance,adicionar,adiciona,adicione,incluir,inclui,inclua,colocar,coloca,coloque,salvar,salva,salve,criar,cria,crie,marcar,marca,marque,botar,bota,bote,poe,ponha,cadastrar,cadastra,cadastre,computar,computa,contabilizar,contabiliza",
);
const AFTER = new Set([
  ",",
  ...set("ai,ae,la,pra,para,mim,me,isso,isto,aqui,ja,por,favor,:,-,.,rapidinho,rapido,tb,tambem,mais"),
]);
const KIND_NOUNS: ReadonlyMap<string, RecordKind> = new Map([
  ["despesa", "expense"],
  ["despesas", "expense"],
  ["gasto", "expense"],
  ["gastos", "expense"],
  ["saida", "expense"],
  ["pagamento", "expense"],
  ["compra", "expense"],
  ["receita", "income"],
  ["receitas", "income"],
  ["entrada", "income"],
  ["entradas", "income"],
  ["ganho", "income"],
  ["ganhos", "income"],
  ["renda", "income"],
  ["recebimento", "income"],
  ["investimento", "investment"],
  ["aporte", "investment"],
  ["aplicacao", "investment"],
]);

export interface Preamble {
  /** Index of the first token after the preamble (0 when there is none). */
  end: number;
  /** The kind a noun right after the preamble names ("registra uma receita de 500"). */
  kind: RecordKind | null;
}

/** Finds a preamble at the start of the message. */
export function readPreamble(words: readonly string[]): Preamble {
  let i = 0;
  while (i < words.length && i < 6 && POLITE.has(words[i] as string) && !VERBS.has(words[i] as string)) i++;
  if (!VERBS.has(words[i] ?? "")) return { end: 0, kind: null };
  i++;
  while (i < words.length && AFTER.has(words[i] as string)) i++;
  let k = i;
  if (
    words[k] === "um" ||
    words[k] === "uma" ||
    words[k] === "o" ||
    words[k] === "a" ||
    words[k] === "novo" ||
    words[k] === "nova"
  )
    k++;
  const kind = KIND_NOUNS.get(words[k] ?? "") ?? null;
  return { end: i, kind };
}

const OF = set("do,da,dos,das,de,no,na,pro,para");

/** The label a transcribed voice note may come with: "Áudio:", "[áudio]", "Transcrição:", "Mensagem de voz:". */
const TRANSCRIPT_LABELS = [
  ["audio", "transcrito"],
  ["audio"],
  ["transcricao", "do", "audio"],
  ["transcricao"],
  ["mensagem", "de", "voz"],
  ["nota", "de", "voz"],
];

/**
 * Where the words after a transcript's label start ("Áudio: gastei 50 no mercado" → 2), or 0 when
 * the message opens with none; the label names nothing ("áudio 50", with nothing after, is left as
 * it is).
 */
export function transcriptLabelEnd(words: readonly string[]): number {
  const label = TRANSCRIPT_LABELS.find((l) => l.every((w, j) => words[j] === w));
  if (!label) return 0;
  let i = label.length;
  while (words[i] === ":" || words[i] === "-" || words[i] === "." || words[i] === ",") i++;
  // "áudio do carro 300" is a thing bought
  if (i === label.length && OF.has(words[i] ?? "")) return 0;
  return words.length - i >= 2 ? i : 0;
}

const LATE_OPENERS = set("ah,ai,ops,opa,e,eu,me,,,tostao");
const SAY = set("falar,dizer,avisar,contar,mencionar,comentar,anotar,informar");
const TO_YOU = set("te,lhe,pra,voce,vc");

/**
 * Where a message goes on after saying it comes late: "esqueci de falar, foi em 3x", "ah esqueci,
 * foi no pix", "esqueci de te dizer que foi no crédito", "faltou falar que foi no pix", and second
 * thoughts: "pensando bem, sobe pra 450". Saying so changes nothing in what follows; 0 when it is not said ("esqueci de pagar a luz" is about the
 * bill, "esqueci o cartão" about the card).
 */
export function saidLateEnd(words: readonly string[]): number {
  // "pensando bem, sobe pra 450", "pensando melhor coloca 300": second thoughts, then what they are
  if (words[0] === "pensando" && (words[1] === "bem" || words[1] === "melhor"))
    return words[2] === "," ? (words.length > 3 ? 3 : 0) : words.length > 2 ? 2 : 0;
  let i = 0;
  while (i < 3 && LATE_OPENERS.has(words[i] as string)) i++;
  const verb = words[i];
  if (verb !== "esqueci" && verb !== "faltou") return 0;
  i++;
  if (words[i] === "de") i++;
  while (TO_YOU.has(words[i] as string)) i++;
  const said = SAY.has(words[i] as string);
  if (said) i++;
  // "ah esqueci, foi no pix": the forgetting alone, then what was forgotten
  else if (verb !== "esqueci" || words[i] !== "," || words[i - 1] !== "esqueci") return 0;
  while (TO_YOU.has(words[i] as string) || words[i] === "," || words[i] === ":" || words[i] === "que") i++;
  return i < words.length ? i : 0;
}
