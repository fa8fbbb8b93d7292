/**
 * Reading which of a listed set of options a short answer picks: "2", "o segundo", "o de ontem",
 * "o da padaria", "o de 18", "nubank"; "nenhum" drops the question.
 */
import { foldAccents } from "../fold.ts";

export interface PickOption {
  /** Words the option is known by (description, category, a card's name). */
  words: string;
  /** Centavos, for "o de 18". */
  total?: number;
  /** YYYY-MM-DD, for "o de ontem", "o de sexta". */
  date?: string;
}

export type Pick = { type: "pick"; index: number } | { type: "none" };

const ORDINALS: Record<string, number> = {
  primeiro: 0,
  primeira: 0,
  segundo: 1,
  segunda: 1,
  terceiro: 2,
  terceira: 2,
  quarto: 3,
  quarta: 3,
  quinto: 4,
  quinta: 4,
};
const LAST = new Set(["ultimo", "ultima"]);
const NONE =
  /^(nenhum|nenhuma|nenhum deles|nenhuma delas|nenhum desses|deixa|deixa pra la|cancela|esquece|nao|nada|nao e nenhum)$/;
const STOP = new Set(
  "o,a,os,as,do,da,dos,das,de,no,na,nos,nas,em,foi,era,e,esse,essa,este,esta,aquele,aquela,um,uma,com,que,reais,real,r$,numero,opcao,registro,lancamento,gasto,pra,para,pro,mesmo,isso,eh,dia,ai,la,so,acho,sim".split(
    ",",
  ),
);
const WEEKDAYS: Record<string, number> = {
  domingo: 0,
  segunda: 1,
  terca: 2,
  quarta: 3,
  quinta: 4,
  sexta: 5,
  sabado: 6,
};

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

function words(text: string): string[] {
  return foldAccents(text)
    .replace(/[^a-z0-9$,./ ]+/g, " ")
    .replace(/[.,](?!\d)/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The option a short answer picks, "none" for "nenhum", or null when it is not an answer.
 * @example readPick("o segundo", [{ words: "aluguel" }, { words: "aluguel sala" }], "2026-11-22") // { type: "pick", index: 1 }
 */
export function readPick(text: string, options: readonly PickOption[], today: string): Pick | null {
  const all = words(text);
  if (all.length === 0 || all.length > 6 || options.length === 0) return null;
  const joined = all.join(" ");
  if (NONE.test(joined)) return { type: "none" };
  const inRange = (i: number): Pick | null =>
    i >= 0 && i < options.length ? { type: "pick", index: i } : null;
  const content = all.filter((w) => !STOP.has(w));
  // "2", "o 2", "opção 2", "2º"
  if (content.length === 1 && /^\d{1,2}º?$/.test(content[0] as string) && all.length <= 3) {
    const n = Number.parseInt(content[0] as string, 10);
    if (n >= 1 && n <= options.length) return inRange(n - 1);
  }
  // "o segundo", "a primeira", "o último"; "segunda" alone is Monday when an option fell on one
  if (content.length === 1) {
    const w = content[0] as string;
    const ordinal = ORDINALS[w];
    const day = WEEKDAYS[w];
    // "segunda" alone is Monday when an option fell on one; "a segunda" is the second
    const onThatDay =
      day !== undefined && all.length === 1 && options.some((o) => o.date && weekday(o.date) === day);
    if (ordinal !== undefined && ordinal < options.length && !onThatDay) return inRange(ordinal);
    if (LAST.has(w)) return inRange(options.length - 1);
  }
  if (content.length === 0) return null;
  const scores = options.map((o) => score(o, content, today));
  const best = Math.max(...scores);
  if (best <= 0) return null;
  const winners = scores.flatMap((s, i) => (s === best ? [i] : []));
  return winners.length === 1 ? inRange(winners[0] as number) : null;
}

// How many of the answer's words the option accounts for; a word it contradicts counts against.
function score(o: PickOption, content: readonly string[], today: string): number {
  const own = new Set(words(o.words));
  let s = 0;
  for (const w of content) {
    if (
      own.has(w) ||
      [...own].some((x) => x.length >= 4 && w.length >= 4 && (x.startsWith(w) || w.startsWith(x)))
    )
      s++;
    else if (o.date && dateWord(w, o.date, today)) s++;
    else if (o.total !== undefined && /^\d+([.,]\d{1,2})?$/.test(w)) {
      const reais = Number(w.replace(/\./g, "").replace(",", "."));
      s += Math.round(reais * 100) === o.total ? 1 : -1;
    }
  }
  return s;
}

function dateWord(w: string, date: string, today: string): boolean {
  if (w === "hoje") return date === today;
  if (w === "ontem") return date === addDays(today, -1);
  if (w === "anteontem") return date === addDays(today, -2);
  const day = WEEKDAYS[w];
  if (day !== undefined) return weekday(date) === day && date > addDays(today, -7);
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(w);
  if (m) return Number(m[1]) === Number(date.slice(8, 10)) && Number(m[2]) === Number(date.slice(5, 7));
  return false;
}
