/**
 * Messages about the product rather than the person's money: money moves it does not make
 * ("transfere 200 pro joão", "paga meu boleto", "onde devo investir?"), what it can take in
 * ("posso mandar áudio?"), "apaga tudo", and insults. Each gets its own honest answer instead
 * of the generic "Não entendi".
 */

import { transferFromSomeone } from "./people.ts";
import type { CapabilityIntent, UnsupportedIntent } from "./types.ts";
import { BILLS } from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

// Imperatives asking the assistant to move money ("transfere", "faz um pix", "paga a conta").
const TRANSFER_VERBS = set("transfere,transfira,transferir,transferencia,transfira,deposita,deposite");
const SEND_VERBS = set("manda,mande,envia,envie,faz,faca,fazer,mandar,enviar,solta");
const RECEIVED = set("recebida,recebido,recebidas,recebidos,enviada,enviado,feita,feito,realizada,realizado");
const PAY_VERBS = set("paga,pague,pagar,quita,quite,quitar");
const ASKING = set(
  "pode,poderia,consegue,voce,tostao,por,favor,me,pra,para,ai,ae,agora,hoje,ja,o,a,meu,minha",
);

/** "transfere 200 pro joão", "faz um pix de 50 pra minha mãe", "paga meu boleto". */
function moneyMove(words: readonly string[]): UnsupportedIntent | null {
  let i = 0;
  while (i < words.length && ASKING.has(words[i] as string)) i++;
  const w = words[i] ?? "";
  const rest = words.slice(i + 1, i + 5);
  // "transferência de 200 do cliente", "transferência recebida 1.200" tell of money received, they
  // ask nothing
  if (
    TRANSFER_VERBS.has(w) &&
    !transferFromSomeone(words, i, words.length) &&
    !RECEIVED.has(words[i + 1] ?? "")
  )
    return { intent: "unsupported", what: "transfer" };
  if (
    SEND_VERBS.has(w) &&
    rest.some((x) => x === "pix" || x === "ted" || x === "doc" || x === "transferencia")
  )
    return { intent: "unsupported", what: "transfer" };
  if (PAY_VERBS.has(w) && words.slice(i + 1).some((x) => BILLS.has(x)))
    return { intent: "unsupported", what: "payment" };
  return null;
}

const INVEST_WORDS = set(
  "investir,investimento,investimentos,aplicar,cdb,acoes,acao,bitcoin,cripto,tesouro,fii,fiis,poupanca,bolsa,dolar,lci,lca",
);
const ADVICE_WORDS = set(
  "devo,melhor,indica,indicar,recomenda,recomendar,recomendacao,dica,vale,onde,compensa",
);

/** "onde devo investir?", "qual o melhor investimento?", "vale a pena comprar bitcoin?". */
function investmentAdvice(words: readonly string[]): boolean {
  if (!words.some((w) => INVEST_WORDS.has(w))) return false;
  if (words.some((w) => w === "investi" || w === "apliquei" || w === "guardei" || w === "aportei"))
    return false;
  return words.some((w) => ADVICE_WORDS.has(w));
}

/** Words that make "um empréstimo" one the person took or pays, not one asked of the product. */
const NOT_ASKING_A_LOAN = set("quitar,pagar,peguei,fiz,tomei,contratei,paguei,quitei");

/** "me empresta 100", "preciso de um empréstimo", "conecta com meu banco". */
function otherMoneyService(words: readonly string[]): UnsupportedIntent | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if ((w === "empresta" || w === "emprestar" || w === "empreste") && words[i - 1] === "me")
      return { intent: "unsupported", what: "loan" };
    // "preciso de um empréstimo", "me faz um empréstimo" (not "quero quitar o empréstimo")
    if (w === "emprestimo" && words[i - 1] === "um" && !words.some((x) => NOT_ASKING_A_LOAN.has(x)))
      return { intent: "unsupported", what: "loan" };
    if (
      (w === "conecta" ||
        w === "conectar" ||
        w === "sincroniza" ||
        w === "sincronizar" ||
        w === "integra" ||
        w === "integrar" ||
        w === "vincular" ||
        w === "vincula" ||
        w === "puxa" ||
        w === "puxar") &&
      words.some((x) => x === "banco" || x === "conta" || x === "nubank" || x === "itau" || x === "extrato")
    )
      return { intent: "unsupported", what: "bank_connection" };
    if (w === "open" && words[i + 1] === "finance") return { intent: "unsupported", what: "bank_connection" };
  }
  return null;
}

