/** pt-BR wording of corrections and deletions of the last records. */

import type { RecordKind } from "../parser/types.ts";
import { typedReais } from "./format.ts";
import { brl, dayMonth, KIND_LABEL } from "./replies.ts";

/** A record as stored: total in centavos (all instalments together), date YYYY-MM-DD. */
export interface LastRecordReplyData {
  kind: RecordKind;
  total: number;
  date: string;
  category: string | null;
  installmentCount: number | null;
  description?: string;
  /** The day of the month of the fixed item behind the record; absent or null for a one-off. */
  fixedDay?: number | null;
  /** A fixed item with nothing booked yet: `date` is the day its first entry lands. */
  upcoming?: boolean;
}

const FIXED_LABEL: Record<RecordKind, string> = {
  expense: "despesa fixa",
  income: "receita fixa",
  investment: "investimento fixo",
};

function describeLast(r: LastRecordReplyData): string {
  const cat = r.category ? ` em ${r.category}` : "";
  if (r.upcoming && r.fixedDay)
    return `${FIXED_LABEL[r.kind]} de ${brl(r.total)}${cat}, todo dia ${r.fixedDay} (primeiro registro em ${dayMonth(r.date)})`;
  const parts = r.installmentCount ? ` em ${r.installmentCount}x` : "";
  return `${KIND_LABEL[r.kind].toLowerCase()} de ${brl(r.total)}${parts}${cat} (${dayMonth(r.date)})`;
}

// What a deletion did to the fixed item behind a record: it stops, and the reply says so.
function stoppedFixed(r: LastRecordReplyData): string {
  if (!r.fixedDay) return "";
  return r.upcoming
    ? " Nada tinha sido registrado, e o fixo não entra mais."
    : ` 🔁 Era de um fixo: o fixo de todo dia ${r.fixedDay} também parou.`;
}

/**
 * Confirms the removal of the last record(s): pass what was removed, newest first (null or an
 * empty list when there was nothing), and how many were asked for.
 */
export function replyDeleteLast(
  removed: LastRecordReplyData | readonly LastRecordReplyData[] | null,
  asked = 1,
  options: { named?: boolean } = {},
): string {
  const list = removed === null ? [] : Array.isArray(removed) ? removed : [removed as LastRecordReplyData];
  const first = list[0];
  if (!first)
    return options.named
      ? "Esse registro já não está nos seus registros."
      : "Você ainda não tem registros para apagar.";
  if (list.length === 1 && asked <= 1)
    return `🗑️ Apaguei ${options.named ? "o registro" : "o último registro"}: ${describeLast(first)}.${stoppedFixed(first)}`;
  const lines = [
    `🗑️ Apaguei ${list.length === 1 ? "o último registro" : `os ${list.length} últimos registros`}:`,
  ];
  for (const r of list) lines.push(`• ${describeLast(r)}${r.fixedDay ? `.${stoppedFixed(r)}` : ""}`);
  if (list.length < asked)
    lines.push(`Você só tinha ${list.length} ${list.length === 1 ? "registro" : "registros"}.`);
  return lines.join("\n");
}

/**
 * Confirms a correction of the last record: what it was and what changed (or says there was none).
 * A record of a fixed item says whether the fixed item changed with it: a correction never
 * rewrites what is booked every month without saying so.
 */
