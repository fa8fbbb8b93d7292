import "~/lib/zod-without-eval";
import { createRoot, hydrateRoot } from "react-dom/client";
import { revealBelowFold } from "~/lib/below-fold";
import { ThemeProvider } from "~/lib/theme";
import type { IslandComponent } from "./island";
import type { IslandName } from "./names";
import { islandLoaders } from "./registry";

/** Islands nested in another island are hydrated by it. */
function outermostIslands(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
    (element) => !element.parentElement?.closest("[data-island]"),
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function load(name: string): Promise<IslandComponent<object> | null> {
  const loader = islandLoaders[name as IslandName];
  if (!loader) {
    console.error(`Unknown island "${name}"`);
    return null;
  }
  return (await loader()) as IslandComponent<object>;
}

/**
 * Hydrates every island of the page, each in a task of its own so no single task blocks input for
 * long, then mounts the toaster if an island shows toasts. Browser tests wait for data-hydrated.
 */
async function hydrateIslands() {
  const elements = outermostIslands();
  const islands = await Promise.all(elements.map((element) => load(element.dataset.island ?? "")));
  let toasts = false;
  for (const [index, element] of elements.entries()) {
    const loaded = islands[index];
    if (!loaded) continue;
    const { Component, theme } = loaded.island;
    const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
    await nextTask();
    const node = <Component {...props} />;
    hydrateRoot(element, theme ? <ThemeProvider>{node}</ThemeProvider> : node);
    toasts ||= loaded.island.toasts === true;
  }
  if (toasts) {
    const { Toaster } = await import("~/components/ui/toaster");
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(<Toaster />);
  }
  document.documentElement.dataset.hydrated = "true";
  await revealBelowFold();
}

void hydrateIslands();
