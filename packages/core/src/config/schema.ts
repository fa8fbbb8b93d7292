import { z } from "zod";
import { wholeNumber } from "../api/paging.ts";
import { parseMessagePrices } from "../billing/message-prices.ts";
import { parsePlanProducts } from "../billing/plan-products.ts";
import { formatSocialProof } from "../site/social-proof.ts";

const url = (fallback: string) =>
  z.url({ protocol: /^https?$/, message: "deve ser uma URL http(s)" }).default(fallback);
const digits = (fallback: string) =>
  z
    .string()
    .regex(/^\d{10,15}$/, { message: "deve ter só dígitos, com DDI e DDD (ex.: 5511912345678)" })
    .default(fallback);
const count = (fallback: number) =>
  z.coerce
    .number({ message: "deve ser um número" })
    .int({ message: "deve ser um número inteiro" })
    .min(0, { message: "não pode ser negativo" })
    .default(fallback);
/** A percentage from 0 to 100, with a decimal point (ex.: 99.9). */
const percent = (fallback: number) =>
  z.coerce
    .number({ message: "deve ser um número" })
    .min(0, { message: "deve estar entre 0 e 100" })
    .max(100, { message: "deve estar entre 0 e 100" })
    .default(fallback);
const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v : undefined));

const templateName = (fallback: string) =>
  z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, {
      message: "deve ter só letras minúsculas, números e _ (nome do modelo na Meta)",
    })
    .default(fallback);

/** Ids of the videos the site tracks; each has a config variable holding its YouTube embed id. */
export const trackedVideos = [
  { id: "landing-demo", env: "VIDEO_LANDING_DEMO", name: "Demonstração do Tostão" },
  { id: "testimonial-1", env: "VIDEO_TESTIMONIAL_1", name: "Depoimento em vídeo 1" },
  { id: "testimonial-2", env: "VIDEO_TESTIMONIAL_2", name: "Depoimento em vídeo 2" },
  { id: "help-1", env: "VIDEO_HELP_1", name: "Ajuda: registrar por texto" },
  { id: "help-2", env: "VIDEO_HELP_2", name: "Ajuda: registrar por áudio" },
  { id: "help-3", env: "VIDEO_HELP_3", name: "Ajuda: registrar por foto ou documento" },
  { id: "help-4", env: "VIDEO_HELP_4", name: "Ajuda: investimentos e economias" },
  { id: "help-5", env: "VIDEO_HELP_5", name: "Ajuda: registrar por PDF" },
  { id: "help-6", env: "VIDEO_HELP_6", name: "Ajuda: lembretes de pagamento" },
  { id: "help-7", env: "VIDEO_HELP_7", name: "Ajuda: relatórios e análises" },
] as const;

export type TrackedVideoId = (typeof trackedVideos)[number]["id"];

const youtubeId = z.string().regex(/^[\w-]{6,20}$/, { message: "deve ser um id de vídeo do YouTube" });

/**
 * A video's YouTube id. Set but empty (`VIDEO_HELP_3=`) leaves the video unconfigured: the site
 * shows its poster and "Vídeo em breve" instead of a player.
 */
const videoId = (fallback: string) =>
  z
    .union([z.literal(""), youtubeId])
    .default(fallback)
    .transform((v) => (v === "" ? undefined : v));

/** The variables where an empty value means something (an unconfigured video), not "use the default". */
const emptyMeansOff: ReadonlySet<string> = new Set(trackedVideos.map((v) => v.env));

/**
 * The whole environment, with defaults that let `npm start` run with nothing set.
 * Every variable is documented in `.env.example`.
 */
