import { type Centavos, formatBRL, type RecordKind } from "@tostao/core";
import type { StoredReminder } from "../ledger/create-reminder.ts";
import { ddmm, ddmmyyyy } from "../ledger/dates.ts";
import type { LastRecord } from "../ledger/last-record.ts";
import type { CategoryTotal, PeriodTotals } from "../ledger/query-books.ts";
import type { RecordedEntry } from "../ledger/record-transaction.ts";

// pt-BR wording of every answer the assistant gives. Pure: data in, text out.

const examples = [
  "• gastei 50 no mercado",
  "• recebi 3.000 de salário",
  "• TV de 2.400 em 12x no cartão",
  "• aluguel de 1.500 todo dia 5",
  "• quanto gastei este mês?",
  "• me lembra de pagar a luz dia 10",
].join("\n");

const kindLabel: Record<RecordKind, string> = {
  expense: "Despesa",
  income: "Receita",
  investment: "Investimento",
};

export function welcomeReply(name: string | null): string {
  const hello = name ? `Olá, ${name.split(" ")[0]}!` : "Olá!";
  return [
    `${hello} Eu sou o Tostão, seu assistente financeiro. 💰`,
    "Me conte seus gastos e ganhos do jeito que você fala e eu organizo tudo para você. Por exemplo:",
    examples,
    "Digite *ajuda* a qualquer momento para ver tudo o que eu sei fazer.",
  ].join("\n\n");
}

export function helpReply(dashboardUrl: string): string {
  return [
    "Veja o que eu sei fazer:",
    "📝 *Registrar*: gastei 50 no mercado · recebi 3.000 de salário · investi 500 no CDB",
    "💳 *Parcelar*: TV de 2.400 em 12x no cartão Nubank",
    "🔁 *Fixos*: aluguel de 1.500 todo dia 5",
    "⏰ *Lembretes*: me lembra de pagar a luz dia 10",
    "📊 *Consultas*: quanto gastei este mês? · qual meu saldo? · resumo do mês passado · quanto gastei com mercado em outubro?",
    "✏️ *Corrigir*: corrige o último para 45 · apaga o último",
    `🖥️ *Painel*: ${dashboardUrl}`,
  ].join("\n");
}

export function greetingReply(name: string | null): string {
  const hello = name ? `Oi, ${name.split(" ")[0]}!` : "Oi!";
  return `${hello} 👋 Me conte um gasto ou um ganho, ou pergunte como estão suas finanças. Se precisar, digite *ajuda*.`;
}

export function unknownReply(): string {
  return `Não entendi essa mensagem. 🤔 Você pode me mandar, por exemplo:\n${examples}`;
}

export function mediaReply(type: string): string {
  const what =
    type === "audio"
      ? "áudios"
      : type === "image" || type === "sticker"
        ? "imagens"
        : type === "document"
          ? "documentos"
          : type === "video"
            ? "vídeos"
            : "esse tipo de mensagem";
  return `Ainda não consigo ler ${what}. Mande por texto, por exemplo: gastei 50 no mercado`;
}

export function recordedReply(entry: RecordedEntry): string {
  const what = entry.description ? ` (${entry.description})` : "";
  if (entry.installments) {
    const { count, first, last, lastDate } = entry.installments;
    const each =
      first === last
        ? `${count}x de ${formatBRL(first)}`
        : `${count}x (${formatBRL(first)} a ${formatBRL(last)})`;
    return `✅ Compra parcelada registrada: ${formatBRL(entry.total)} em ${each}, em ${entry.category}${what}. Parcelas de ${ddmm(entry.date)} a ${ddmmyyyy(lastDate)}.`;
  }
  const base = `✅ ${kindLabel[entry.kind]} registrada: ${formatBRL(entry.total)} em ${entry.category}${what}, dia ${ddmm(entry.date)}.`;
  const fixed = entry.recurringDay ? ` 🔁 Fica como fixo todo dia ${entry.recurringDay}.` : "";
  const apart = entry.kind === "investment" ? " Investimentos ficam separados do seu saldo." : "";
  return (entry.kind === "investment" ? base.replace("registrada", "registrado") : base) + fixed + apart;
}

