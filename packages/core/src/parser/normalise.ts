/**
 * Normalisation and tokenisation: one pass over the text, producing lower-case, accent-folded
 * tokens that the readers match against. Emojis and symbols become separators.
 */

import { foldAccents } from "../fold.ts";
import { EXPENSE_STRONG, EXPENSE_WEAK, INCOME_STRONG, INCOME_WEAK, INVEST_STRONG } from "./vocabulary.ts";

/** One token: the folded form used for matching and the original spelling. */
export interface Token {
  folded: string;
  original: string;
  /** A number is digits with . , / : inside; punctuation is kept where it carries structure. */
  kind: "word" | "number" | "punct";
}

// Folding table for the Latin-1 and Latin Extended-A ranges, built once at module load.
const FOLD_LIMIT = 0x250;
const foldTable: string[] = [];
for (let c = 0; c < FOLD_LIMIT; c++) {
  const ch = String.fromCharCode(c);
  const base = foldAccents(ch);
  foldTable.push(base.length === 1 ? base : ch.toLowerCase());
}

const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    hj: "hoje",
    cmprei: "comprei",
    conprei: "comprei",
    comprie: "comprei",
    gatei: "gastei",
    gstei: "gastei",
    merc: "mercado",
    lus: "luz",
    gastie: "gastei",
    gasstei: "gastei",
    paguie: "paguei",
    recbi: "recebi",
    rcb: "recebi",
    rcbi: "recebi",
    sinquenta: "cinquenta",
    sincoenta: "cinquenta",
    dusentos: "duzentos",
    quinse: "quinze",
    tranferi: "transferi",
    trasferi: "transferi",
    transfiri: "transferi",
    tranferencia: "transferencia",
    trasferencia: "transferencia",
    vzs: "vezes",
    vz: "vezes",
    vezs: "vezes",
    qero: "quero",
    qro: "quero",
    qr: "quero",
    qria: "queria",
    max: "maximo",
    maxi: "maximo",
    msg: "mensagem",
    cartau: "cartao",
    pfvr: "favor",
    pfv: "favor",
    vdd: "verdade",
    realidade: "verdade",
    nd: "nada",
    ngm: "ninguem",
    tmb: "tambem",
    kero: "quero",
    keria: "queria",
    qeria: "queria",
    viajem: "viagem",
    eh: "e",
    antiontem: "anteontem",
    onti: "ontem",
    ontenn: "ontem",
    hje: "hoje",
    qto: "quanto",
    // "fiz um pics de cem": how speech-to-text hears "pix"
    pics: "pix",
    qnto: "quanto",
    qt: "quanto",
    qtos: "quantos",
    qnt: "quanto",
    qnts: "quantos",
    qntas: "quantas",
    qnta: "quanta",
    qts: "quantos",
    cm: "com",
    c: "com",
    sab: "sabado",
    dom: "domingo",
    vc: "voce",
    vcs: "voces",
    ce: "voce",
    pq: "porque",
    q: "que",
    pra: "para",
    pro: "para",
    pros: "para",
    pras: "para",
    p: "para",
    n: "nao",
    tb: "tambem",
    tbm: "tambem",
    dps: "depois",
    amnh: "amanha",
    amh: "amanha",
    ult: "ultimo",
    obg: "obrigado",
    vlw: "valeu",
    blz: "beleza",
    td: "tudo",
    mt: "muito",
    mto: "muito",
    msm: "mesmo",
    cmg: "comigo",
    reias: "reais",
    reasi: "reais",
    reaus: "reais",
    reaia: "reais",
    rais: "reais",
    cinqenta: "cinquenta",
    cincoenta: "cinquenta",
    catorze: "quatorze",
    dezesete: "dezessete",
    dezeseis: "dezesseis",
    milhoes: "milhao",
    milhares: "mil",
  }),
);

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => c >= 97 && c <= 122;

const ISO_DATE = /^((?:19|20)\d\d)-(\d\d)-(\d\d)(?!\d)/;

/** Separators that carry structure: clause breaks, questions, percent and ordinal marks. */
const KEPT_PUNCT = new Set([",", ";", "?", "+", "%", "º", ".", "$", ":", "!"]);

