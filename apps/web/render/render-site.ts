// Renders the public pages to complete HTML with the values of one configuration: what `npm start`
// serves. The build ships React Router's server bundle of the pages (build/renderer); the server
// runs this, in a worker thread (worker.ts), each time it starts. Same requests as React Router's
// own pre-rendering, then the same finishing touches the pages always had: the stylesheet inlined,
// the router's scripts replaced by the islands' one, a shell per client-side route.
import { createHash } from "node:crypto";
import { PAGE_VALUES_ELEMENT_ID, type PageValues, type RenderedSite } from "@tostao/core";
import { createRequestHandler, type ServerBuild } from "react-router";
import { dashboardEarlyRequests } from "../app/features/dashboard/early-requests.ts";
import { earlyRequestsScript } from "../app/lib/early-responses.ts";
import { intlWarmUpScript } from "../app/lib/intl-warm-up.ts";

/** One file of the rendered site, by the path it has under build/client. */
export interface RenderedPage {
  /** e.g. "/planos/index.html", "/__spa-fallback.html", "/sitemap.xml" */
  path: string;
  body: string;
}

type InlineHashes = RenderedSite["inline"];

export interface RenderInput {
  build: ServerBuild;
  values: PageValues;
  /** The entry of the islands' bundle (build/islands.json). */
  islandsEntry: string;
  /** Reads a file of build/client by its URL path (the stylesheets to inline). */
  readClientFile: (path: string) => string;
}

/** Where root.tsx marks the start of the router's scripts (ROUTER_SCRIPTS_MARKER). */
const routerScriptsMarker = '<template id="router-scripts"></template>';

/** React Router's own pre-rendering: one request per pre-rendered path, plus the SPA fallback. */
async function renderRoutes(build: ServerBuild): Promise<RenderedPage[]> {
  // React Router honours its build-time headers (the SPA fallback's) only when this is set; it is
  // set in the renderer's worker thread alone.
  process.env.IS_RR_BUILD_REQUEST = "yes";
  const handler = createRequestHandler(build, "production");
  const pages: RenderedPage[] = [];
  for (const path of build.prerender) {
    const response = await handler(new Request(`http://localhost${`${path}/`.replace(/\/\/+/g, "/")}`));
    let body = await response.text();
    if (response.status !== 200) {
      throw new Error(`rendering ${path} answered ${response.status}:\n${body.slice(0, 2000)}`);
    }
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (!html) {
      // A resource route (sitemap.xml, robots.txt) answers the same without the trailing slash.
      const resource = await handler(new Request(`http://localhost${path}`));
      if (resource.status !== 200) throw new Error(`rendering ${path} answered ${resource.status}`);
      body = await resource.text();
    }
    pages.push({ path: html ? `${path.replace(/\/$/, "")}/index.html` : path, body });
  }
  const spa = await handler(
    new Request("http://localhost/", { headers: { "X-React-Router-SPA-Mode": "yes" } }),
  );
  const shell = await spa.text();
  if (spa.status !== 200 || !shell.includes("window.__reactRouterContext =")) {
    throw new Error(`rendering the client-side app's shell answered ${spa.status}:\n${shell.slice(0, 2000)}`);
  }
  pages.push({ path: "/__spa-fallback.html", body: shell });
  return pages;
}

/**
 * The stylesheet is small (about 8 KB compressed) and blocks the first paint: it is inlined into
 * every page so the first paint needs the HTML alone.
 */
function inlineStylesheets(html: string, read: (path: string) => string): string {
  return html.replace(
    /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g,
    (_, href: string, precedence: string) =>
      `<style data-href="${href}" data-precedence="${precedence}">${read(href)}</style>`,
  );
}

/** The page values as a JSON data block (never runs, needs no CSP hash), safe inside HTML. */
function pageValuesScript(values: PageValues): string {
  const json = JSON.stringify(values).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_VALUES_ELEMENT_ID}">${json}</script>`;
}

function withPageValues(html: string, values: PageValues): string {
  const end = html.indexOf("</head>");
  if (end < 0) throw new Error("a page has no </head>");
  return html.slice(0, end) + pageValuesScript(values) + html.slice(end);
}

/**
 * A pre-rendered page is complete HTML and ships none of the router's scripts: everything from the
 * marker root.tsx renders before them up to </body> is cut, and so are their module preloads. If
 * the page has islands, it references one small script that waits for the page to load and then
 * hydrates them, and carries the page values they read; a page without islands gets no script at
 * all. The only inline script left is the theme boot script in <head> (plus JSON data, which never
 * runs).
 */