export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { message: "deve ser development, production ou test" })
    .default("production"),
  PORT: wholeNumber(1, 65535, "deve estar entre 1 e 65535", {
    notNumber: "deve ser um número de porta",
    notWhole: "deve ser um número inteiro",
  }).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: "deve começar com postgres:// ou postgresql://" })
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: "deve ser uma URL http(s)" }).optional(),
  LOG_LEVEL: z
    .enum(["debug", "info", "warn", "error", "silent"], {
      message: "deve ser debug, info, warn, error ou silent",
    })
    .default("info"),

  CHAT_NUMBER: digits("5511940028922"),
  CHAT_GREETING: z.string().min(1).default("Olá! Quero começar a usar o Tostão."),
  SUPPORT_GREETING: z.string().min(1).default("Olá! Preciso de ajuda com o Tostão."),
  CHECKOUT_URL_MONTHLY: url("https://pay.hotmart.com/tostao-mensal"),
  CHECKOUT_URL_QUARTERLY: url("https://pay.hotmart.com/tostao-trimestral"),
  CHECKOUT_URL_ANNUAL: url("https://pay.hotmart.com/tostao-anual"),
  CHECKOUT_URL_BUSINESS_MONTHLY: url("https://pay.hotmart.com/tostao-empresarial-mensal"),
  CHECKOUT_URL_BUSINESS_QUARTERLY: url("https://pay.hotmart.com/tostao-empresarial-trimestral"),
  CHECKOUT_URL_BUSINESS_ANNUAL: url("https://pay.hotmart.com/tostao-empresarial-anual"),
  TRIAL_URL: url("https://tostao.app/teste-gratis"),
  AFFILIATE_AREA_URL: url("https://app-vlc.hotmart.com/affiliate-recruiting"),
  /** The web dashboard; by default this app's own /painel on PUBLIC_URL. */
  DASHBOARD_URL: z.url({ protocol: /^https?$/, message: "deve ser uma URL http(s)" }).optional(),
  SOCIAL_URL: url("https://www.instagram.com/tostao.app"),
  SUPPORT_EMAIL: z.email({ message: "deve ser um e-mail válido" }).default("suporte@tostao.app"),
  SUPPORT_PHONE: digits("5511940028922"),
  COMPANY_NAME: z.string().min(1).default("Tostão Tecnologia Financeira Ltda."),
  COMPANY_CNPJ: z.string().min(1).default("CNPJ em registro"),
  COMPANY_ADDRESS: z.string().min(1).default("São Paulo, SP, Brasil"),
  DPO_NAME: z.string().min(1).default("Encarregado de Dados do Tostão"),
  DPO_EMAIL: z.email({ message: "deve ser um e-mail válido" }).default("privacidade@tostao.app"),

  // Plain numbers; the page formats them in pt-BR ("+85,2 mil", "+R$ 4,2 milhões", "99,9 %").
  STATS_RECORDS: count(85200),
  STATS_MANAGED: count(4200000),
  STATS_REMINDERS: count(10300),
  STATS_ACCURACY: percent(99.9),
  STATS_EXCELLENT: percent(92),

  VIDEO_LANDING_DEMO: videoId("tostaoDemo01"),
  VIDEO_TESTIMONIAL_1: videoId("tostaoDep001"),
  VIDEO_TESTIMONIAL_2: videoId("tostaoDep002"),
  VIDEO_HELP_1: videoId("tostaoAju001"),
  VIDEO_HELP_2: videoId("tostaoAju002"),
  VIDEO_HELP_3: videoId("tostaoAju003"),
  VIDEO_HELP_4: videoId("tostaoAju004"),
  VIDEO_HELP_5: videoId("tostaoAju005"),
  VIDEO_HELP_6: videoId("tostaoAju006"),
  VIDEO_HELP_7: videoId("tostaoAju007"),
  VIDEO_EVENTS_RATE_LIMIT: count(600),
  /** Who may say the client's address in X-Forwarded-For: off, a hop count, or proxy addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .regex(/^(|false|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/, {
      message: "deve ser false, um número de proxies (ex.: 1) ou endereços/CIDRs separados por vírgula",
    })
    .default(""),

  ADMIN_PASSWORD: optionalSecret,
  WHATSAPP_VERIFY_TOKEN: optionalSecret,
  WHATSAPP_APP_SECRET: optionalSecret,
  WHATSAPP_ACCESS_TOKEN: optionalSecret,
  WHATSAPP_PHONE_NUMBER_ID: optionalSecret,
  WHATSAPP_API_BASE: url("https://graph.facebook.com/v23.0"),

  // Billing: who may use the assistant, the checkout webhooks and the templates that reach
  // people outside WhatsApp's 24-hour window.
  ACCESS_MODE: z.enum(["open", "paid"], { message: "deve ser open ou paid" }).default("open"),
  HOTMART_HOTTOK: optionalSecret,
  KIWIFY_TOKEN: optionalSecret,
  PLAN_PRODUCTS: z
    .string()
    .default("")
    .transform((text, ctx) => {
      const parsed = parsePlanProducts(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, { message: "deve ser um código como pt_BR" })
    .default("pt_BR"),
  WHATSAPP_TEMPLATE_WELCOME: templateName("tostao_boas_vindas"),
  WHATSAPP_TEMPLATE_ACCESS_ENDED: templateName("tostao_acesso_encerrado"),
  WHATSAPP_TEMPLATE_REMINDER: templateName("tostao_lembrete_conta"),
  WHATSAPP_TEMPLATE_DIGEST: templateName("tostao_resumo"),
  /** Several notices of one person at one moment in one template: {{1}} how many, {{2}} the notices. */
  WHATSAPP_TEMPLATE_NOTICES: templateName("tostao_avisos"),
  /** An authentication template (copy-code button) for sign-in codes outside the 24-hour window. */
  WHATSAPP_TEMPLATE_LOGIN_CODE: templateName("tostao_codigo_acesso"),
  /** US$ per billable message by category ("utility=0.0068,…"); unnamed ones keep Brazil's rates. */
  WHATSAPP_PRICES_USD: z
    .string()
    .default("")
    .transform((text, ctx) => {
      const parsed = parseMessagePrices(text);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  /** Reais per US dollar, to set a customer's WhatsApp cost against their plan's price. */
  USD_TO_BRL: z.coerce
    .number({ message: "deve ser um número" })
    .positive({ message: "deve ser maior que zero" })
    .default(5.4),
  AFFILIATE_VETERAN_SALES: count(10),
  AFFILIATE_ELITE_SALES: count(50),

  // Voice notes: an OpenAI-compatible /v1/audio/transcriptions endpoint (hosted or a Whisper server).
  TRANSCRIBE_URL: z.url({ protocol: /^https?$/, message: "deve ser uma URL http(s)" }).optional(),
  TRANSCRIBE_API_KEY: optionalSecret,
  TRANSCRIBE_MODEL: z.string().min(1).default("whisper-1"),
  /** Largest photo, PDF or voice note read, in megabytes (WhatsApp allows up to 100 MB documents). */
  MEDIA_MAX_MB: count(20),
  /**
   * CPU seconds one reading (OCR, PDF, voice note with its transcription) may use, with the processes it
   * starts, before it is killed; one waiting without working is killed after four times as long.
   */
  MEDIA_READ_SECONDS: count(60).pipe(z.number().min(1, { message: "deve ser pelo menos 1" })),
  /** Files read at once, each in its own process (one person uses one at a time). */
  MEDIA_READ_SLOTS: count(2).pipe(z.number().min(1, { message: "deve ser pelo menos 1" })),
  /**
   * Memory all readings together may use (their processes, tesseract and pdftoppm included), in
   * megabytes; one reading alone may use all of it.
   */
  MEDIA_READ_MEMORY_MB: count(240).pipe(z.number().min(128, { message: "deve ser pelo menos 128" })),
});