/**
 * Emojis people put for what they bought ("🍕 45", "gastei 30 🍔"): the word each stands for.
 * Other emojis are separators.
 */
const EMOJI_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    "🍕": "pizza",
    "🍔": "lanche",
    "🍟": "lanche",
    "🌭": "lanche",
    "🍺": "cerveja",
    "🍻": "cerveja",
    "🍷": "vinho",
    "☕": "café",
    "🍦": "sorvete",
    "🍨": "sorvete",
    "🍰": "doce",
    "🍣": "sushi",
    "🥩": "carne",
    "🛒": "mercado",
    "⛽": "gasolina",
    "🚗": "carro",
    "🚕": "táxi",
    "🚌": "ônibus",
    "🚇": "metrô",
    "✈": "passagem aérea",
    "💊": "remédio",
    "🏥": "hospital",
    "🎬": "cinema",
    "🍿": "cinema",
    "🎮": "jogo",
    "👕": "roupa",
    "👗": "roupa",
    "👟": "tênis",
    "🐶": "pet",
    "🐱": "pet",
    "💡": "luz",
    "📱": "celular",
    "🏋": "academia",
    "💇": "cabelo",
    "🎁": "presente",
    "📚": "livro",
  }),
);
const EMOJI = new RegExp([...EMOJI_WORDS.keys()].join("|"), "gu");

/**
 * The emojis that stand for a thing, as their words: once for a thing also named ("pizza 🍕 45")
 * or an emoji repeated side by side ("🍺🍺 30"); "🍺 15 🍺 15" is two beers.
 */
function emojisAsWords(text: string): string {
  if (!/[\u2600-\u27bf\ud83c-\ud83e]/.test(text)) return text;
  const said = foldAccents(text).toLowerCase();
  let last = { emoji: "", end: -1 };
  return text.replace(EMOJI, (e, at: number) => {
    const word = EMOJI_WORDS.get(e) as string;
    const repeated = last.emoji === e && /^(?:\s|\ufe0f|\u200d)*$/.test(text.slice(last.end, at));
    last = { emoji: e, end: at + e.length };
    return repeated || said.includes(foldAccents(word)) ? " " : ` ${word} `;
  });
}

/** Words after "2o" that make it an ordinal ("5o andar", "2o lugar", "13o salário"). */
const RANKED = new Set(
  "andar,lugar,colocado,colocada,dia,mes,ano,semestre,trimestre,bimestre,periodo,turno,parcela,vez,salario,serie,grau,etapa,fase,capitulo,aniversario,edicao,filho,filha,neto,neta,tempo,rodada,round,volume,sala,bloco,piso,distrito,pagamento,boleto,via,mensalidade,cheque".split(
    ",",
  ),
);
const MONTH_NAMES = new Set(
  "janeiro,fevereiro,marco,abril,maio,junho,julho,agosto,setembro,outubro,novembro,dezembro".split(","),
);
/** Words before "2o" that make it an ordinal ("o 13o", "no 5o", "meu 2o", "em 3o lugar", "dia 1o"). */
const RANK_LEAD = new Set(
  "o,a,os,as,ao,no,na,do,da,pelo,pela,num,numa,em,meu,minha,seu,sua,nosso,nossa,primeiro,segundo,terceiro,dia".split(
    ",",
  ),
);
/** Said right before or after an amount: a money verb, the currency ("gastei 5o", "5o reais"). */
const MONEY_LEAD = new Set([
  ...EXPENSE_STRONG,
  ...EXPENSE_WEAK,
  ...INCOME_STRONG,
  ...INCOME_WEAK,
  ...INVEST_STRONG,
  "r$",
  "rs",
  "$",
  "custou",
  "custa",
]);
const CURRENCY = new Set(["reais", "real", "conto", "contos", "pila", "pilas"]);
/** What may follow an amount and end its clause: "uber 2o no pix", "almoço 3o, uber 20". */
const AFTER_AMOUNT = new Set([
  "",
  ...",.;!?".split(""),
  ..."no,na,de,do,da,em,pro,pra,com,e,ou,hoje,hj,ontem".split(","),
]);

