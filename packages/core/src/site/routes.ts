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
] as const;

/** Path prefixes rendered in the browser only (behind a login); the server answers them with the app shell. */
export const clientRoutePrefixes = ["/chat", "/admin", "/painel"] as const;

export function isClientRoute(path: string): boolean {
  return clientRoutePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
