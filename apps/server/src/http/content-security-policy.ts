import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Hashes of the inline scripts and styles the built pages carry (written by scripts/build.mjs). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const NONE: InlineHashes = { scripts: [], styles: [] };

/**
 * Reads the hashes the build wrote beside the web app (apps/web/build/csp-inline-hashes.json
 * for apps/web/build/client). No file (no build: only the API is served) allows no inline
 * script at all.
 */
export function readInlineHashes(webDir: string): InlineHashes {
  const file = join(webDir, "..", "csp-inline-hashes.json");
  if (!existsSync(file)) return NONE;
  const text = readFileSync(file, "utf8");
  const parsed = JSON.parse(text) as Partial<InlineHashes>;
  const valid = (list: unknown): string[] =>
    Array.isArray(list) ? list.filter((h): h is string => /^sha256-[A-Za-z0-9+/]+=*$/.test(String(h))) : [];
  return { scripts: valid(parsed.scripts), styles: valid(parsed.styles) };
}

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
