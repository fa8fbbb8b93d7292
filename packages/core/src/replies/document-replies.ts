/**
 * What Tostão says about a document it read: what it saw (so a wrong read is seen at once), the
 * question when the total could not be vouched for, and the one tip that helps a new photo.
 */
import { KNOWN_ISSUERS } from "../documents/issuers.ts";
import type { DocumentFields, DocumentType } from "../documents/types.ts";
import { foldAccents as fold } from "../fold.ts";
import { formatBRL } from "../money.ts";

const NOUN: Record<DocumentType, string> = {
  nfce: "o cupom",
  sat: "o cupom",
  ecf: "o cupom",
  nfe: "a nota fiscal",
  shop_receipt: "o cupom",
  nf3e: "a conta de luz",
  energy_bill: "a conta de luz",
  water_bill: "a conta de água",
  gas_bill: "a conta de gás",
  telecom_bill: "a conta de internet e telefone",
  nfcom: "a conta de internet e telefone",
  boleto: "o boleto",
  card_statement: "a fatura do cartão",
  pix_receipt: "o comprovante Pix",
  tax_guide: "a guia",
  unknown: "o documento",
};

/**
 * What the document is, in words: a Pix received is said so, its sender follows ("do João"); a TED
 * or other transfer between banks is no Pix.
 */
const noun = (f: Pick<DocumentFields, "docType" | "direction" | "paymentMethod">) => {
  const pix = f.paymentMethod === "pix";
  if (f.direction === "in") return pix ? "o Pix recebido" : "a transferência recebida";
  return f.docType === "pix_receipt" && !pix ? "o comprovante de transferência" : NOUN[f.docType];
};

const FEMININE =
  /^(padaria|farmacia|drogaria|loja|lojas|lanchonete|pizzaria|sorveteria|livraria|papelaria|academia|churrascaria|cantina|casa|distribuidora|panificadora|confeitaria|cafeteria|doceria|mercearia|peixaria|barbearia|clinica|escola|faculdade|hamburgueria|pastelaria|adega|emporio da|quitanda|tabacaria|otica|perfumaria)\b/;
const MASCULINE =
  /^(restaurante|supermercado|mercado|mercadinho|posto|auto posto|bar|acougue|hotel|atacadao|atacado|emporio|hipermercado|sacolao|hortifruti|armazem|colegio|laboratorio|estacionamento|shopping|boteco|quiosque)\b/;

/** "do Restaurante X", "da Padaria Y", "de Cemig": the preposition a merchant's first word takes. */
function ofMerchant(name: string): string {
  const folded = fold(name);
  // Companies are "a empresa": da Cemig, da Sabesp, da Claro.
  if (FEMININE.test(folded) || KNOWN_ISSUERS.some((i) => i.name === name)) return `da ${name}`;
  if (MASCULINE.test(folded)) return `do ${name}`;
  return `de ${name}`;
}

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const fullDate = (iso: string) => `${dayMonth(iso)}/${iso.slice(0, 4)}`;

/**
 * The document as read, in one line: kind, issuer, date and amount.
 * @example describeReading(f) // "📄 Li o cupom do Restaurante X de 07/09/2026: total R$ 52,40."
 */
export function describeReading(f: DocumentFields): string {
  const money = f.amount !== null ? `: valor ${formatBRL(f.amount)}` : "";
  if (f.kind === "pix_receipt" && f.dueDate) {
    const to = f.merchant ? ` para ${f.merchant}` : "";
    return `📄 Li o Pix agendado${to} em ${fullDate(f.dueDate)}${money}.`;
  }
  const who = f.merchant ? ` ${ofMerchant(f.merchant)}` : "";
  const when = f.date ? ` de ${fullDate(f.date)}` : "";
  const due = f.dueDate ? `, vencimento ${fullDate(f.dueDate)}` : "";
  const amount =
    f.amount !== null ? `: ${f.kind === "receipt" ? "total" : "valor"} ${formatBRL(f.amount)}` : "";
  return `📄 Li ${noun(f)}${who}${when}${due}${amount}.`;
}

/**
 * The question when no total could be vouched for: what was read, and how much it was.
 * @example replyReadWithoutTotal(f) // "Li o cupom do Restaurante X de 07/09, mas não o total. Quanto deu?"
 */
export function replyReadWithoutTotal(f: DocumentFields): string {
  const who = f.merchant ? ` ${ofMerchant(f.merchant)}` : "";
  // A scheduled Pix becomes a reminder, as a bill does: nothing is asked.
  if (f.kind === "pix_receipt" && f.dueDate) {
    const to = f.merchant ? ` para ${f.merchant}` : "";
    return `📄 Li o Pix agendado${to} em ${dayMonth(f.dueDate)}, mas não o valor com certeza.`;
  }
  if (f.kind === "bill" || f.kind === "boleto" || f.kind === "card_statement") {
    const due = f.dueDate ? ` com vencimento em ${dayMonth(f.dueDate)}` : "";
    return `📄 Li ${NOUN[f.docType]}${who}${due}, mas não o valor com certeza.`;
  }
  const when = f.date ? ` de ${dayMonth(f.date)}` : "";
  return `Li ${noun(f)}${who}${when}, mas não o total. Quanto deu?`;
}

/** What would make an illegible photo readable. */
export type PhotoTip = "light" | "flat" | "closer";

const TIPS: Record<PhotoTip, string> = {
  light: "tire perto de uma janela ou com mais luz, sem sombra em cima do papel",
  flat: "apoie o papel numa mesa, bem esticado, e fotografe de cima",
  closer: "chegue mais perto, para o cupom ocupar a foto inteira, e segure firme",
};

/**
 * Asks for a new photo when nothing on it was legible, with the one tip that fits.
 * @example replyIllegiblePhoto("light")
 */
export function replyIllegiblePhoto(tip: PhotoTip): string {
  return `📷 Não consegui ler nada nessa foto. Pode mandar outra? Dica: ${TIPS[tip]}. Se preferir, escreva, por exemplo: gastei 50 no mercado`;
}

/** Follows the record of a receipt: what was read, the date used, and how to correct it. */
export function replyReceiptRecorded(recorded: string, f: DocumentFields): string {
  const dateNote = f.date ? "" : " Não achei a data no documento, então usei a de hoje.";
  return `${recorded}\n${describeReading(f)}${dateNote} Se algo estiver errado, responda, por exemplo: não, era 58,90`;
}

/**
 * How a bill is named in its reminder: what it is for, and who sent it; a scheduled Pix, whom it pays.
 * @example billDescription(f) // "conta de luz Enel", "fatura Nubank", "boleto", "Pix para Escola X"
 */
export function billDescription(
  f: Pick<DocumentFields, "kind" | "merchant" | "utility" | "docType">,
): string {
  if (f.kind === "card_statement") return `fatura ${f.merchant ?? "do cartão"}`;
  if (f.kind === "pix_receipt") return f.merchant ? `Pix para ${f.merchant}` : "Pix agendado";
  const what =
    f.utility === "energy"
      ? "conta de luz"
      : f.utility === "water"
        ? "conta de água"
        : f.utility === "gas"
          ? "conta de gás"
          : f.utility === "telecom"
            ? "conta de internet e telefone"
            : f.docType === "tax_guide"
              ? "guia"
              : f.kind === "boleto"
                ? "boleto"
                : "conta";
  return `${what} ${f.merchant ?? ""}`.trim();
}
