/** Public pages, pre-rendered to static HTML at build time. */
export const publicRoutes = [
  "/",
  "/planos",
  "/linkbio",
  "/termosdeuso",
  "/politicadeprivacidade",
  "/empresarial",
  "/obrigado-empresarial",
  "/afiliados",
  "/ajuda",
] as const;

/**
 * Pages only a buyer reaches, right after a purchase (the business upsell): public, so the
 * checkout can send people there, but out of the sitemap and marked noindex, so nobody finds a
 * "15 minutes only" offer from a search.
 */
export const postPurchaseRoutes = ["/empresarial", "/obrigado-empresarial"] as const;

/** The public pages search engines are told about (the sitemap). */
export const indexedRoutes = publicRoutes.filter(
  (path) => !(postPurchaseRoutes as readonly string[]).includes(path),
);

/** Path prefixes rendered in the browser only (behind a login); the server answers them with the app shell. */
export const clientRoutePrefixes = ["/chat", "/admin", "/painel"] as const;

export function isClientRoute(path: string): boolean {
  return clientRoutePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
