import { Component, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { nextTask } from "~/lib/next-task";
import { pageMetaSelector } from "./root";

// In the browser the pages run on Preact's compatibility layer (see vite.config.ts), which hydrates
// <body> and leaves the pre-rendered <head> alone (see Layout in root.tsx).
//
// HydratedRouter suspends until the page's router state is decoded, and Preact cannot resume a
// suspended hydration without rendering the page a second time. So a detached probe starts the
// decoding and waits for it; the real hydration then runs without suspending.

/** Catches the promise the router throws while it decodes its state. */
class WaitForDecoding extends Component<
  { onPending: (pending: unknown) => void; children: ReactNode },
  { caught: boolean }
> {
  override state = { caught: false };
  override componentDidCatch(thrown: unknown) {
    this.setState({ caught: true });
    this.props.onPending(thrown);
  }
  override render() {
    return this.state.caught ? null : this.props.children;
  }
}

async function routerStateDecoded() {
  const probe = createRoot(document.createElement("div"));
  const pending = await new Promise<unknown>((resolve) => {
    probe.render(
      <WaitForDecoding onPending={resolve}>
        <HydratedRouter />
      </WaitForDecoding>,
    );
    // Preact renders synchronously: no promise caught by now means the state was already decoded.
    resolve(undefined);
  });
  probe.unmount();
  if (pending instanceof Promise) await pending;
}

await routerStateDecoded();
// Zod and TanStack Query, which every area's API client loads with it, take the longest of all the
// app's modules to evaluate: they get a task of their own, before the one that evaluates the page's
// route modules.
await nextTask();
await import("~/lib/api-client");
// Hydration is the longest task of the page's life; start it in a task of its own.
await nextTask();
// The live <Meta /> takes over the pre-rendered title and meta tags.
for (const element of document.head.querySelectorAll(pageMetaSelector)) element.remove();
hydrateRoot(document.body, <HydratedRouter />);