const WEEKDAYS_BY_NUMBER = ["", "", "segunda", "terca", "quarta", "quinta", "sexta"];

/**
 * Weekdays and ordinals typed with a letter for the mark: "2a feira", "5a-feira" are "segunda-feira"
 * and "quinta-feira", and so is "3a" said last ("mercado 40 3a"); "a 3a parcela", "2a via" are "3ª",
 * "2ª" (never R$ 3 or R$ 2).
 */
function ordinalsTyped(text: string): string {
  if (!/\d[aAªº°]/.test(text)) return text;
  return text
    .replace(
      /(?<![\p{L}\d])([2-6])\s?[aAªº°]\.?[\s-]?(feira)(?!\p{L})/giu,
      (_, d: string) => `${WEEKDAYS_BY_NUMBER[Number(d)]}-feira`,
    )
    .replace(/(?<![\p{L}\d])(\d{1,2})a(?![\p{L}\d])/gu, (all, d: string, at: number, whole: string) => {
      const before = wordsOf(whole.slice(0, at)).at(-1) ?? "";
      const after = wordsOf(whole.slice(at + all.length))[0] ?? "";
      if (RANK_LEAD.has(before) || RANKED.has(after)) return `${d}ª`;
      // "gastei 40 no mercado 3a": a weekday said last, as the feira goes unsaid
      const last = after === "" || after === "," || after === ".";
      return /^[2-6]$/.test(d) && last && !MONEY_LEAD.has(before)
        ? (WEEKDAYS_BY_NUMBER[Number(d)] as string)
        : all;
    });
}

/**
 * Zeros typed as the letter O: "1OO", "5oo" (two or more, always), "1o5", "2o,50" (between
 * digits), and one "o" after digits where an amount goes: after a money verb or the currency
 * ("gastei 5o", "r$ 2O"), before the currency ("5o reais"), or after a thing and ending its clause
 * ("uber 2o no pix", "almoço 3o") or alone ("5o", an amount asked). One "o" stays an ordinal after an article or a possessive ("o
 * 13o", "no 5o"), before a word that ranks ("5o andar", "2o lugar", "13o salário") or another number,
 * alone, and in "13o" (the thirteenth salary).
 */
function zerosTypedAsO(text: string): string {
  if (!/\d[oO]/.test(text)) return text;
  const between = text.replace(/(?<=\d)[oO]+(?=[.,]?\d)/g, (o) => "0".repeat(o.length));
  return between.replace(
    /(?<![\p{L}\d])(\d+)([oO]+)(?![\p{L}\d])/gu,
    (all, d: string, o: string, at: number, whole: string) => {
      const zeros = `${d}${"0".repeat(o.length)}`;
      if (o.length > 1) return zeros;
      // "recebi 13o 2500": the thirteenth salary, as "13º" reads
      if (d === "13") return "13º";
      if (d.length > 4 || d.startsWith("0")) return all;
      const before = wordsOf(whole.slice(0, at)).at(-1) ?? "";
      const after = wordsOf(whole.slice(at + all.length))[0] ?? "";
      // "1o de dezembro": the first of a month
      const month = after === "de" && MONTH_NAMES.has(wordsOf(whole.slice(at + all.length))[1] ?? "");
      // an ordinal, written with its mark ("o 1o boleto" reads as "o 1º boleto")
      if (RANK_LEAD.has(before) || RANKED.has(after) || month) return `${d}º`;
      if (/^\d/.test(after)) return all;
      // "5o" said alone (an amount asked, most often) is no rank of anything
      if (MONEY_LEAD.has(before) || CURRENCY.has(after) || (before === "" && after === "")) return zeros;
      return /^\p{L}/u.test(before) && AFTER_AMOUNT.has(after) ? zeros : all;
    },
  );
}

/** The folded words and marks of a piece of text, for looking around a number. */
function wordsOf(piece: string): string[] {
  return foldAccents(piece)
    .toLowerCase()
    .split(/\s+|(?=[,.;!?])|(?<=[,.;!?])/)
    .filter(Boolean);
}