function keepIslandsOnly(html: string, path: string, islandsEntry: string, values: PageValues): string {
  const start = html.indexOf(routerScriptsMarker);
  const end = html.lastIndexOf("</body>");
  if (start < 0 || end < start) throw new Error(`${path}: the router scripts marker is missing`);
  const page = html.slice(0, start).replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
  if (!page.includes(" data-island=")) return `${page}${html.slice(end)}`;
  return `${withPageValues(page, values)}<script type="module" src="${islandsEntry}"></script>${html.slice(end)}`;
}

interface ManifestRoute {
  id: string;
  parentId?: string | undefined;
  path?: string | undefined;
  module: string;
  imports?: string[] | undefined;
}

/**
 * The client-side app starts from one shell that preloads only the router and the root route: left
 * alone, the browser would learn which modules a page needs once the router runs, and then each
 * level of their imports one round trip after the other. So every route that is not pre-rendered
 * (the client routes without parameters) gets its own copy of the shell, served for its path, that
 * also preloads its route modules and everything they import (the router's manifest). A dashboard
 * page's shell also starts the page's first API requests (early-requests.ts), so they are answered
 * while the code downloads instead of after it has run, and every shell creates the app's first
 * Intl formatters meanwhile (intl-warm-up.ts).
 */
function clientRouteShells(shell: string, build: ServerBuild, rendered: Set<string>): RenderedPage[] {
  const all = Object.values(build.assets.routes) as ManifestRoute[];
  const root = all.find((route) => route.id === "root");
  if (!root) throw new Error("the router's manifest has no root route");
  const lastPreload = shell.lastIndexOf('<link rel="modulepreload"');
  if (lastPreload < 0) throw new Error("the client-side app's shell has no module preloads");
  const insertAt = shell.indexOf(">", lastPreload) + 1;
  const shells: RenderedPage[] = [];
  const visit = (route: ManifestRoute, path: string, chain: ManifestRoute[]) => {
    const fullPath = route.path ? `${path}/${route.path}`.replace(/\/+/g, "/") : path;
    const children = all.filter((child) => child.parentId === route.id);
    if (children.length > 0) {
      for (const child of children) visit(child, fullPath, [...chain, route]);
      return;
    }
    // Pre-rendered pages have their HTML; parameters, splats and files have no shell.
    const file = `${fullPath}/index.html`;
    if (/[:*.]/.test(fullPath) || rendered.has(file)) return;
    const files = new Set([...chain, route].flatMap((r) => [r.module, ...(r.imports ?? [])]));
    const links = [...files]
      .filter((href) => !shell.includes(`href="${href}"`))
      .map((href) => `<link rel="modulepreload" href="${href}"/>`)
      .join("");
    const early = dashboardEarlyRequests(fullPath);
    const requests = early.length > 0 ? `<script>${earlyRequestsScript(early)}</script>` : "";
    const warmUp = `<script>${intlWarmUpScript}</script>`;
    shells.push({
      path: file,
      body: shell.slice(0, insertAt) + links + requests + warmUp + shell.slice(insertAt),
    });
  };
  visit(root, "", []);
  if (shells.length === 0)
    throw new Error("no client route got its shell: has the manifest's shape changed?");
  return shells;
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/**
 * For a Content-Security-Policy without 'unsafe-inline': the hash of every inline script and style
 * the pages carry (the theme boot script, the inlined stylesheet, and the router's scripts in the
 * client-side app's shells). JSON data never runs and needs none.
 */
function inlineHashes(pages: RenderedPage[]): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const { path, body } of pages) {
    if (!path.endsWith(".html")) continue;
    for (const [, attributes = "", script = ""] of body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (!/\bsrc=|application\/(ld\+)?json/.test(attributes)) scripts.add(sha256(script));
    }
    for (const [, style = ""] of body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha256(style));
    if (/<[^>]+\sstyle="/.test(body))
      throw new Error(`${path}: a style attribute would need 'unsafe-inline'`);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** Every page of the site as served, and the hashes its Content-Security-Policy allows. */
export async function renderSite(
  input: RenderInput,
): Promise<{ pages: RenderedPage[]; inline: InlineHashes }> {
  const { build, values, islandsEntry, readClientFile } = input;
  const routes = await renderRoutes(build);
  const pages: RenderedPage[] = [];
  let shell: string | undefined;
  for (const { path, body } of routes) {
    if (path === "/__spa-fallback.html") {
      shell = withPageValues(body, values);
      pages.push({ path, body: shell });
    } else if (path.endsWith(".html")) {
      const finished = keepIslandsOnly(inlineStylesheets(body, readClientFile), path, islandsEntry, values);
      pages.push({ path, body: finished });
    } else {
      pages.push({ path, body });
    }
  }
  if (!shell) throw new Error("the client-side app's shell was not rendered");
  const shells = clientRouteShells(shell, build, new Set(pages.map((p) => p.path)));
  for (const page of shells)
    pages.push({ path: page.path, body: inlineStylesheets(page.body, readClientFile) });
  return { pages, inline: inlineHashes(pages) };
}
