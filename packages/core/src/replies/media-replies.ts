/** What Tostão says about photos, PDFs and voice notes it reads, or cannot read. */
import { type Centavos, formatBRL } from "../money.ts";

/**
 * Why a file could not be read (the server's MediaError codes), or how asking for a PDF's password
 * ended: the person gave up, or no attempt opened it.
 */
export type MediaProblem =
  | "unsupported"
  | "mislabelled"
  | "too_large"
  | "download_failed"
  | "password_required"
  | "wrong_password"
  | "password_gave_up"
  | "password_cancelled"
  | "unreadable"
  | "scan_unreadable"
  | "transcription_unavailable"
  | "transcription_failed"
  | "audio_too_long"
  | "image_too_large"
  | "pdf_too_large"
  | "took_too_long"
  | "too_complex"
  | "too_many_files"
  | "no_access";

/**
 * What one reading may cost, checked before the work from the file's own headers: a voice note's
 * length (Ogg pages and Opus packet headers), a picture's pixel count, a PDF's pages.
 */
export const MEDIA_LIMITS = {
  /** The longest voice note listened to. */
  voiceSeconds: 600,
  /** The most pixels a picture may have (a 12 MP phone photo has 12 million). */
  imagePixels: 50_000_000,
  /** Pages a PDF may have; only the first few are read. */
  pdfPages: 500,
  /** Files one person may send in a minute (WhatsApp and the web chat); the rest are not read. */
  filesPerMinute: 10,
} as const;

/** How many passwords a person may try on one protected PDF before it is set aside. */
export const PDF_PASSWORD_ATTEMPTS = 3;

/**
 * The pt-BR answer to a file that could not be read.
 * @example replyMediaProblem("password_required") // "🔒 Esse PDF tem senha. …"
 */
export function replyMediaProblem(problem: MediaProblem, limitMb = 20): string {
  switch (problem) {
    case "unsupported":
      return "Ainda não consigo ler esse tipo de arquivo. Mande uma foto (JPG, PNG ou WebP), um PDF ou um áudio, ou escreva, por exemplo: gastei 50 no mercado";
    case "mislabelled":
      return "Esse arquivo tem nome de foto, PDF ou áudio, mas por dentro é outra coisa, então não consigo abrir. Mande o arquivo original de novo ou escreva, por exemplo: gastei 50 no mercado";
    case "too_large":
      return `Esse arquivo passa do limite de ${limitMb} MB que eu consigo ler. Mande uma foto ou um PDF menor, ou escreva o valor, por exemplo: gastei 50 no mercado`;
    case "download_failed":
      return "Não consegui baixar o arquivo que você mandou. Pode enviar de novo?";
    case "password_required":
      return "🔒 Esse PDF tem senha. Me mande a senha na próxima mensagem (em faturas, costuma ser o começo do seu CPF, só os números). Uso só para abrir este arquivo e não guardo. Se preferir, responda cancelar.";
    case "wrong_password":
      return `🔒 Essa senha não abriu o PDF. Confira e mande de novo (são até ${PDF_PASSWORD_ATTEMPTS} tentativas) ou responda cancelar.`;
    case "password_gave_up":
      return "🔒 Nenhuma das senhas abriu o PDF, então deixei o arquivo de lado. Se quiser, abra o PDF no celular, salve uma cópia sem senha e me mande, ou mande uma foto da página.";
    case "password_cancelled":
      return "Tudo bem, deixei o PDF de lado. Se quiser, mande uma cópia sem senha ou uma foto da página.";
    case "unreadable":
      return "Não consegui ler esse arquivo. Tente uma foto mais nítida, com o papel inteiro e boa luz, ou escreva, por exemplo: gastei 50 no mercado";
    case "scan_unreadable":
      return "📄 Esse PDF é uma digitalização (não tem texto) e não consegui ler a imagem da página. Mande uma foto do documento, com o papel inteiro e boa luz, ou escreva, por exemplo: gastei 50 no mercado";
    case "transcription_unavailable":
      return "🎙️ Ainda não consigo ouvir áudios por aqui. Pode escrever? Por exemplo: gastei 50 no mercado";
    case "transcription_failed":
      return "🎙️ Não consegui entender o áudio agora. Pode tentar de novo ou escrever?";
    case "audio_too_long":
      return `🎙️ Esse áudio é longo demais para mim: ouço áudios de até ${MEDIA_LIMITS.voiceSeconds / 60} minutos. Mande um áudio mais curto ou escreva, por exemplo: gastei 50 no mercado`;
    case "image_too_large":
      return `Essa imagem tem resolução grande demais para eu ler (mais de ${MEDIA_LIMITS.imagePixels / 1_000_000} megapixels). Mande uma foto tirada com o celular ou um print, ou escreva, por exemplo: gastei 50 no mercado`;
    case "pdf_too_large":
      return "📄 Esse PDF é grande demais para eu ler: tem páginas demais ou páginas enormes. Mande só a página da conta ou uma foto dela, ou escreva, por exemplo: gastei 50 no mercado";
    case "took_too_long":
      return "Esse arquivo demorou demais para ler e desisti dele. Mande uma foto mais simples (só o papel, com boa luz) ou escreva, por exemplo: gastei 50 no mercado";
    case "too_complex":
      return "Esse arquivo é pesado demais para eu ler (precisaria de memória demais). Mande uma foto do documento ou um PDF mais simples, ou escreva, por exemplo: gastei 50 no mercado";
    case "no_access":
      return "Não li esse arquivo porque sua assinatura não estava ativa quando ele chegou. Agora que está, mande de novo, por favor.";
    case "too_many_files":
      return `Você mandou muitos arquivos seguidos (leio até ${MEDIA_LIMITS.filesPerMinute} por minuto) e não li este. Espere um minuto e mande de novo.`;
  }
}

