import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

/** Mirrors migrations/*.sql; the SQL files are the source of truth for the database. */
export const afiliadosPedidos = pgTable(
  "afiliados_pedidos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    nome: text("nome").notNull(),
    whatsapp: text("whatsapp").notNull(),
    email: text("email").notNull(),
    profissao: text("profissao").notNull(),
    trabalhaMarketing: text("trabalha_marketing").notNull(),
    canalDivulgacao: text("canal_divulgacao").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("afiliados_pedidos_whatsapp_key").on(t.whatsapp),
    index("afiliados_pedidos_created_at_idx").on(t.createdAt.desc()),
    check("afiliados_pedidos_status_check", sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);

export const videoMetrics = pgTable(
  "video_metrics",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    videoId: text("video_id").notNull(),
    videoName: text("video_name").notNull(),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    playCount: bigint("play_count", { mode: "number" }).notNull().default(0),
    totalWatchTime: bigint("total_watch_time", { mode: "number" }).notNull().default(0),
    averageWatchTime: numeric("average_watch_time", { precision: 12, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    completionRate: numeric("completion_rate", { precision: 5, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    likes: bigint("likes", { mode: "number" }).notNull().default(0),
    shares: bigint("shares", { mode: "number" }).notNull().default(0),
    clicks: bigint("clicks", { mode: "number" }).notNull().default(0),
    conversionRate: numeric("conversion_rate", { precision: 5, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    bounceRate: numeric("bounce_rate", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    engagementScore: numeric("engagement_score", { precision: 12, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("video_metrics_video_id_key").on(t.videoId)],
);

const kindEnum = ["income", "expense", "investment"] as const;

export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text("phone").notNull(),
    name: text("name"),
    status: text("status", { enum: ["active", "blocked"] })
      .notNull()
      .default("active"),
    lastInboundAt: timestamp("last_inbound_at", { withTimezone: true }),
    welcomedAt: timestamp("welcomed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("users_phone_key").on(t.phone)],
);

export const categories = pgTable(
  "categories",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: kindEnum }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("categories_user_kind_name_key").on(t.userId, t.kind, t.name)],
);

export const recurringRules = pgTable("recurring_rules", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: kindEnum }).notNull(),
  amountCentavos: bigint("amount_centavos", { mode: "number" }).notNull(),
  categoryId: bigint("category_id", { mode: "number" }).references(() => categories.id, {
    onDelete: "set null",
  }),
  description: text("description").notNull(),
  dayOfMonth: smallint("day_of_month").notNull(),
  paymentMethod: text("payment_method"),
  card: text("card"),
  active: boolean("active").notNull().default(true),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel", { enum: ["whatsapp", "webchat"] }).notNull(),
    externalId: text("external_id"),
    direction: text("direction", { enum: ["inbound", "outbound"] }).notNull(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    senderName: text("sender_name"),
    type: text("type").notNull(),
    body: text("body"),
    media: jsonb("media"),
    status: text("status", {
      enum: ["received", "processed", "failed", "queued", "sending", "sent", "delivered", "read"],
    }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    replyToId: bigint("reply_to_id", { mode: "number" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    providerTimestamp: timestamp("provider_timestamp", { withTimezone: true }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("messages_channel_external_id_key").on(t.channel, t.externalId)],
);

export const messageStatuses = pgTable(
  "message_statuses",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    externalId: text("external_id").notNull(),
    status: text("status").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    recipient: text("recipient"),
    errors: jsonb("errors"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("message_statuses_external_id_status_key").on(t.externalId, t.status)],
);

export const transactions = pgTable("transactions", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: kindEnum }).notNull(),
  amountCentavos: bigint("amount_centavos", { mode: "number" }).notNull(),
  date: date("date", { mode: "string" }).notNull(),
  categoryId: bigint("category_id", { mode: "number" }).references(() => categories.id, {
    onDelete: "set null",
  }),
  description: text("description").notNull().default(""),
  paymentMethod: text("payment_method", { enum: ["credit", "debit", "pix", "cash", "boleto"] }),
  card: text("card"),
  installmentGroup: uuid("installment_group"),
  installmentNumber: smallint("installment_number"),
  installmentCount: smallint("installment_count"),
  recurringRuleId: bigint("recurring_rule_id", { mode: "number" }).references(() => recurringRules.id, {
    onDelete: "set null",
  }),
  sourceMessageId: bigint("source_message_id", { mode: "number" }).references(() => messages.id, {
    onDelete: "set null",
  }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const reminders = pgTable("reminders", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  description: text("description").notNull(),
  amountCentavos: bigint("amount_centavos", { mode: "number" }),
  dueDate: date("due_date", { mode: "string" }).notNull(),
  recurrenceDay: smallint("recurrence_day"),
  status: text("status", { enum: ["pending", "sent", "done", "cancelled"] })
    .notNull()
    .default("pending"),
  lastSentOn: date("last_sent_on", { mode: "string" }),
  sourceMessageId: bigint("source_message_id", { mode: "number" }).references(() => messages.id, {
    onDelete: "set null",
  }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pendingIntents = pgTable("pending_intents", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  intent: jsonb("intent").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const loginCodes = pgTable("login_codes", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text("phone").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable("sessions", {
  id: text("id").primaryKey(),
  tokenHash: text("token_hash").notNull().unique(),
  kind: text("kind").notNull(),
  userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
  userAgent: text("user_agent"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

export const signInLinks = pgTable("sign_in_links", {
  tokenHash: text("token_hash").primaryKey(),
  userId: bigint("user_id", { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
