/** The affiliate form's fields, as the page and the API name them (kept free of zod for the page's first load). */
export const affiliateApplicationFields = [
  "name",
  "whatsapp",
  "email",
  "currentWork",
  "experienceDetails",
  "audienceChannels",
] as const;

export type AffiliateApplicationField = (typeof affiliateApplicationFields)[number];
