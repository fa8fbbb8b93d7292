/**
 * Pix receipts (comprovantes) from bank apps: amount, date, recipient and the end-to-end id, whose
 * embedded timestamp dates the transfer when the printed date cannot be read; a scheduled transfer
 * is dated, and due, on its payment day.
 */
import { cleanName, shopCategory } from "./merchant.ts";
import {
  dateAfter,
  datesIn,
  findLabelled,
  fold,
  type IsoDate,
  isoOfDay,
  lines,
  makeIso,
  plausible,
} from "./text.ts";
import { amountAfterLabel, amountsOf } from "./tokens.ts";
import { type DocumentFields, emptyFields } from "./types.ts";

const AMOUNT_LABELS = [
  /valor (da transferencia|do pix|enviado|pago|do pagamento|transferido)/,
  /^\W*valor\b|\bvalor:/,
];
const DATE_LABELS = [
  /data (da transferencia|do pagamento|e hora|da transacao|do pix)|realizad[ao] em|efetuad[ao] em|enviad[ao] em|^\W*data\b/,
];
// A scheduled transfer ("Comprovante de agendamento", "Pix agendado") prints the day it was
// scheduled ("Agendado em") and the day it is to be paid, which is its date.
const SCHEDULED = /\bagendad[oa]\b|\bagendamento\b/;
const PAYMENT_DATE_LABELS = [
  /data (do pagamento|de pagamento|da transferencia|agendada|programada|prevista|da efetivacao)|agendad[oa] para|sera (paga|pago|realizad[oa]|efetivad[oa]|debitad[oa]) em/,
];
const RECIPIENT_LABEL =
  /^\W*(para|destino|recebedor|favorecido|quem recebeu|dados do recebedor|destinatario|pago para|transferido para|enviado para|dados de quem recebeu)\b:?/;
// Who sent a transfer the person received.
const SENDER_LABEL =
  /^\W*(quem enviou|quem pagou|origem|pagador|remetente|enviado por|dados do pagador|dados de quem enviou|dados da origem|de(?=:|\s*$))\b:?/;
// Money received, as the receipt heads it; money sent says so too, and the first said wins (a
// receipt of a Pix sent names "Quem recebeu", which is neither).
const INCOMING =
  /\b(pix|transferencia|ted|doc|deposito) recebid[oa]|\bvoce recebeu\b|\brecebimento (de|do|da) (pix|ted|doc|transferencia)|\bcomprovante de recebimento|\bcredito (de|por) (ted|doc|transferencia)/;
const OUTGOING =
  /\b(pix|transferencia|ted|doc) (enviad[oa]|realizad[oa]|efetuad[oa])|\bvoce (pagou|enviou|transferiu)\b/;
// A field's label alone on its line ("Nome", its value on the next line) is no name either.
const NOT_NAME =
  /cpf|cnpj|institui|banco|agencia|conta|chave|tipo|\bid\b|^\W*\d|valor|data|origem|pagador|quem pagou|^\W*nome\W*$/;

/** The end-to-end id: E, the payer's 8-digit ISPB, yyyyMMddHHmm (UTC), then 11 characters. */
export function findEndToEndId(text: string): string | null {
  const m = /\b(E\d{8}\d{12}[A-Za-z0-9]{11})\b/.exec(
    text.replace(/(?<=[A-Za-z0-9]) (?=[A-Za-z0-9]{4})/g, ""),
  );
  return m ? (m[1] as string) : null;
}

/** The São Paulo civil date of an end-to-end id's UTC timestamp (UTC-3, no daylight saving since 2019). */
export function endToEndDate(id: string): IsoDate | null {
  const y = Number(id.slice(9, 13));
  const mo = Number(id.slice(13, 15));
  const d = Number(id.slice(15, 17));
  const h = Number(id.slice(17, 19));
  const base = makeIso(y, mo, d);
  if (!base || h > 23) return null;
  const day = Math.floor(Date.UTC(y, mo - 1, d, h - 3) / 86_400_000);
  return isoOfDay(day);
}