/** The digits of a B3 ticker after its four letters: shares (3-6) and units or funds (11). */
const TICKER_CLASSES = new Set(["3", "4", "5", "6", "11"]);

/** Letters other than "x" (parts) and "h" (hours) then digits, glued after digits: "(5)w30", "(10)w40". */
const PRODUCT_CODE = /^[a-gi-wyz]{1,2}\d+(?![\d\p{L}])/u;

/** Whether a word holds a vowel three times in a row (cheap: most words hold none). */
function heldVowel(word: string): boolean {
  const n = word.length;
  for (let k = 2; k < n; k++) {
    const c = word[k];
    if (
      c === word[k - 1] &&
      c === word[k - 2] &&
      (c === "a" || c === "e" || c === "i" || c === "o" || c === "u")
    )
      return true;
  }
  return false;
}

/**
 * Lower-cases, folds accents, maps exotic dashes and symbols, and splits into tokens.
 * @example tokenise("Gastei R$50,90 no Açaí 😋").map((t) => t.folded) // ["gastei","r$","50,90","no","acai"]
 */
export function tokenise(said: string): Token[] {
  // "€40", "40€": the euro's sign, read as its code; a "+" opening the message is "mais" ("+15 da cera")
  // "10 por cento": a percentage, as "10%" is (never "cento", a hundred)
  const text = ordinalsTyped(zerosTypedAsO(emojisAsWords(said)))
    .replace(/(\d)\s+por\s+cento\b/giu, "$1%")
    .replace(/€/g, " eur ")
    .replace(/^\s*\+\s*(?=\d)/, "mais ");
  const tokens: Token[] = [];
  const n = text.length;
  // First fold the whole string into a parallel buffer of single characters.
  let folded = "";
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i);
    // "2ª parcela", "3º", "2°": an ordinal mark (checked before the fold, which would drop "ª")
    if (code === 0x00ba || code === 0x00aa || code === 0x00b0) {
      folded += "º";
    } else if (code < FOLD_LIMIT) {
      folded += foldTable[code];
    } else if (code === 0x2212 || (code >= 0x2010 && code <= 0x2015)) {
      folded += "-";
    } else {
      folded += " ";
    }
  }
  let i = 0;
  while (i < n) {
    const c = folded.charCodeAt(i);
    if (isLetter(c)) {
      let j = i + 1;
      while (j < n && isLetter(folded.charCodeAt(j))) j++;
      let word = folded.slice(i, j);
      // "r$50", "r$ 50"
      if (word === "r" && j < n && folded[j] === "$") {
        tokens.push({ folded: "r$", original: text.slice(i, j + 1), kind: "word" });
        i = j + 1;
        continue;
      }
      // "mxrf11", "petr4", "bova11": a stock or fund's ticker (four letters glued to the digits B3
      // gives its classes) stays one word, never money
      if (word.length === 4 && isDigit(folded.charCodeAt(j))) {
        let k = j;
        while (k < n && isDigit(folded.charCodeAt(k))) k++;
        if (TICKER_CLASSES.has(folded.slice(j, k)) && !isLetter(folded.charCodeAt(k))) {
          tokens.push({ folded: folded.slice(i, k), original: text.slice(i, k), kind: "word" });
          i = k;
          continue;
        }
      }
      // "c6" (the bank), "ps5", "s23": a short name glued to digits stays one word
      // ("rs50" is "R$ 50", as "r$50" is)
      if (
        word.length <= 3 &&
        word !== "r" &&
        word !== "x" &&
        word !== "rs" &&
        isDigit(folded.charCodeAt(j))
      ) {
        let k = j;
        while (k < n && isDigit(folded.charCodeAt(k))) k++;
        if (k - j <= 3 && !isLetter(folded.charCodeAt(k))) {
          tokens.push({ folded: folded.slice(i, k), original: text.slice(i, k), kind: "word" });
          i = k;
          continue;
        }
      }
      // "x-tudo", "x-salada", "x bacon", "xtudo": a sandwich ("xis"), one word as typed
      const sandwich = sandwichEnd(folded, i, j);
      if (sandwich > 0) {
        tokens.push({ folded: "xis", original: text.slice(i, sandwich), kind: "word" });
        i = sandwich;
        continue;
      }
      const original = text.slice(i, j);
      // "gasteii", "pagueiii": a key held down; no Portuguese word ends in "ii"
      if (word.length > 4 && word.endsWith("ii")) word = word.replace(/i+$/, "i");
      // "mercadooo", "muuuito": a vowel held three times ("voo", "pluxee" keep their two)
      if (word.length > 4 && heldVowel(word)) word = word.replace(/([aeiou])\1{2,}/g, "$1");
      // "oq eu gastei hj": "o que", two words
      if (word === "oq") {
        tokens.push({ folded: "o", original, kind: "word" }, { folded: "que", original, kind: "word" });
        i = j;
        continue;
      }
      const alias = ALIASES.get(word);
      if (alias !== undefined) word = alias;
      tokens.push({ folded: word, original, kind: "word" });
      i = j;
      continue;
    }
    if (isDigit(c)) {
      // "2026-02-10", as forms and computers write a date: one token, read as "10/02/2026"
      const iso = ISO_DATE.exec(folded.slice(i, i + 11));
      if (iso) {
        const [all, y, m, d] = iso as unknown as [string, string, string, string];
        tokens.push({ folded: `${d}/${m}/${y}`, original: text.slice(i, i + all.length), kind: "number" });
        i += all.length;
        continue;
      }
      let j = i + 1;
      while (j < n) {
        const d = folded.charCodeAt(j);
        if (isDigit(d)) {
          j++;
          continue;
        }
        // . , / : inside a number only when a digit follows
        if (
          (d === 46 || d === 44 || d === 47 || d === 58) &&
          j + 1 < n &&
          isDigit(folded.charCodeAt(j + 1))
        ) {
          j += 2;
          continue;
        }
        break;
      }
      const num = folded.slice(i, j);
      // "5w30", "10w40": a product's code, letters between digits, is a name, never money ("10x150"
      // is parts)
      const code = PRODUCT_CODE.exec(folded.slice(j, j + 8));
      if (code && /^\d+$/.test(num)) {
        const end = j + (code[0] as string).length;
        tokens.push({ folded: folded.slice(i, end), original: text.slice(i, end), kind: "word" });
        i = end;
        continue;
      }
      // "50tão", "10zinho": a note's nickname written with its digits is the number
      const nickname = NICKNAME_SUFFIX.exec(folded.slice(j, j + 8));
      const k = nickname ? j + (nickname[1] as string).length : j;
      tokens.push({ folded: num, original: text.slice(i, k), kind: "number" });
      i = k;
      continue;
    }
    const ch = folded[i] as string;
    // markup pasted into a message ("<b>", "<script>…</script>") is no word the person said
    if (ch === "<") {
      const end = markupEnd(folded, i);
      if (end > i) {
        i = end;
        continue;
      }
    }
    // one item per line: a line break separates clauses like ";"
    if (ch === "\n") {
      tokens.push({ folded: ";", original: "\n", kind: "punct" });
      i++;
      continue;
    }
    if (KEPT_PUNCT.has(ch)) {
      const f = ch === "!" ? "." : ch;
      tokens.push({ folded: f, original: ch, kind: "punct" });
    }
    i++;
  }
  taxGuides(tokens);
  return weAsAGente(tokens);
}