/** Quotes a voice note's transcript before the answer to it. */
export function replyHeard(transcript: string): string {
  return `🎙️ Entendi: "${transcript}"`;
}

/** Says that the text sent with a file was not used, as the help centre teaches. */
export const REPLY_CAPTION_IGNORED =
  "ℹ️ Li só o arquivo: o texto enviado junto com ele não é usado. Se quiser corrigir algo, mande em outra mensagem.";

/** The same receipt (same access key) was already recorded. */
export function replyDuplicateReceipt(amount: Centavos, date: string): string {
  const [y, m, d] = date.split("-");
  return `Esse cupom já foi registrado (${formatBRL(amount)} em ${d}/${m}/${y}). Não registrei de novo.`;
}

/** "12/03/2026" from "2026-03-12". */
const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A bill whose due date has passed: how to say it was paid. */
export function replyBillOverdue(dueDate: string, description: string, amount: Centavos | null): string {
  const typed = amount
    ? formatBRL(amount)
        .replace(/^R\$\s/, "")
        .replace(/\./g, "")
    : "";
  return `📄 Essa conta venceu em ${brDate(dueDate)}. Se já pagou, me diga, por exemplo: paguei ${description} ${typed}`.trim();
}

/** A boleto whose typed line checked out. */
export function replyBoletoChecked(description: string): string {
  return `Linha digitável conferida (dígitos verificadores ok). Quando pagar, me diga: paguei ${description}`;
}

/** A voice note in which nothing was heard. */
export const REPLY_VOICE_SILENT = "🎙️ Não consegui ouvir nada nesse áudio. Pode gravar de novo ou escrever?";

/** A readable document that is none of the kinds the books take. */
export const REPLY_DOCUMENT_UNKNOWN =
  "📄 Não reconheci esse documento como cupom, conta, boleto, fatura ou comprovante Pix. Se for um gasto, escreva, por exemplo: gastei 50 no mercado";
