import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { isClientRoute, type RenderedSite } from "@tostao/core";
import type { Context, MiddlewareHandler } from "hono";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
}

/** The built web app: its files on disk, and the pages the server rendered when it started. */
export interface WebSite {
  /** apps/web/build/client: scripts, stylesheets, images (the same whatever the configuration). */
  clientDir: string;
  /** The pages, sitemap and robots.txt, rendered with this server's configuration. */
  site: RenderedSite;
}

/**
 * Serves the built web app: the pages rendered at start-up for public routes, the app shell for
 * client-side routes, the pt-BR 404 page with status 404 for anything else, brotli or gzip
 * when a file has compressed copies, and immutable caching for hashed assets. Pages come from
 * memory only: never an HTML file from disk, which would carry no configuration.
 */
export function serveWeb({ clientDir, site }: WebSite): MiddlewareHandler {
  const cache = new Map<string, StaticFile | null>();
  const root = normalize(clientDir + sep);
  for (const file of site.files) {
    const entry: StaticFile = {
      body: Buffer.from(file.body),
      type: types[extname(file.path)] ?? "application/octet-stream",
    };
    if (file.br) entry.br = Buffer.from(file.br);
    if (file.gzip) entry.gzip = Buffer.from(file.gzip);
    cache.set(join(clientDir, file.path), entry);
  }

  async function load(file: string): Promise<StaticFile | null> {
    const hit = cache.get(file);
    if (hit !== undefined) return hit;
    if (extname(file) === ".html") return null;
    let entry: StaticFile | null = null;
    try {
      if ((await stat(file)).isFile()) {
        const [body, br, gzip] = await Promise.all([
          readFile(file),
          readFile(`${file}.br`).catch(() => undefined),
          readFile(`${file}.gz`).catch(() => undefined),
        ]);
        entry = { body, type: types[extname(file)] ?? "application/octet-stream" };
        if (br) entry.br = br;
        if (gzip) entry.gzip = gzip;
      }
    } catch {
      entry = null;
    }
    cache.set(file, entry);
    return entry;
  }

  function send(c: Context, file: StaticFile, status: 200 | 404, cacheControl: string): Response {
    const accept = c.req.header("accept-encoding") ?? "";
    const headers: Record<string, string> = {
      "content-type": file.type,
      "cache-control": cacheControl,
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
    };
    let body = file.body;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers["content-encoding"] = "br";
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers["content-encoding"] = "gzip";
    }
    headers["content-length"] = String(body.length);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
  }

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      path = "/";
    }
    const target = normalize(join(clientDir, path));
    if (!target.startsWith(root) && target !== normalize(clientDir)) return next();

    if (extname(path)) {
      const file = await load(target);
      if (file) {
        const immutable = path.startsWith("/assets/");
        return send(c, file, 200, immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      }
    } else {
      const page = await load(join(target, "index.html"));
      if (page) return send(c, page, 200, "no-cache");
      if (isClientRoute(path)) {
        const shell = await load(join(clientDir, "__spa-fallback.html"));
        if (shell) return send(c, shell, 200, "no-cache");
      }
    }
    const notFound =
      (await load(join(clientDir, "404", "index.html"))) ?? (await load(join(clientDir, "404.html")));
    if (notFound) return send(c, notFound, 404, "no-cache");
    return next();
  };
}