export type Env = z.infer<typeof envSchema>;

/** Settings safe to ship to the browser and to bake into pre-rendered pages. */
export type PublicConfig = ReturnType<typeof toPublicConfig>;

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

/** Parses an environment record; problems name the variable so start-up can say what to fix. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && (value !== "" || emptyMeansOff.has(key))) cleaned[key] = value;
  }
  const parsed = envSchema.safeParse(cleaned);
  if (parsed.success) {
    const { AFFILIATE_VETERAN_SALES: veteran, AFFILIATE_ELITE_SALES: elite } = parsed.data;
    if (elite <= veteran) {
      return { ok: false, problems: ["AFFILIATE_ELITE_SALES: deve ser maior que AFFILIATE_VETERAN_SALES"] };
    }
    return { ok: true, env: parsed.data };
  }
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join(".") || "(ambiente)"}: ${issue.message}`),
  };
}

/** Builds the wa.me chat link with a prefilled message. */
export function chatLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function toPublicConfig(env: Env) {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    publicUrl,
    chatUrl: chatLink(env.CHAT_NUMBER, env.CHAT_GREETING),
    supportChatUrl: chatLink(env.SUPPORT_PHONE, env.SUPPORT_GREETING),
    checkout: {
      monthly: env.CHECKOUT_URL_MONTHLY,
      quarterly: env.CHECKOUT_URL_QUARTERLY,
      annual: env.CHECKOUT_URL_ANNUAL,
      businessMonthly: env.CHECKOUT_URL_BUSINESS_MONTHLY,
      businessQuarterly: env.CHECKOUT_URL_BUSINESS_QUARTERLY,
      businessAnnual: env.CHECKOUT_URL_BUSINESS_ANNUAL,
    },
    trialUrl: env.TRIAL_URL,
    affiliateAreaUrl: env.AFFILIATE_AREA_URL,
    /** Absolute, for messages sent out (WhatsApp replies). */
    dashboardUrl: env.DASHBOARD_URL ?? `${publicUrl}/painel`,
    /** For the site's own links: this app's /painel on whatever host serves it, unless set. */
    dashboardHref: env.DASHBOARD_URL ?? "/painel",
    socialUrl: env.SOCIAL_URL,
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    company: { name: env.COMPANY_NAME, cnpj: env.COMPANY_CNPJ, address: env.COMPANY_ADDRESS },
    dpo: { name: env.DPO_NAME, email: env.DPO_EMAIL },
    stats: formatSocialProof({
      records: env.STATS_RECORDS,
      managedReais: env.STATS_MANAGED,
      reminders: env.STATS_REMINDERS,
      accuracyPercent: env.STATS_ACCURACY,
      excellentPercent: env.STATS_EXCELLENT,
    }),
    // null: not configured (the site shows the poster and "Vídeo em breve").
    videos: Object.fromEntries(trackedVideos.map((v) => [v.id, env[v.env] ?? null])) as Record<
      TrackedVideoId,
      string | null
    >,
  };
}