/** Whether the receipt is of money received: its first word of direction says "received". */
function receivedTransfer(text: string): boolean {
  const folded = fold(text);
  const incoming = INCOMING.exec(folded);
  const outgoing = OUTGOING.exec(folded);
  return incoming !== null && (outgoing === null || incoming.index < outgoing.index);
}

// "Letícia Moura · CPF ***.221.774-**": the name without its document number.
const withoutId = (line: string) => line.replace(/\s*[-·|•]?\s*\b(cpf|cnpj|cnp\W).*$/i, "");

/** The name given under (or after) the first of the labels that names one. */
function party(all: readonly string[], label: RegExp): string | null {
  for (let i = 0; i < all.length; i++) {
    const f = fold(all[i] as string);
    const m = label.exec(f);
    if (!m) continue;
    const rest = cleanName((all[i] as string).slice(m[0].length).replace(/^\s*nome:?/i, ""));
    if (/[a-zA-Z]{3}/.test(rest) && !NOT_NAME.test(fold(rest))) return rest;
    for (const line of all.slice(i + 1, i + 4)) {
      const next = withoutId(line);
      const nf = fold(next);
      const named = /^\W*nome:?\s*(.+)$/i.exec(next);
      if (named && /[a-zA-Z]{3}/.test(named[1] as string)) return cleanName(named[1] as string);
      if (!NOT_NAME.test(nf) && /[a-z]{3}/.test(nf)) return cleanName(next);
    }
  }
  return null;
}

/** Extracts a Pix receipt's fields. */
export function extractPixReceipt(text: string, today: IsoDate): DocumentFields {
  const all = lines(text);
  const fields = emptyFields("pix_receipt");
  // A TED or DOC is no Pix, and the books have no method for it.
  fields.paymentMethod = /\bpix\b/.test(fold(text)) ? "pix" : null;
  const read = findLabelled(all, AMOUNT_LABELS, amountAfterLabel)?.value ?? null;
  const labelled = read?.value ?? null;
  // Without a label, a screenshot's one amount in reais is the transfer; several are a guess, and
  // an amount OCR damaged ("R$ 2 500,00") is none.
  const inReais = all.flatMap((l) => (/R\$/.test(l) ? amountsOf(l) : []));
  const shown = [...new Set(inReais.map((t) => t.value))];
  const alone = read === null && shown.length === 1 && inReais.every((t) => t.clean);
  fields.amount = labelled ?? (alone ? ((shown[0] as DocumentFields["amount"]) ?? null) : null);
  fields.confidence.amount = labelled !== null ? 0.85 : fields.amount !== null ? 0.7 : 0;
  fields.evidence = labelled !== null ? ["amount label"] : fields.amount !== null ? ["the only amount"] : [];
  fields.pixId = findEndToEndId(text);
  const dated = findLabelled(all, DATE_LABELS, (line) => {
    const hit = datesIn(line)[0];
    return hit && plausible(hit.iso, today, 6, 1) ? hit.iso : null;
  });
  const anyDate = all.flatMap((l) => datesIn(l)).find((h) => plausible(h.iso, today, 6, 1))?.iso ?? null;
  // A scheduled transfer is dated by its payment day, which may be ahead; it is due then.
  const scheduled = SCHEDULED.test(fold(text))
    ? (findLabelled(all, PAYMENT_DATE_LABELS, (line, end) => {
        const iso = dateAfter(line, end);
        return iso && plausible(iso, today, 6, 400) ? iso : null;
      })?.value ?? null)
    : null;
  fields.dueDate = scheduled;
  fields.date = scheduled ?? dated?.value ?? anyDate ?? (fields.pixId ? endToEndDate(fields.pixId) : null);
  fields.confidence.date = fields.date ? 0.8 : 0;
  // Money received comes from its sender, and is no purchase to put in a shop's category.
  const received = receivedTransfer(text);
  fields.direction = received ? "in" : "out";
  fields.merchant = party(all, received ? SENDER_LABEL : RECIPIENT_LABEL);
  fields.category = fields.merchant && !received ? shopCategory(fields.merchant, "") : null;
  return fields;
}