export function reminderReply(reminder: StoredReminder): string {
  const amount = reminder.amount ? ` (${formatBRL(reminder.amount)})` : "";
  const when = reminder.recurrenceDay
    ? `todo dia ${reminder.recurrenceDay}, a partir de ${ddmm(reminder.dueDate)}`
    : `em ${ddmmyyyy(reminder.dueDate)}`;
  return `⏰ Lembrete criado: ${reminder.description}${amount}, ${when}, às 10h.`;
}

export function incompleteReply(kind: RecordKind, description: string | undefined): string {
  const verb =
    kind === "income"
      ? "Quanto você recebeu"
      : kind === "investment"
        ? "Quanto você investiu"
        : "Quanto você gastou";
  const about = description ? ` em ${description}` : "";
  return `${verb}${about}? Me diga o valor, por exemplo: 50 ou R$ 50,90.`;
}

export function periodLabel(from: string, to: string): string {
  return from === to ? `em ${ddmm(from)}` : `de ${ddmm(from)} a ${ddmm(to)}`;
}

export function expensesReply(total: Centavos, from: string, to: string, category: string | null): string {
  const about = category ? ` com ${category}` : "";
  return `Você gastou ${formatBRL(total)}${about} ${periodLabel(from, to)}.`;
}

export function incomeReply(total: Centavos, from: string, to: string, category: string | null): string {
  const about = category ? ` em ${category}` : "";
  return `Você recebeu ${formatBRL(total)}${about} ${periodLabel(from, to)}.`;
}

export function investmentsReply(total: Centavos, from: string, to: string): string {
  return `Você investiu ${formatBRL(total)} ${periodLabel(from, to)}.`;
}

export function balanceReply(t: PeriodTotals, from: string, to: string): string {
  return [
    `Seu saldo ${periodLabel(from, to)}: ${formatBRL(t.balance)}`,
    `Receitas: ${formatBRL(t.income)} · Despesas: ${formatBRL(t.expenses)}`,
    `Investimentos (à parte): ${formatBRL(t.investments)}`,
  ].join("\n");
}

export function topCategoryReply(
  top: CategoryTotal | undefined,
  total: Centavos,
  from: string,
  to: string,
): string {
  if (!top) return `Você não tem gastos registrados ${periodLabel(from, to)}.`;
  const share = total > 0 ? Math.round((top.total / total) * 100) : 0;
  return `Onde você mais gastou ${periodLabel(from, to)}: ${top.category}, com ${formatBRL(top.total)} (${share}% das despesas).`;
}

export function summaryReply(t: PeriodTotals, top: CategoryTotal[], from: string, to: string): string {
  const lines = [
    `📊 Resumo ${periodLabel(from, to)}`,
    `Receitas: ${formatBRL(t.income)}`,
    `Despesas: ${formatBRL(t.expenses)}`,
    `Saldo: ${formatBRL(t.balance)}`,
    `Investimentos: ${formatBRL(t.investments)}`,
  ];
  if (top.length > 0) {
    lines.push("", "Maiores gastos:");
    for (const c of top) lines.push(`• ${c.category}: ${formatBRL(c.total)}`);
  }
  if (t.count === 0) lines.push("", "Nenhum registro nesse período ainda.");
  return lines.join("\n");
}

function describeLast(r: LastRecord): string {
  const kind = kindLabel[r.kind].toLowerCase();
  const cat = r.category ? ` em ${r.category}` : "";
  const parts = r.installmentCount ? ` em ${r.installmentCount}x` : "";
  return `${kind} de ${formatBRL(r.total)}${parts}${cat} (${ddmm(r.date)})`;
}

export function deletedReply(r: LastRecord | null): string {
  return r ? `🗑️ Apaguei o último registro: ${describeLast(r)}.` : "Você ainda não tem registros para apagar.";
}

export function editedReply(result: { before: LastRecord; after: LastRecord } | null): string {
  if (!result) return "Você ainda não tem registros para corrigir.";
  return `✏️ Corrigi o último registro: ${describeLast(result.before)} agora é ${formatBRL(result.after.total)}.`;
}

export function dashboardReply(url: string): string {
  return `🖥️ Seu painel com gráficos e todos os registros: ${url}`;
}

export function loginCodeReply(code: string): string {
  return `Seu código de acesso ao chat do Tostão é ${code}. Ele vale por 10 minutos. Não compartilhe com ninguém.`;
}
