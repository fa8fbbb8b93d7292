import { publicConfig } from "~/lib/public-config";

const LINKBIO_UTM = { utm_source: "linkbio", utm_medium: "referral" } as const;

/** Adds the link page's tracking parameters to an absolute or site-relative URL, keeping its query. */
export function withLinkbioUtm(href: string): string {
  const relative = href.startsWith("/");
  const url = new URL(href, "https://relative.invalid");
  for (const [key, value] of Object.entries(LINKBIO_UTM)) url.searchParams.set(key, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

export const linkbioLinks = [
  {
    id: "trial",
    label: "TESTE GRÁTIS",
    description: "Experimente o Tostão sem pagar nada",
    href: publicConfig.trialUrl,
  },
  {
    id: "site",
    label: "Site oficial",
    description: "Conheça tudo o que o Tostão faz",
    href: "/",
  },
  {
    id: "affiliate",
    label: "Seja um afiliado",
    description: "Indique o Tostão e ganhe comissão",
    href: "/afiliados",
  },
  {
    id: "support",
    label: "Suporte no WhatsApp",
    description: "Fale com a gente agora",
    href: publicConfig.supportChatUrl,
  },
] as const;
