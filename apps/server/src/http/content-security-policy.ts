import type { RenderedSite } from "@tostao/core";

/** Hashes of the inline scripts and styles the pages carry (the page renderer lists them). */
export type InlineHashes = RenderedSite["inline"];

const NONE: InlineHashes = { scripts: [], styles: [] };

/** The YouTube players: the landing page's (youtube.com, IFrame API) and the help centre's shorts. */
const VIDEO_FRAMES = ["https://www.youtube.com", "https://www.youtube-nocookie.com"];

/**
 * The Content-Security-Policy of every response. Scripts: the site's own files and the inline
 * ones whose hashes the build listed, never 'unsafe-inline'. Styles: own files and the hashed
 * inlined stylesheet; style attributes set by scripts are allowed (they cannot run code).
 * Frames: only the YouTube players. Nothing may frame the site, change its base URL, load
 * plugins or post forms elsewhere.
 */
export function contentSecurityPolicy(options: { inline?: InlineHashes; https: boolean }): string {
  const inline = options.inline ?? NONE;
  const quoted = (hashes: string[]) => hashes.map((h) => `'${h}'`);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...quoted(inline.scripts)],
    ["style-src", "'self'", ...quoted(inline.styles)],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["media-src", "'self'"],
    ["connect-src", "'self'"],
    ["frame-src", ...VIDEO_FRAMES],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (options.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}
