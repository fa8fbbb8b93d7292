import { instalmentViewLabels, isPlanCode, planTitle } from "@tostao/core";
import { paymentMethodLabels, recordKindLabels } from "@tostao/core/dashboard/fields";
import { goalKindLabels } from "@tostao/core/planning/forms";
import type { BooksSource, OperationKind } from "../../books/operation.ts";
import { goalSaved } from "../../planning/goals/goals.ts";

/**
 * The person's copy of their data (LGPD art. 18, II), section by section: what each holds, its
 * pt-BR sheet name and headers, and the tables of the schema it covers. Every table of the schema
 * is either covered by a section or listed in `notExported` with the reason; a test holds the
 * schema against both, so a new table cannot be left out of the copy by accident.
 */

/** How a value is written: money in reais, dates as dates, yes/no in words in the spreadsheet. */
export type ColumnKind = "text" | "number" | "money" | "date" | "datetime" | "boolean";

export interface Column {
  /** The JSON field. */
  key: string;
  /** The spreadsheet's header, in pt-BR. */
  header: string;
  kind?: ColumnKind;
}

export interface Section {
  /** The JSON field holding the rows. */
  key: string;
  /** The spreadsheet's sheet. */
  sheet: string;
  /** The schema tables whose rows about the person this section holds. */
  tables: readonly string[];
  columns: readonly Column[];
  /**
   * The rows, one SQL query with $1 the person's id; columns named as the keys (money in
   * centavos, dates as YYYY-MM-DD text, times as timestamptz).
   */
  sql: string;
  /** Rows of codes shown in words (kinds, payment methods…), applied to both files. */
  label?: (row: Record<string, unknown>) => Record<string, unknown>;
}

const labelled =
  <T extends Record<string, string>>(labels: T) =>
  (value: unknown) =>
    typeof value === "string" && value in labels ? labels[value as keyof T] : value;

const kindLabel = labelled(recordKindLabels);
const paymentLabel = labelled(paymentMethodLabels);
const bookLabel = labelled({ personal: "Pessoal", business: "Empresa" });
const instalmentViewLabel = labelled(instalmentViewLabels);
const accountKindLabel = labelled({
  checking: "Conta corrente",
  savings: "Poupança",
  wallet: "Carteira",
  card: "Cartão",
});
const transferKindLabel = labelled({
  transfer: "Transferência",
  bill_payment: "Pagamento de fatura",
  investment: "Investimento",
});
const importStatusLabel = labelled({ offered: "Oferecido", imported: "Importado", cancelled: "Cancelado" });
const importSourceLabel = labelled({ chat: "Conversa", dashboard: "Painel" });
const planLabel = (value: unknown) =>
  typeof value === "string" && isPlanCode(value) ? planTitle(value) : value;

/** What a person did to their books, and through which door (the "Alterações nos livros" sheet). */
const operationLabels: Record<OperationKind, string> = {
  record: "Registro",
  edit: "Edição",
  delete: "Exclusão",
  move_bill: "Mudança de fatura",
  pay_bill: "Pagamento de fatura",
  fixed_items: "Despesas fixas do dia",
  fixed_item: "Despesa fixa",
  reminder: "Lembrete",
  category: "Categoria",
  planned_bought: "Compra planejada feita",
  planned: "Compra planejada",
  card: "Cartão",
  goal: "Meta",
  goal_deposit: "Valor para uma meta",
  limit: "Limite de gastos",
  account: "Conta",
  import: "Importação",
  split: "Divisão de registro",
  undo: "Desfazer",
};
/** Money taken back out of a goal: an operation of the goal's kind that moved money out of it. */
const GOAL_WITHDRAWAL = "Retirada de meta";
const actionLabel = labelled({ ...operationLabels, goal_withdrawal: GOAL_WITHDRAWAL });
const doorLabels: Record<BooksSource, string> = {
  chat: "Chat",
  dashboard: "Painel",
  media: "Foto ou arquivo",
  schedule: "Rotina diária",
  import: "Importação de extrato",
};

