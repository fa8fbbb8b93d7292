import type { ComponentProps } from "react";

/** A link that opens in a new tab without giving the new page a handle on this one. */
export function ExternalLink(props: Omit<ComponentProps<"a">, "target" | "rel">) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}
