import { sql } from "drizzle-orm";
import { bigint, check, index, numeric, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";

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