export function replyEditLast(
  edited: { before: LastRecordReplyData; after: LastRecordReplyData; unchanged?: readonly string[] } | null,
  options: {
    /** How it was paid now, when the correction said ("no crédito (Nubank)"). */
    paid?: string | null;
    /** The record was found by its words, not as the newest: "o registro", not "o último". */
    named?: boolean;
  } = {},
): string {
  if (!edited) return "Você ainda não tem registros para corrigir.";
  const { before, after } = edited;
  const changes: string[] = [];
  if (options.paid) changes.push(`pagamento ${options.paid}`);
  if (after.total !== before.total) changes.push(`valor ${brl(after.total)}`);
  if (after.category !== before.category && after.category) changes.push(`categoria ${after.category}`);
  if ((after.installmentCount ?? 1) !== (before.installmentCount ?? 1)) {
    const count = after.installmentCount ?? 1;
    changes.push(count > 1 ? `${count}x de ${brl(Math.floor(after.total / count))}` : "à vista");
  }
  // What the fixed item takes from a correction: all but the date of one entry.
  const ruleChanges = [...changes];
  if (after.date !== before.date) changes.push(`data ${dayMonth(after.date)}`);
  if (after.description !== undefined && after.description !== before.description) {
    changes.push(`descrição "${after.description}"`);
    ruleChanges.push(`descrição "${after.description}"`);
  }
  const notes = (edited.unchanged ?? []).map((n) => `\n${n}`).join("");
  const what = before.upcoming ? "o fixo" : options.named ? "o registro" : "o último registro";
  if (changes.length === 0) return `Nada mudou n${what}: ${describeLast(before)}.${notes}`;
  const head =
    changes.length === 1 && after.total !== before.total
      ? `✏️ Corrigi ${what}: ${describeLast(before)} agora é ${brl(after.total)}.`
      : `✏️ Corrigi ${what}: ${describeLast(before)}. Agora: ${changes.join(" · ")}.`;
  return `${head}${fixedNote(before, ruleChanges.length > 0)}${notes}`;
}

// An entry booked by a fixed item: say that the fixed item changed too, or that it did not.
function fixedNote(before: LastRecordReplyData, ruleChanged: boolean): string {
  if (!before.fixedDay || before.upcoming) return "";
  return ruleChanged
    ? `\n🔁 Esse registro é de um fixo: o fixo de todo dia ${before.fixedDay} também mudou e os próximos registros seguem a correção. Para mudar só este mês, edite o registro no painel.`
    : `\n🔁 O fixo de todo dia ${before.fixedDay} continua como estava; só este registro mudou.`;
}

/** A correction that named nothing to change: how to say it. */
export function replyEditWhat(): string {
  return "O que devo corrigir no último registro? Por exemplo: era 45 · o último foi no mercado · o último foi ontem.";
}

interface FixedItemLine {
  description: string;
  amountCents: number;
  dayOfMonth: number;
}

/**
 * The answer to "a netflix subiu pra 59,90" / "cancelei a netflix": what changed from now on, or
 * that no fixed item (or more than one) has that name, and how to go on.
 */
export function replyFixedNamed(input: {
  target: string;
  amount: number | null;
  found: readonly FixedItemLine[];
  changed?: FixedItemLine;
}): string {
  const { target, amount, found, changed } = input;
  const line = (r: FixedItemLine) => `${r.description}: ${brl(r.amountCents)} todo dia ${r.dayOfMonth}`;
  const before = found[0];
  if (changed && before) {
    if (amount === null)
      return `🛑 Parei o fixo ${line(before)}. Os registros que ele já fez continuam guardados. Para desfazer, diga "desfaz".`;
    return `✏️ Fixo atualizado: ${changed.description} passa de ${brl(before.amountCents)} para ${brl(changed.amountCents)} a partir do próximo registro (todo dia ${changed.dayOfMonth}). Os meses já registrados não mudam.`;
  }
  if (found.length > 1)
    return [
      `Você tem mais de um fixo com "${target}":`,
      ...found.map((r) => `• ${line(r)}`),
      "Diga o nome inteiro do que mudou, ou mude no painel, em Despesas fixas.",
    ].join("\n");
  const create =
    amount === null
      ? ""
      : ` Para registrar um gasto de ${brl(Math.round(amount * 100))} hoje, diga por exemplo "${target} ${typedReais(amount)}"; para um fixo, "${target} ${typedReais(amount)} todo dia 5".`;
  return `Não achei nenhum fixo ativo com "${target}", então não mudei nada.${create}`;
}
