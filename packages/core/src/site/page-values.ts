import { saoPauloToday } from "../calendar/sao-paulo.ts";
import type { PublicConfig } from "../config/schema.ts";

/**
 * The values the web pages show that are not in their code: links, numbers and company data from
 * the server's configuration, and the year of the copyright lines. The server renders the pages
 * with them when it starts and writes them as JSON into every page that runs scripts (the element
 * below), so the browser code reads exactly what the HTML was rendered with.
 */
export interface PageValues {
  publicConfig: PublicConfig;
  /** The year in São Paulo when the pages were rendered. */
  copyrightYear: number;
}

/** Id of the `<script type="application/json">` element that carries the page values. */
export const PAGE_VALUES_ELEMENT_ID = "tostao-page-values";

/** The page values for a configuration at a moment. */
export function pageValues(publicConfig: PublicConfig, now: Date): PageValues {
  return { publicConfig, copyrightYear: saoPauloToday(now).y };
}

/** One file of the site the server renders at start-up, by its path under the web build's client/. */
export interface RenderedSiteFile {
  /** e.g. "/planos/index.html", "/__spa-fallback.html", "/sitemap.xml" */
  path: string;
  body: Uint8Array;
  /** Brotli and gzip copies, for the files worth compressing. */
  br?: Uint8Array;
  gzip?: Uint8Array;
}

/** What the page renderer hands the server: the pages, and the inline code their CSP allows. */
export interface RenderedSite {
  files: RenderedSiteFile[];
  /** Hashes (`sha256-…`) of the inline scripts and styles the pages carry. */
  inline: { scripts: string[]; styles: string[] };
}

/** What the server gives the page renderer's worker (workerData). */
export interface RenderSiteRequest {
  /** The web build: apps/web/build. */
  webBuildDir: string;
  values: PageValues;
}

/** The page renderer's one message back. */
export type RenderSiteReply = { ok: true; site: RenderedSite } | { ok: false; error: string };
