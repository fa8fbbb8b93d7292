import type { Env } from "@tostao/core";

export interface WhatsAppSettings {
  verifyToken: string;
  appSecret: string;
  accessToken: string;
  phoneNumberId: string;
  apiBase: string;
}

const required = [
  "WHATSAPP_VERIFY_TOKEN",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_ACCESS_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
] as const;

/** The channel's settings, or the names of the missing variables (the channel is then off). */
export function whatsappSettings(env: Env): { settings: WhatsAppSettings } | { missing: string[] } {
  const missing = required.filter((key) => !env[key]);
  if (missing.length > 0) return { missing };
  return {
    settings: {
      verifyToken: env.WHATSAPP_VERIFY_TOKEN as string,
      appSecret: env.WHATSAPP_APP_SECRET as string,
      accessToken: env.WHATSAPP_ACCESS_TOKEN as string,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID as string,
      apiBase: env.WHATSAPP_API_BASE,
    },
  };
}
