/** Public pages, rendered to static HTML when the server starts (apps/web/render). */
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
  "/conta-excluida",
] as const;

/**
 * Public pages reached only from somewhere else: the business upsell right after a purchase (the
 * checkout sends buyers there; nobody should find a "15 minutes only" offer from a search) and the
 * page after erasing an account. Out of the sitemap and marked noindex.
 */
export const unlistedRoutes = ["/empresarial", "/obrigado-empresarial", "/conta-excluida"] as const;

/** The public pages search engines are told about (the sitemap). */
export const indexedRoutes = publicRoutes.filter(
  (path) => !(unlistedRoutes as readonly string[]).includes(path),
);

/** Path prefixes rendered in the browser only (behind a login); the server answers them with the app shell. */
export const clientRoutePrefixes = ["/chat", "/admin", "/painel"] as const;

export function isClientRoute(path: string): boolean {
  return clientRoutePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