/** The person's phone as stored (E.164) and without the plus, as some provider tables keep it. */
const PHONE = "(SELECT phone FROM users WHERE id = $1)";
/** The person's WhatsApp business-scoped user id (BSUID), for conversations kept by it. */
const WA_USER_ID = "(SELECT wa_user_id FROM users WHERE id = $1)";
const BOOK: Column = { key: "book", header: "Livro" };
const CREATED: Column = { key: "createdAt", header: "Criado em", kind: "datetime" };

/** The records are read in batches (a person may have hundreds of thousands); see personal-data.ts. */
export const transactionsSection: Omit<Section, "sql"> = {
  key: "transactions",
  sheet: "Registros",
  tables: ["transactions"],
  columns: [
    { key: "id", header: "Nº", kind: "number" },
    { key: "date", header: "Data", kind: "date" },
    { key: "kind", header: "Tipo" },
    { key: "amount", header: "Valor (R$)", kind: "money" },
    { key: "category", header: "Categoria" },
    { key: "description", header: "Descrição" },
    { key: "payment", header: "Pagamento" },
    { key: "card", header: "Cartão" },
    { key: "billMonth", header: "Fatura (mês)" },
    { key: "installment", header: "Parcela" },
    { key: "goal", header: "Meta" },
    { key: "fixedItem", header: "Despesa fixa" },
    { key: "receiptKey", header: "Chave de acesso do cupom" },
    BOOK,
    CREATED,
    { key: "updatedAt", header: "Alterado em", kind: "datetime" },
  ],
  label: (row) => ({
    ...row,
    kind: kindLabel(row.kind),
    payment: paymentLabel(row.payment),
    book: bookLabel(row.book),
  }),
};

/** The query of one batch of records: $1 the person, $2/$3 the last (date, id) read, $4 the size. */
export const transactionsBatchSql = `
  SELECT t.id, t.date::text AS date, t.kind, t.amount_centavos AS amount, c.name AS category, t.description,
    t.payment_method AS payment, coalesce(k.name, t.card) AS card, t.bill_month AS "billMonth",
    CASE WHEN t.installment_number IS NOT NULL THEN t.installment_number || '/' || t.installment_count END AS installment,
    g.name AS goal, r.description AS "fixedItem", t.access_key AS "receiptKey", t.book,
    t.created_at AS "createdAt", t.updated_at AS "updatedAt"
  FROM transactions t
  LEFT JOIN categories c ON c.id = t.category_id
  LEFT JOIN cards k ON k.id = t.card_id
  LEFT JOIN goals g ON g.id = t.goal_id
  LEFT JOIN recurring_rules r ON r.id = t.recurring_rule_id
  WHERE t.user_id = $1 AND (t.date, t.id) > ($2::date, $3::bigint)
  ORDER BY t.date, t.id LIMIT $4`;