/** What the product does not do, or null. */
export function readUnsupported(words: readonly string[]): UnsupportedIntent | null {
  const move = moneyMove(words);
  if (move) return move;
  if (investmentAdvice(words)) return { intent: "unsupported", what: "investment_advice" };
  return otherMoneyService(words);
}

const CAN = set(
  "posso,pode,podes,consegue,consegues,aceita,aceitam,entende,entendem,le,ler,da,funciona,tem,suporta,recebe,manda,mandar,enviar,envio,mando,ouve,escuta,reconhece,fala",
);
const MEDIA: ReadonlyMap<string, CapabilityIntent["what"]> = new Map([
  ["audio", "audio"],
  ["audios", "audio"],
  ["voz", "audio"],
  ["gravacao", "audio"],
  ["foto", "photo"],
  ["fotos", "photo"],
  ["imagem", "photo"],
  ["imagens", "photo"],
  ["print", "photo"],
  ["prints", "photo"],
  ["comprovante", "photo"],
  ["comprovantes", "photo"],
  ["cupom", "photo"],
  ["nota", "photo"],
  ["recibo", "photo"],
  ["pdf", "pdf"],
  ["pdfs", "pdf"],
  ["documento", "pdf"],
  ["extrato", "statement"],
  ["extratos", "statement"],
  ["ofx", "statement"],
  ["csv", "statement"],
  ["planilha", "statement"],
  ["grupo", "group"],
  ["grupos", "group"],
  ["ingles", "languages"],
  ["espanhol", "languages"],
  ["idioma", "languages"],
]);

/** "vc é robô?", "tem alguém respondendo?": who answers. */
const BOT_WORDS = set("robo,robozinho,bot,ia,humano,humana,gente,pessoa,alguem,atendente");

/** "posso mandar áudio?", "vc lê nota fiscal?", "funciona em grupo?"; null when not a question about that. */
export function readCapability(words: readonly string[], question: boolean): CapabilityIntent | null {
  // "vc é robô? kkk", "é uma pessoa respondendo?", "tem alguém aí?"
  if (
    question &&
    words.length <= 8 &&
    words.some((w) => BOT_WORDS.has(w)) &&
    words.some((w) => w === "e" || w === "eh" || w === "tem" || w === "respondendo" || w === "falando")
  )
    return { intent: "capability", what: "bot" };
  if (!question && !words.some((w) => w === "posso" || w === "da")) return null;
  if (!words.some((w) => CAN.has(w))) return null;
  for (const w of words) {
    const what = MEDIA.get(w);
    if (what) return { intent: "capability", what };
  }
  return null;
}

const DELETE = set(
  "apaga,apague,apagar,deleta,delete,deletar,exclui,exclua,excluir,limpa,limpar,zera,zerar,reseta,resetar,remove,remova,remover",
);
const EVERYTHING = set("tudo,todos,todas");

/** "apaga tudo", "zera minha conta", "exclui todos os meus gastos", "quero começar do zero". */
export function isDeleteAll(words: readonly string[]): boolean {
  const verb = words.findIndex((w) => DELETE.has(w));
  if (verb >= 0) {
    const after = words.slice(verb + 1);
    if (after.some((w) => EVERYTHING.has(w))) {
      // "apaga todos os lembretes", "tira todos os limites": not the records
      return !after.some((w) => w === "lembretes" || w === "limites" || w === "metas" || w === "cartoes");
    }
    if (
      (words[verb] === "zera" ||
        words[verb] === "zerar" ||
        words[verb] === "reseta" ||
        words[verb] === "resetar") &&
      after.some((w) => w === "conta" || w === "registros" || w === "dados")
    )
      return true;
  }
  for (let i = 0; i + 2 < words.length; i++) {
    if (
      (words[i] === "comecar" || words[i] === "recomecar") &&
      words[i + 1] === "do" &&
      words[i + 2] === "zero"
    )
      return true;
  }
  return false;
}

const INSULTS = set(
  "burro,burra,idiota,imbecil,estupido,estupida,lixo,inutil,porcaria,merda,bosta,otario,otaria,retardado,retardada,ridiculo,ridicula,droga,vsf,fdp,pqp,tnc,lerdo,lerda,palhaco,incompetente,horrivel,pessimo,pessima,babaca,trouxa,jumento,anta",
);

/** A message that only vents at the assistant: "seu burro", "que bot inútil", "lixo". */
export function isInsult(words: readonly string[]): boolean {
  if (words.length > 8) return false;
  return words.some((w) => INSULTS.has(w));
}
