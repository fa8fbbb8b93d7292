import { formatDateTimeSaoPaulo } from "../calendar/sao-paulo.ts";
import { formatPhone } from "../phone/brazilian-phone.ts";
import { type AffiliateStatus, affiliateStatusLabels } from "./application-schema.ts";
import { buildCsv } from "./csv.ts";

/** An application as stored and listed to the operator. */
export interface AffiliateApplicationRecord {
  id: number;
  name: string;
  whatsapp: string;
  email: string;
  currentWork: string;
  experienceDetails: string;
  audienceChannels: string;
  status: AffiliateStatus;
  createdAt: Date;
  reviewedAt: Date | null;
}

export const affiliateCsvHeader = [
  "ID",
  "Nome",
  "WhatsApp",
  "E-mail",
  "Trabalho atual",
  "Experiência com marketing",
  "Canais de divulgação",
  "Situação",
  "Enviado em",
  "Revisado em",
] as const;

/** The operator's export of applications, ready for Brazilian Excel. */
export function affiliateApplicationsCsv(records: readonly AffiliateApplicationRecord[]): string {
  return buildCsv([
    affiliateCsvHeader,
    ...records.map((r) => [
      r.id,
      r.name,
      formatPhone(r.whatsapp),
      r.email,
      r.currentWork,
      r.experienceDetails,
      r.audienceChannels,
      affiliateStatusLabels[r.status],
      formatDateTimeSaoPaulo(r.createdAt),
      r.reviewedAt ? formatDateTimeSaoPaulo(r.reviewedAt) : "",
    ]),
  ]);
}
