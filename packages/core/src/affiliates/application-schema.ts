import { z } from "zod";
import { brazilianPhoneField } from "../phone/phone-schema.ts";
import { affiliateMessages as m } from "./messages.ts";

const limits = { name: 120, email: 254, text: 1000 } as const;

/** A required text: empty says it is required, too short says how long it must be. */
const text = (min: number, required: string, tooShort: string, max: number) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required })
    .min(min, { message: tooShort })
    .max(max, { message: m.tooLong(max) });

/**
 * The affiliate application, shared by the form (react-hook-form resolver) and the API.
 * Its output is what gets stored: trimmed text, e-mail in lower case, WhatsApp as the canonical phone (`+55…`, see phone/).
 */
export const affiliateApplicationSchema = z.object({
  name: text(3, m.nameRequired, m.nameTooShort, limits.name),
  whatsapp: brazilianPhoneField(m.whatsappInvalid),
  email: z
    .string({ message: m.emailInvalid })
    .trim()
    .max(limits.email, { message: m.tooLong(limits.email) })
    .toLowerCase()
    .pipe(z.email({ message: m.emailInvalid })),
  currentWork: text(3, m.fieldRequired, m.tooShort(3), limits.text),
  experienceDetails: text(3, m.fieldRequired, m.tooShort(3), limits.text),
  audienceChannels: text(3, m.fieldRequired, m.tooShort(3), limits.text),
});

/** What a person types into the form. */
export type AffiliateApplicationInput = z.input<typeof affiliateApplicationSchema>;
/** What is stored: normalised. */
export type AffiliateApplication = z.output<typeof affiliateApplicationSchema>;

/** Review states of an application. */
export const affiliateStatuses = ["pending", "approved", "rejected"] as const;
export type AffiliateStatus = (typeof affiliateStatuses)[number];

export const affiliateStatusLabels: Record<AffiliateStatus, string> = {
  pending: "Pendente",
  approved: "Aprovado",
  rejected: "Rejeitado",
};

/** The operator's decision on one application. */
export const affiliateReviewSchema = z.object({
  status: z.enum(["approved", "rejected"], { message: "Escolha aprovar ou rejeitar." }),
});