/** What may open a clause before "a gente": "hoje a gente gastou", "e a gente rachou". */
const CLAUSE_OPENERS = new Set([
  "e",
  "entao",
  "ai",
  "hoje",
  "ontem",
  "depois",
  "que",
  "mas",
  "so",
  "tb",
  "tambem",
]);

/** The first person plural of a past verb said after "a gente": "rachou" → "rachamos". */
const WE_ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [/ou$/, "amos"],
  [/eu$/, "emos"],
  [/iu$/, "imos"],
];

/**
 * "a gente rachou o churrasco", "a gente gastou 200": "we", said as people say it, with the verb
 * in the third person; read as "rachamos", "gastamos" (the words "a gente" name nothing bought).
 */
function weAsAGente(tokens: Token[]): Token[] {
  const at = tokens.findIndex((t, k) => t.folded === "gente" && tokens[k - 1]?.folded === "a");
  const verb = tokens[at + 1];
  if (at < 1 || verb?.kind !== "word") return tokens;
  // "meu pai ajudou a gente": "a gente" after a verb is whom, not who
  const before = tokens[at - 2];
  if (before && before.kind !== "punct" && !CLAUSE_OPENERS.has(before.folded)) return tokens;
  const ending = WE_ENDINGS.find(([end]) => end.test(verb.folded) && verb.folded.length > 4);
  if (!ending) return tokens;
  const we = { ...verb, folded: verb.folded.replace(ending[0], ending[1]) };
  return [...tokens.slice(0, at - 1), we, ...tokens.slice(at + 2)];
}

