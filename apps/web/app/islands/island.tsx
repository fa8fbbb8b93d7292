import type { ComponentType } from "react";
import type { IslandName } from "./names";

/** What the browser needs to hydrate an island on a pre-rendered page (see islands/hydrate.tsx). */
export interface IslandMeta<P> {
  name: IslandName;
  /** The component itself, hydrated with the props read back from the HTML. */
  Component: ComponentType<P>;
  /** Wrap it in ThemeProvider (it reads or changes the theme). */
  theme?: boolean;
  /** It shows toasts: the page mounts the toaster once its islands are hydrated. */
  toasts?: boolean;
}

export type IslandComponent<P> = ComponentType<P> & { island: IslandMeta<P> };

/**
 * Marks a component as an island: the only parts of a pre-rendered public page that run in the
 * browser. It renders as usual (at pre-render time and inside the client-side app), wrapped in an
 * element that names it and carries its props as JSON, so the browser hydrates that element alone.
 * Props must therefore be plain JSON values: no children, functions or elements.
 * The wrapper is display:contents, so the island's own markup takes part in the parent's layout.
 */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  options: Pick<IslandMeta<P>, "theme" | "toasts"> = {},
): IslandComponent<P> {
  function Island(props: P) {
    const json = JSON.stringify(props);
    return (
      <div data-island={name} data-props={json === "{}" ? undefined : json} className="contents">
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: { name, Component, ...options } });
}
