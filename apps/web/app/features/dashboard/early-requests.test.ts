import { afterEach, describe, expect, it, vi } from "vitest";
import { earlyRequestsScript } from "~/lib/early-responses";
import { clientLoader as overviewLoader } from "~/routes/painel/overview";
import { dashboardEarlyRequests } from "./early-requests";
import { dashboardQueryClient, prefetchShell } from "./prefetch";

/** Stands in for the network: answers every request with the same small JSON object and records its URL. */
function stubNetwork() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ user: null }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return urls;
}

/** What /painel's clientLoaders (the layout's, then Visão geral's) ask for at an address. */
async function loadOverview(address: string) {
  window.history.replaceState(null, "", address);
  prefetchShell();
  overviewLoader({ request: new Request(new URL(address, window.location.origin)) });
  await vi.waitFor(() => expect(dashboardQueryClient.isFetching()).toBe(0));
}

/** Runs the script of /painel's shell (at the current address), as the browser does while it parses the HTML. */
function runShellScript() {
  new Function(earlyRequestsScript(dashboardEarlyRequests("/painel")))();
}

afterEach(() => {
  dashboardQueryClient.clear();
  vi.unstubAllGlobals();
});

describe("the dashboard's early requests", () => {
  for (const address of ["/painel", "/painel?mes=2026-03"]) {
    it(`are Visão geral's first requests, answered once (${address})`, async () => {
      const fromLoaders = stubNetwork();
      await loadOverview(address);
      dashboardQueryClient.clear();

      const network = stubNetwork();
      runShellScript();
      const fromShell = [...network];
      expect(fromShell.toSorted()).toEqual(fromLoaders.toSorted());
      expect(fromShell).toContain(
        address.includes("mes") ? "/api/me/summary?month=2026-03" : "/api/me/summary",
      );
      // The loaders take the shell's responses and ask for nothing themselves.
      await loadOverview(address);
      expect(network).toEqual(fromShell);
      // Each response serves one call: a refresh asks the server again.
      await dashboardQueryClient.refetchQueries();
      expect(network.length).toBe(fromShell.length * 2);
    });
  }

  it("are the layout's alone on the dashboard's other pages, and none elsewhere", () => {
    expect(dashboardEarlyRequests("/painel/transacoes").map((r) => r.path)).toEqual([
      "/api/auth/session",
      "/api/me",
      "/api/me/plan",
    ]);
    expect(dashboardEarlyRequests("/chat")).toEqual([]);
    expect(dashboardEarlyRequests("/admin")).toEqual([]);
  });
});