/** Said before the MEI's tax guide ("paguei o DAS"), never before "das" meaning "of the". */
const BEFORE_GUIDE = new Set(["o", "do", "no", "pro", "meu", "guia", "boleto"]);

/**
 * "paguei o DAS", "das do mei 75", "guia do das": the monthly tax guide of a MEI (Documento de
 * Arrecadação do Simples Nacional), folded "dasmei" (a keyword of Impostos e taxas) so that it is not
 * read as "das", "of the".
 */
function taxGuides(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.folded !== "das") continue;
    const next = tokens[i + 1]?.folded;
    const after = next === "do" || next === "da" ? tokens[i + 2]?.folded : next;
    if (
      BEFORE_GUIDE.has(tokens[i - 1]?.folded ?? "") ||
      after === "mei" ||
      after === "simples" ||
      t.original === "DAS"
    )
      t.folded = "dasmei";
  }
}

/** What goes in a sandwich named "x-…" ("x-tudo", "x-salada"), said with a space or glued too. */
const FILLINGS =
  /^(tudo|salada|bacon|burguer|burger|egg|eggs|frango|calabresa|picanha|file|coracao|carne|queijo|catupiry|cheddar|costela|lombo|presunto|milho|especial|casa)(?![\p{L}\d])/u;

/**
 * Where a sandwich named with "x" ends when the word at `i` (ending at `j`) opens one: "x-" and any
 * word ("x-tudo", "x-alcatra"), "x" and a filling with a space ("x tudo") or glued ("xtudo"); -1
 * when it is no sandwich.
 */
function sandwichEnd(folded: string, i: number, j: number): number {
  if (folded[i] !== "x") return -1;
  if (j > i + 1) {
    const glued = FILLINGS.exec(folded.slice(i + 1, j));
    return glued && glued[0].length === j - i - 1 ? j : -1;
  }
  if (folded[j] === "-" && /\p{L}/u.test(folded[j + 1] ?? "")) {
    let k = j + 1;
    while (k < folded.length && /\p{L}/u.test(folded[k] as string)) k++;
    return k;
  }
  const filling = folded[j] === " " ? FILLINGS.exec(folded.slice(j + 1, j + 20)) : null;
  return filling ? j + 1 + filling[0].length : -1;
}

const NICKNAME_SUFFIX = /^(tao|zao|zinho|zinha|inho|inha)(?![\p{L}\d])/u;

const TAG = /^<\/?[a-z][a-z0-9-]*(?:\s[^<>]{0,200})?\/?>/;
const CODE_ELEMENT = /^<(script|style)\b/;

/**
 * Where the markup tag at `i` ends (the index after its ">"), or `i` when there is none. A script
 * or style element ends after its closing tag: what it holds is code, not words.
 */
function markupEnd(folded: string, i: number): number {
  const tag = TAG.exec(folded.slice(i, i + 260));
  if (!tag) return i;
  const element = CODE_ELEMENT.exec(tag[0]);
  if (element) {
    const close = folded.indexOf(`</${element[1]}`, i + tag[0].length);
    const closeEnd = close < 0 ? -1 : folded.indexOf(">", close);
    if (closeEnd >= 0) return closeEnd + 1;
  }
  return i + tag[0].length;
}

/** Folds a phrase the same way tokens are folded, for building keyword tables. */
export function foldWords(phrase: string): string[] {
  return tokenise(phrase).map((t) => t.folded);
}
