/** pt-BR wording of corrections and deletions of the last records. */

import type { RecordKind } from "../parser/types.ts";
import { brl, dayMonth, KIND_LABEL } from "./replies.ts";

/** A record as stored: total in centavos (all instalments together), date YYYY-MM-DD. */
export interface LastRecordReplyData {
  kind: RecordKind;
  total: number;
  date: string;
  category: string | null;
  installmentCount: number | null;
  description?: string;
}

function describeLast(r: LastRecordReplyData): string {
  const cat = r.category ? ` em ${r.category}` : "";
  const parts = r.installmentCount ? ` em ${r.installmentCount}x` : "";
  return `${KIND_LABEL[r.kind].toLowerCase()} de ${brl(r.total)}${parts}${cat} (${dayMonth(r.date)})`;
}

/**
 * Confirms the removal of the last record(s): pass what was removed, newest first (null or an
 * empty list when there was nothing), and how many were asked for.
 */
export function replyDeleteLast(
  removed: LastRecordReplyData | readonly LastRecordReplyData[] | null,
  asked = 1,
): string {
  const list = removed === null ? [] : Array.isArray(removed) ? removed : [removed as LastRecordReplyData];
  const first = list[0];
  if (!first) return "Você ainda não tem registros para apagar.";
  if (list.length === 1 && asked <= 1) return `🗑️ Apaguei o último registro: ${describeLast(first)}.`;
  const lines = [
    `🗑️ Apaguei ${list.length === 1 ? "o último registro" : `os ${list.length} últimos registros`}:`,
  ];
  for (const r of list) lines.push(`• ${describeLast(r)}`);
  if (list.length < asked)
    lines.push(`Você só tinha ${list.length} ${list.length === 1 ? "registro" : "registros"}.`);
  return lines.join("\n");
}

/** Confirms a correction of the last record: what it was and what changed (or says there was none). */
export function replyEditLast(
  edited: { before: LastRecordReplyData; after: LastRecordReplyData; unchanged?: readonly string[] } | null,
): string {
  if (!edited) return "Você ainda não tem registros para corrigir.";
  const { before, after } = edited;
  const changes: string[] = [];
  if (after.total !== before.total) changes.push(`valor ${brl(after.total)}`);
  if (after.category !== before.category && after.category) changes.push(`categoria ${after.category}`);
  if (after.date !== before.date) changes.push(`data ${dayMonth(after.date)}`);
  if (after.description !== undefined && after.description !== before.description)
    changes.push(`descrição "${after.description}"`);
  const notes = (edited.unchanged ?? []).map((n) => `\n${n}`).join("");
  if (changes.length === 0) return `Nada mudou no último registro: ${describeLast(before)}.${notes}`;
  if (changes.length === 1 && after.total !== before.total)
    return `✏️ Corrigi o último registro: ${describeLast(before)} agora é ${brl(after.total)}.${notes}`;
  return `✏️ Corrigi o último registro: ${describeLast(before)}. Agora: ${changes.join(" · ")}.${notes}`;
}

/** A correction that named nothing to change: how to say it. */
export function replyEditWhat(): string {
  return "O que devo corrigir no último registro? Por exemplo: era 45 · o último foi no mercado · o último foi ontem.";
}
