import { describe, expect, it } from "vitest";
import { chatLink, parseEnv, toPublicConfig } from "./schema.ts";

describe("parseEnv", () => {
  it("works with nothing set", () => {
    const result = parseEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env.PORT).toBe(3000);
    expect(result.env.DATA_DIR).toBe("./data");
    expect(result.env.DATABASE_URL).toBeUndefined();
    expect(result.env.VIDEO_EVENTS_RATE_LIMIT).toBe(600);
  });

  it("treats empty strings as unset", () => {
    const result = parseEnv({ DATABASE_URL: "", PORT: "", ADMIN_PASSWORD: "" });
    expect(result.ok && result.env.DATABASE_URL === undefined && result.env.PORT === 3000).toBe(true);
  });

  it("takes the social-proof figures as plain numbers", () => {
    const parsed = parseEnv({ STATS_MANAGED: "12500000", STATS_ACCURACY: "98.5" });
    if (!parsed.ok) throw new Error(parsed.problems.join());
    expect(toPublicConfig(parsed.env).stats).toMatchObject({
      managed: "+R$\u00a012,5 milhões",
      accuracy: "98,5\u00a0%",
    });
  });
});

describe("toPublicConfig", () => {
  it("builds the chat link with the greeting encoded", () => {
    expect(chatLink("5511940028922", "Olá! Quero")).toBe(
      "https://wa.me/5511940028922?text=Ol%C3%A1!%20Quero",
    );
  });

  it("derives the public URL from the port and never leaks secrets", () => {
    const result = parseEnv({ PORT: "8080", ADMIN_PASSWORD: "segredo", WHATSAPP_APP_SECRET: "s3" });
    if (!result.ok) throw new Error("unexpected");
    const config = toPublicConfig(result.env);
    expect(config.publicUrl).toBe("http://localhost:8080");
    expect(JSON.stringify(config)).not.toContain("segredo");
    expect(JSON.stringify(config)).not.toContain("s3");
    expect(Object.keys(config.videos)).toHaveLength(10);
  });
});

describe("video ids", () => {
  it("leaves a video unconfigured when its variable is set but empty", () => {
    const result = parseEnv({ VIDEO_HELP_3: "", VIDEO_LANDING_DEMO: "abc123XYZ_-" });
    if (!result.ok) throw new Error(result.problems.join());
    const { videos } = toPublicConfig(result.env);
    expect(videos["help-3"]).toBeNull();
    expect(videos["landing-demo"]).toBe("abc123XYZ_-");
    expect(videos["help-1"]).toBe("tostaoAju001");
  });

  it("refuses something that is not a YouTube id", () => {
    const result = parseEnv({ VIDEO_HELP_1: "https://youtu.be/x" });
    expect(result.ok).toBe(false);
  });
});

describe("billing settings", () => {
  it("default to an open instance with no webhooks and named templates", () => {
    const result = parseEnv({});
    if (!result.ok) throw new Error(result.problems.join());
    expect(result.env.ACCESS_MODE).toBe("open");
    expect(result.env.HOTMART_HOTTOK).toBeUndefined();
    expect(result.env.KIWIFY_TOKEN).toBeUndefined();
    expect(result.env.PLAN_PRODUCTS.size).toBe(0);
    expect(result.env.WHATSAPP_TEMPLATE_WELCOME).toBe("tostao_boas_vindas");
  });

  it("parses PLAN_PRODUCTS once, at boot", () => {
    const result = parseEnv({
      ACCESS_MODE: "paid",
      PLAN_PRODUCTS: "hotmart:4567890=annual,kiwify:ab12=quarterly",
    });
    if (!result.ok) throw new Error(result.problems.join());
    expect(result.env.ACCESS_MODE).toBe("paid");
    expect(result.env.PLAN_PRODUCTS.get("kiwify:ab12")).toBe("quarterly");
  });
});

describe("refusing a configuration", () => {
  it.each<[behaviour: string, env: Record<string, string>, problems: string[]]>([
    [
      "names every invalid variable in pt-BR",
      { PORT: "abc", DATABASE_URL: "mysql://x", SUPPORT_EMAIL: "nope", CHAT_NUMBER: "12" },
      [
        "PORT: deve ser um número de porta",
        "DATABASE_URL: deve começar com postgres:// ou postgresql://",
        "CHAT_NUMBER: deve ter só dígitos, com DDI e DDD (ex.: 5511912345678)",
        "SUPPORT_EMAIL: deve ser um e-mail válido",
      ],
    ],
    [
      "refuses social-proof figures written as formatted text",
      { STATS_RECORDS: "+85.2K", STATS_ACCURACY: "101" },
      ["STATS_RECORDS: deve ser um número", "STATS_ACCURACY: deve estar entre 0 e 100"],
    ],
    ["rejects a port out of range", { PORT: "70000" }, ["PORT: deve estar entre 1 e 65535"]],
    [
      "names the billing variable that is wrong",
      { ACCESS_MODE: "pago", PLAN_PRODUCTS: "hotmart:1=anual", WHATSAPP_TEMPLATE_WELCOME: "Boas Vindas" },
      [
        "ACCESS_MODE: deve ser open ou paid",
        'PLAN_PRODUCTS: plano "anual" desconhecido (use monthly, quarterly, annual, business_monthly, business_quarterly, business_annual)',
        "WHATSAPP_TEMPLATE_WELCOME: deve ter só letras minúsculas, números e _ (nome do modelo na Meta)",
      ],
    ],
    [
      "wants the elite tier above the veteran one",
      { AFFILIATE_VETERAN_SALES: "20", AFFILIATE_ELITE_SALES: "20" },
      ["AFFILIATE_ELITE_SALES: deve ser maior que AFFILIATE_VETERAN_SALES"],
    ],
  ])("%s", (_behaviour, env, problems) => {
    const result = parseEnv(env);
    expect(!result.ok && result.problems).toEqual(problems);
  });
});