/** Every section but the records, in the order of the spreadsheet's sheets. */
export const sections: readonly Section[] = [
  {
    key: "account",
    sheet: "Conta",
    tables: ["users", "wa_user_id_history"],
    columns: [
      { key: "phone", header: "Telefone" },
      { key: "whatsappId", header: "ID do WhatsApp (BSUID)" },
      { key: "formerWhatsappIds", header: "IDs do WhatsApp anteriores" },
      { key: "username", header: "Nome de usuário do WhatsApp" },
      { key: "name", header: "Nome" },
      { key: "createdAt", header: "Conta criada em", kind: "datetime" },
      { key: "lastMessageAt", header: "Última mensagem em", kind: "datetime" },
      { key: "activeBook", header: "Livro no chat" },
      { key: "dashboardBook", header: "Livro no painel" },
      { key: "businessStartedAt", header: "Livro da empresa desde", kind: "datetime" },
      { key: "demo", header: "Conta de demonstração", kind: "boolean" },
      { key: "instalmentView", header: "Parcelas no cartão contam" },
    ],
    sql: `SELECT phone, wa_user_id AS "whatsappId",
      (SELECT string_agg(h.wa_user_id, ', ' ORDER BY h.replaced_at) FROM wa_user_id_history h WHERE h.user_id = users.id)
        AS "formerWhatsappIds",
      wa_username AS username, name, created_at AS "createdAt", last_inbound_at AS "lastMessageAt",
      active_book AS "activeBook", dashboard_book AS "dashboardBook",
      business_started_at AS "businessStartedAt", demo, instalment_view AS "instalmentView"
      FROM users WHERE id = $1`,
    label: (row) => ({
      ...row,
      instalmentView: instalmentViewLabel(row.instalmentView),
      activeBook: bookLabel(row.activeBook),
      dashboardBook: bookLabel(row.dashboardBook),
    }),
  },
  {
    key: "noticeSettings",
    sheet: "Avisos",
    tables: [],
    columns: [
      { key: "notice", header: "Aviso" },
      { key: "enabled", header: "Ligado", kind: "boolean" },
    ],
    sql: `SELECT 'Resumo semanal e fechamento do mês' AS notice, digests_enabled AS enabled FROM users WHERE id = $1
      UNION ALL
      SELECT 'Lembrete da fatura do ' || name, bill_reminders FROM cards WHERE user_id = $1`,
  },
  {
    key: "categories",
    sheet: "Categorias",
    tables: ["categories"],
    columns: [
      { key: "name", header: "Nome" },
      { key: "kind", header: "Tipo" },
      BOOK,
      { key: "color", header: "Cor" },
      { key: "archivedAt", header: "Arquivada em", kind: "datetime" },
      CREATED,
    ],
    sql: `SELECT name, kind, book, color, archived_at AS "archivedAt", created_at AS "createdAt"
      FROM categories WHERE user_id = $1 ORDER BY book, kind, name`,
    label: (row) => ({ ...row, kind: kindLabel(row.kind), book: bookLabel(row.book) }),
  },
  {
    key: "categoryChoices",
    sheet: "Categorias escolhidas",
    tables: ["category_choices"],
    columns: [
      { key: "words", header: "Palavras" },
      { key: "category", header: "Vão para" },
      BOOK,
      { key: "updatedAt", header: "Escolhido em", kind: "datetime" },
    ],
    sql: `SELECT ch.words, c.name AS category, ch.book, ch.updated_at AS "updatedAt"
      FROM category_choices ch JOIN categories c ON c.id = ch.category_id WHERE ch.user_id = $1
      ORDER BY ch.book, ch.words`,
    label: (row) => ({ ...row, book: bookLabel(row.book) }),
  },
  {
    key: "cards",
    sheet: "Cartões",
    tables: ["cards"],
    columns: [
      { key: "name", header: "Cartão" },
      { key: "kind", header: "Tipo" },
      BOOK,
      { key: "limit", header: "Limite (R$)", kind: "money" },
      { key: "closingDay", header: "Dia do fechamento", kind: "number" },
      { key: "dueDay", header: "Dia do vencimento", kind: "number" },
      { key: "billReminders", header: "Lembrete da fatura", kind: "boolean" },
      { key: "archivedAt", header: "Arquivado em", kind: "datetime" },
      CREATED,
    ],
    sql: `SELECT name, kind, book, limit_centavos AS "limit", closing_day AS "closingDay", due_day AS "dueDay",
      bill_reminders AS "billReminders", archived_at AS "archivedAt", created_at AS "createdAt"
      FROM cards WHERE user_id = $1 ORDER BY id`,
    label: (row) => ({
      ...row,
      kind: row.kind === "debit" ? "Débito" : "Crédito",
      book: bookLabel(row.book),
    }),
  },
  {
    key: "billPayments",
    sheet: "Faturas pagas",
    tables: ["card_bill_payments"],
    columns: [
      { key: "card", header: "Cartão" },
      { key: "month", header: "Fatura (mês)" },
      { key: "amount", header: "Valor pago (R$)", kind: "money" },
      { key: "paidOn", header: "Pago em", kind: "date" },
    ],
    sql: `SELECT k.name AS card, p.month, p.amount_centavos AS amount, p.paid_on::text AS "paidOn"
      FROM card_bill_payments p JOIN cards k ON k.id = p.card_id WHERE k.user_id = $1 ORDER BY p.month, k.name`,
  },
  {
    key: "billNotices",
    sheet: "Avisos de fatura",
    tables: ["card_bill_notices"],
    columns: [
      { key: "card", header: "Cartão" },
      { key: "month", header: "Fatura (mês)" },
      { key: "notice", header: "Aviso" },
      { key: "sentAt", header: "Enviado em", kind: "datetime" },
    ],
    sql: `SELECT k.name AS card, n.month, CASE n.notice WHEN 'eve' THEN 'Véspera do vencimento' ELSE 'Dia do vencimento' END AS notice,
      n.created_at AS "sentAt" FROM card_bill_notices n JOIN cards k ON k.id = n.card_id
      WHERE k.user_id = $1 ORDER BY n.month, k.name, n.notice`,
  },
  {
    key: "limits",
    sheet: "Limites",
    tables: ["spending_limits"],
    columns: [
      { key: "category", header: "Categoria" },
      BOOK,
      { key: "amount", header: "Limite por mês (R$)", kind: "money" },
      CREATED,
    ],
    sql: `SELECT c.name AS category, l.book, l.amount_centavos AS amount, l.created_at AS "createdAt"
      FROM spending_limits l JOIN categories c ON c.id = l.category_id WHERE l.user_id = $1 ORDER BY c.name`,
    label: (row) => ({ ...row, book: bookLabel(row.book) }),
  },
  {
    key: "limitAlerts",
    sheet: "Alertas de limite",
    tables: ["limit_alerts"],
    columns: [
      { key: "category", header: "Categoria" },
      { key: "month", header: "Mês" },
      { key: "threshold", header: "Marca (%)", kind: "number" },
      { key: "sentAt", header: "Enviado em", kind: "datetime" },
    ],
    sql: `SELECT c.name AS category, a.month, a.threshold, a.created_at AS "sentAt"
      FROM limit_alerts a JOIN categories c ON c.id = a.category_id WHERE a.user_id = $1 ORDER BY a.month, c.name`,
  },
  {
    key: "goals",
    sheet: "Metas",
    tables: ["goals"],
    columns: [
      { key: "name", header: "Meta" },
      { key: "kind", header: "Tipo" },
      BOOK,
      { key: "target", header: "Valor da meta (R$)", kind: "money" },
      { key: "saved", header: "Guardado até agora (R$)", kind: "money" },
      { key: "deadline", header: "Prazo", kind: "date" },
      CREATED,
    ],
    sql: `SELECT g.name, g.kind, g.book, g.target_centavos AS target,
      ${goalSaved} AS saved,
      g.deadline::text AS deadline, g.created_at AS "createdAt"
      FROM goals g WHERE g.user_id = $1 ORDER BY g.id`,
    label: (row) => ({ ...row, kind: labelled(goalKindLabels)(row.kind), book: bookLabel(row.book) }),
  },
  {
    key: "plannedPurchases",
    sheet: "Compras planejadas",
    tables: ["planned_purchases"],
    columns: [
      { key: "description", header: "Compra" },
      BOOK,
      { key: "amount", header: "Valor (R$)", kind: "money" },
      { key: "plannedFor", header: "Para quando", kind: "date" },
      { key: "status", header: "Situação" },
      CREATED,
    ],
    sql: `SELECT description, book, amount_centavos AS amount, planned_for::text AS "plannedFor", status,
      created_at AS "createdAt" FROM planned_purchases WHERE user_id = $1 ORDER BY id`,
    label: (row) => ({
      ...row,
      book: bookLabel(row.book),
      status: labelled({ planned: "Planejada", bought: "Comprada", cancelled: "Cancelada" })(row.status),
    }),
  },
  {
    key: "reminders",
    sheet: "Lembretes",
    tables: ["reminders"],
    columns: [
      { key: "description", header: "Lembrete" },
      BOOK,
      { key: "amount", header: "Valor (R$)", kind: "money" },
      { key: "dueDate", header: "Data", kind: "date" },
      { key: "monthlyOnDay", header: "Todo mês no dia", kind: "number" },
      { key: "status", header: "Situação" },
      { key: "lastSentOn", header: "Último aviso em", kind: "date" },
      CREATED,
    ],
    sql: `SELECT description, book, amount_centavos AS amount, due_date::text AS "dueDate",
      recurrence_day AS "monthlyOnDay", status, last_sent_on::text AS "lastSentOn", created_at AS "createdAt"
      FROM reminders WHERE user_id = $1 ORDER BY due_date, id`,
    label: (row) => ({
      ...row,
      book: bookLabel(row.book),
      status: labelled({ pending: "Pendente", sent: "Avisado", done: "Pago", cancelled: "Cancelado" })(
        row.status,
      ),
    }),
  },
  {
    key: "fixedItems",
    sheet: "Despesas fixas",
    tables: ["recurring_rules"],
    columns: [
      { key: "description", header: "Descrição" },
      { key: "kind", header: "Tipo" },
      BOOK,
      { key: "amount", header: "Valor (R$)", kind: "money" },
      { key: "dayOfMonth", header: "Dia do mês", kind: "number" },
      { key: "category", header: "Categoria" },
      { key: "payment", header: "Pagamento" },
      { key: "card", header: "Cartão" },
      { key: "active", header: "Ativa", kind: "boolean" },
      { key: "startsOn", header: "Começa em", kind: "date" },
      CREATED,
    ],
    sql: `SELECT r.description, r.kind, r.book, r.amount_centavos AS amount, r.day_of_month AS "dayOfMonth",
      c.name AS category, r.payment_method AS payment, r.card, r.active, r.starts_on::text AS "startsOn",
      r.created_at AS "createdAt"
      FROM recurring_rules r LEFT JOIN categories c ON c.id = r.category_id WHERE r.user_id = $1 ORDER BY r.id`,
    label: (row) => ({
      ...row,
      kind: kindLabel(row.kind),
      payment: paymentLabel(row.payment),
      book: bookLabel(row.book),
    }),
  },
  {
    key: "digests",
    sheet: "Resumos enviados",
    tables: ["digest_sends"],
    columns: [
      { key: "kind", header: "Resumo" },
      { key: "period", header: "Período" },
      { key: "sentAt", header: "Enviado em", kind: "datetime" },
    ],
    sql: `SELECT CASE kind WHEN 'weekly' THEN 'Semanal' ELSE 'Fechamento do mês' END AS kind, period,
      created_at AS "sentAt" FROM digest_sends WHERE user_id = $1 ORDER BY created_at`,
  },
  {
    key: "messages",
    sheet: "Mensagens",
    tables: ["messages", "media_readings"],
    columns: [
      { key: "id", header: "Nº", kind: "number" },
      { key: "channel", header: "Canal" },
      { key: "direction", header: "Direção" },
      { key: "type", header: "Tipo" },
      { key: "text", header: "Texto" },
      { key: "reading", header: "O que foi lido do arquivo" },
      { key: "status", header: "Situação" },
      CREATED,
    ],
    sql: `SELECT m.id, m.channel, m.direction, m.type, m.body AS text,
      CASE WHEN r.message_id IS NOT NULL THEN coalesce(r.fields::text, r.transcript, r.error_code) END AS reading,
      m.status, m.created_at AS "createdAt"
      FROM messages m LEFT JOIN media_readings r ON r.message_id = m.id
      WHERE m.user_id = $1 OR m.phone = ${PHONE} OR m.wa_user_id = ${WA_USER_ID} ORDER BY m.id`,
    label: (row) => ({
      ...row,
      channel: row.channel === "webchat" ? "Chat do site" : "WhatsApp",
      direction: row.direction === "inbound" ? "Enviada por você" : "Enviada pelo Tostão",
    }),
  },
  {
    key: "deliveryReceipts",
    sheet: "Entregas no WhatsApp",
    tables: ["message_statuses"],
    columns: [
      { key: "messageId", header: "Mensagem (WhatsApp)" },
      { key: "status", header: "Situação" },
      { key: "at", header: "Em", kind: "datetime" },
    ],
    sql: `SELECT external_id AS "messageId", status, occurred_at AS at FROM message_statuses
      WHERE recipient = ltrim(${PHONE}, '+') ORDER BY occurred_at`,
  },
  {
    key: "devices",
    sheet: "Aparelhos",
    tables: ["sessions"],
    columns: [
      { key: "device", header: "Aparelho" },
      { key: "createdAt", header: "Entrou em", kind: "datetime" },
      { key: "lastSeenAt", header: "Último uso", kind: "datetime" },
      { key: "revokedAt", header: "Saiu em", kind: "datetime" },
    ],
    sql: `SELECT user_agent AS device, created_at AS "createdAt", last_seen_at AS "lastSeenAt",
      revoked_at AS "revokedAt" FROM sessions WHERE user_id = $1 ORDER BY created_at`,
  },
  {
    key: "subscriptions",
    sheet: "Assinaturas",
    tables: ["subscriptions"],
    columns: [
      { key: "platform", header: "Plataforma" },
      { key: "plan", header: "Plano" },
      { key: "status", header: "Situação" },
      { key: "buyerName", header: "Nome do comprador" },
      { key: "buyerEmail", header: "E-mail do comprador" },
      { key: "phone", header: "Telefone do comprador" },
      { key: "startedAt", header: "Início", kind: "datetime" },
      { key: "periodEnd", header: "Pago até", kind: "datetime" },
      { key: "cancelledAt", header: "Cancelada em", kind: "datetime" },
      { key: "endedAt", header: "Encerrada em", kind: "datetime" },
    ],
    sql: `SELECT provider AS platform, plan, status, buyer_name AS "buyerName", buyer_email AS "buyerEmail", phone,
      started_at AS "startedAt", period_end AS "periodEnd", cancelled_at AS "cancelledAt", ended_at AS "endedAt"
      FROM subscriptions WHERE user_id = $1 OR phone = ${PHONE} ORDER BY id`,
    label: (row) => ({ ...row, plan: planLabel(row.plan) }),
  },
  {
    key: "payments",
    sheet: "Pagamentos",
    tables: ["subscription_events"],
    columns: [
      { key: "platform", header: "Plataforma" },
      { key: "event", header: "Evento" },
      { key: "at", header: "Em", kind: "datetime" },
      { key: "plan", header: "Plano" },
      { key: "amount", header: "Valor (R$)", kind: "money" },
      { key: "paidUntil", header: "Pago até", kind: "datetime" },
      { key: "transaction", header: "Transação" },
    ],
    sql: `SELECT e.provider AS platform, e.event_type AS event, e.occurred_at AS at, e.plan,
      e.amount_centavos AS amount, e.paid_until AS "paidUntil", e.transaction
      FROM subscription_events e JOIN subscriptions s ON s.id = e.subscription_id
      WHERE s.user_id = $1 OR s.phone = ${PHONE} ORDER BY e.occurred_at`,
    label: (row) => ({ ...row, plan: planLabel(row.plan) }),
  },
  {
    key: "conversation",
    sheet: "Conversa em andamento",
    tables: ["conversation_states", "pdf_password_waits"],
    columns: [
      { key: "waitingFor", header: "O Tostão espera" },
      { key: "detail", header: "Detalhe" },
      { key: "until", header: "Até", kind: "datetime" },
    ],
    sql: `SELECT 'O assunto da conversa e a pergunta feita' AS "waitingFor", state::text AS detail, expires_at AS until
        FROM conversation_states WHERE user_id = $1
      UNION ALL SELECT 'A senha de um PDF', 'tentativas: ' || attempts, created_at + interval '30 minutes'
        FROM pdf_password_waits WHERE contact IN (${PHONE}, ${WA_USER_ID})`,
  },
  {
    key: "bookChanges",
    sheet: "Alterações nos livros",
    tables: ["books_operations", "books_changes"],
    columns: [
      { key: "operation", header: "Alteração nº", kind: "number" },
      { key: "madeAt", header: "Feita em", kind: "datetime" },
      { key: "action", header: "O que foi feito" },
      { key: "door", header: "Por onde" },
      BOOK,
      { key: "undoneAt", header: "Desfeita em", kind: "datetime" },
      { key: "table", header: "Tabela" },
      { key: "before", header: "Antes" },
      { key: "after", header: "Depois" },
    ],
    // Each row an operation changed, as it was before and after: what "Desfazer" puts back. Money
    // taken out of a goal is a goal operation that wrote a transfer tied to the goal, not money put in.
    sql: `SELECT o.id AS operation, o.created_at AS "madeAt",
      CASE WHEN o.kind = 'goal_deposit' AND c.table_name = 'account_transfers' THEN 'goal_withdrawal' ELSE o.kind END
        AS action, o.source AS door, o.book,
      o.undone_at AS "undoneAt", c.table_name AS "table", c.before::text AS before, c.after::text AS after
      FROM books_operations o JOIN books_changes c ON c.operation_id = o.id
      WHERE o.user_id = $1 ORDER BY o.id, c.seq`,
    label: (row) => ({
      ...row,
      action: actionLabel(row.action),
      door: labelled(doorLabels)(row.door),
      book: bookLabel(row.book),
    }),
  },
  {
    key: "affiliateApplication",
    sheet: "Pedido de afiliado",
    tables: ["afiliados_pedidos"],
    columns: [
      { key: "name", header: "Nome" },
      { key: "whatsapp", header: "WhatsApp" },
      { key: "email", header: "E-mail" },
      { key: "work", header: "Profissão" },
      { key: "marketing", header: "Experiência com marketing" },
      { key: "channels", header: "Canais de divulgação" },
      { key: "status", header: "Situação" },
      CREATED,
    ],
    sql: `SELECT nome AS name, whatsapp, email, profissao AS work, trabalha_marketing AS marketing,
      canal_divulgacao AS channels, status, created_at AS "createdAt" FROM afiliados_pedidos WHERE whatsapp = ${PHONE}`,
    label: (row) => ({
      ...row,
      status: labelled({ pending: "Pendente", approved: "Aprovado", rejected: "Rejeitado" })(row.status),
    }),
  },
  {
    key: "accounts",
    sheet: "Contas bancárias",
    tables: ["accounts"],
    columns: [
      { key: "name", header: "Conta" },
      { key: "kind", header: "Tipo" },
      { key: "bank", header: "Banco" },
      BOOK,
      { key: "openingBalance", header: "Saldo inicial (R$)", kind: "money" },
      { key: "openingOn", header: "Saldo inicial em", kind: "date" },
      { key: "statedBalance", header: "Saldo informado (R$)", kind: "money" },
      { key: "statedOn", header: "Saldo informado em", kind: "date" },
      { key: "archivedAt", header: "Arquivada em", kind: "datetime" },
      CREATED,
    ],
    sql: `SELECT name, kind, bank, book, opening_balance_centavos AS "openingBalance", opening_on::text AS "openingOn",
        stated_balance_centavos AS "statedBalance", stated_on::text AS "statedOn", archived_at AS "archivedAt",
        created_at AS "createdAt"
      FROM accounts WHERE user_id = $1 ORDER BY id`,
    label: (row) => ({ ...row, kind: accountKindLabel(row.kind), book: bookLabel(row.book) }),
  },
  {
    key: "transfers",
    sheet: "Transferências",
    tables: ["account_transfers"],
    columns: [
      { key: "date", header: "Data", kind: "date" },
      { key: "amount", header: "Valor (R$)", kind: "money" },
      { key: "from", header: "De" },
      { key: "to", header: "Para" },
      { key: "kind", header: "Tipo" },
      { key: "description", header: "Descrição" },
      { key: "goal", header: "Retirado da meta" },
      BOOK,
    ],
    sql: `SELECT t.date::text AS date, t.amount_centavos AS amount, f.name AS "from", d.name AS "to", t.kind,
        t.description, g.name AS goal, t.book
      FROM account_transfers t LEFT JOIN accounts f ON f.id = t.from_account_id
        LEFT JOIN accounts d ON d.id = t.to_account_id LEFT JOIN goals g ON g.id = t.goal_id
      WHERE t.user_id = $1 ORDER BY t.date, t.id`,
    // a transfer tied to a goal is money taken back out of it (goal-deposits.ts, takeFromGoal)
    label: (row) => ({
      ...row,
      kind: row.goal ? GOAL_WITHDRAWAL : transferKindLabel(row.kind),
      book: bookLabel(row.book),
    }),
  },
  {
    key: "statementImports",
    sheet: "Extratos importados",
    tables: ["statement_imports"],
    columns: [
      { key: "fileName", header: "Arquivo" },
      { key: "status", header: "Situação" },
      { key: "source", header: "Enviado por" },
      BOOK,
      { key: "createdAt", header: "Enviado em", kind: "datetime" },
      { key: "importedAt", header: "Importado em", kind: "datetime" },
    ],
    sql: `SELECT file_name AS "fileName", status, source, book, created_at AS "createdAt", imported_at AS "importedAt"
      FROM statement_imports WHERE user_id = $1 ORDER BY id`,
    label: (row) => ({
      ...row,
      status: importStatusLabel(row.status),
      source: importSourceLabel(row.source),
      book: bookLabel(row.book),
    }),
  },
  {
    key: "payday",
    sheet: "Salário",
    tables: ["paydays"],
    columns: [
      { key: "rule", header: "Dia do salário" },
      { key: "amount", header: "Valor esperado (R$)", kind: "money" },
      { key: "monthStartsOnPayday", header: "Mês começa no salário", kind: "boolean" },
    ],
    sql: `SELECT rule::text AS rule, amount_centavos AS amount, month_starts_on_payday AS "monthStartsOnPayday"
      FROM paydays WHERE user_id = $1`,
  },
];

/**
 * Tables that hold nothing the copy should carry, and why. Anything here must be nothing about the
 * person, a secret's hash, a figure derived from what is exported, or a file awaiting its reading.
 */
export const notExported: Readonly<Record<string, string>> = {
  login_codes: "only hashes of one-time codes that expire in minutes",
  sign_in_links: "only hashes of one-time links that expire in 15 minutes",
  media_uploads:
    "a web chat file waiting to be read, deleted as soon as it is (what was read is in Mensagens)",
  transaction_month_sums: "monthly sums computed from the records, which are exported whole",
  rate_limit_windows: "security counters keyed by address or phone, kept for a day",
  failure_backoff: "security counters of failed sign-ins, kept for a day",
  video_metrics: "counts of the site's videos, about no one",
  early_message_statuses:
    "WhatsApp statuses that came before their message's send was stored, moved to Entregas no WhatsApp within seconds (others' dropped after a day)",
};
