// The page renderer (bundled to build/render-site.js): the server starts it as a child process once
// at start-up, sends it its configuration's page values, and gets back every page of the site
// rendered and compressed. A process of its own, so React and the pages' modules are loaded with
// these values and their memory is the system's again once the pages are done.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RenderedSiteFile, RenderSiteReply, RenderSiteRequest } from "@tostao/core";
import type { ServerBuild } from "react-router";
import { renderSite } from "./render-site.ts";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Small files gain nothing from compression. */
const COMPRESS_FROM_BYTES = 512;

async function compress(path: string, text: string): Promise<RenderedSiteFile> {
  const body = Buffer.from(text);
  if (body.length < COMPRESS_FROM_BYTES) return { path, body };
  // Each call runs on libuv's thread pool: the pages compress side by side. Brotli's quality 10,
  // not 11: the site's 2.3 MB of pages came to 413 KB instead of 403 KB, in about 2 s of CPU instead
  // of 5.5, paid at every start.
  const [br, gzip] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }),
    gzipped(body, { level: 9 }),
  ]);
  return { path, body, br, gzip };
}

async function render(request: RenderSiteRequest): Promise<RenderSiteReply> {
  const { webBuildDir, values } = request;
  // The pages' modules read these when they are first imported, just below.
  globalThis.__TOSTAO_PAGE_VALUES__ = values;
  const build = (await import(pathToFileURL(join(webBuildDir, "renderer/index.js")).href)) as ServerBuild;
  const islandsEntry = (
    JSON.parse(readFileSync(join(webBuildDir, "islands.json"), "utf8")) as { entry: string }
  ).entry;
  const clientDir = join(webBuildDir, "client");
  const { pages, inline } = await renderSite({
    build,
    values,
    islandsEntry,
    readClientFile: (path) => readFileSync(join(clientDir, path), "utf8"),
  });
  const files = await Promise.all(pages.map((page) => compress(page.path, page.body)));
  return { ok: true, site: { files, inline } };
}

const send = process.send?.bind(process);
if (!send) throw new Error("the page renderer runs as a child process of the server (with an IPC channel)");
process.once("message", (request: RenderSiteRequest) => {
  render(request)
    .catch(
      (error: unknown): RenderSiteReply => ({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    )
    .then((reply) =>
      send(reply, undefined, {}, () => {
        if (process.connected) process.disconnect();
      }),
    );
});
