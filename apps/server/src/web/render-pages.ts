import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { PageValues, RenderedSite, RenderSiteReply, RenderSiteRequest } from "@tostao/core";

/** The build's page renderer: a script beside the web app (see apps/web/render). */
function pageRendererPath(webBuildDir: string): string {
  return join(webBuildDir, "render-site.js");
}

/** The web build is there (the bundled pages and their renderer): the site can be served. */
export function webBuildExists(webBuildDir: string): boolean {
  return existsSync(pageRendererPath(webBuildDir)) && existsSync(join(webBuildDir, "client"));
}

/**
 * Renders every page of the site with these values (the server's configuration) in a child process
 * running the build's page renderer, compressed copies included. Takes a few seconds of CPU, once
 * per start; the process, with React and the pages' modules, is gone once it answers.
 */
export function renderPages(
  webBuildDir: string,
  values: PageValues,
  options: { timeoutMs?: number } = {},
): Promise<RenderedSite> {
  const request: RenderSiteRequest = { webBuildDir, values };
  return new Promise((resolve, reject) => {
    // Advanced serialisation carries the pages' bytes as they are; execArgv: [] leaves out the
    // server's own flags (a test runner's loaders, for one).
    const child = fork(pageRendererPath(webBuildDir), [], {
      serialization: "advanced",
      execArgv: [],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    };
    const timeoutMs = options.timeoutMs ?? 120_000;
    const timer = setTimeout(
      () => settle(() => reject(new Error(`the pages were not rendered within ${timeoutMs / 1000} s`))),
      timeoutMs,
    );
    child.once("message", (reply: RenderSiteReply) =>
      settle(() => (reply.ok ? resolve(reply.site) : reject(new Error(reply.error)))),
    );
    child.once("error", (error) => settle(() => reject(error)));
    // "close", not "exit": it comes after the IPC channel has delivered everything.
    child.once("close", (code, signal) =>
      settle(() => reject(new Error(`the page renderer exited (${signal ?? code}) without an answer`))),
    );
    child.send(request);
  });
}
