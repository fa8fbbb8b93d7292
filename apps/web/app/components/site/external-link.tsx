import { type ComponentPropsWithoutRef, forwardRef } from "react";

/** A link that opens in a new tab without giving the new page a handle on this one. */
export const ExternalLink = forwardRef<
  HTMLAnchorElement,
  Omit<ComponentPropsWithoutRef<"a">, "target" | "rel">
>(function ExternalLink(props, ref) {
  return <a ref={ref} target="_blank" rel="noopener noreferrer" {...props} />;
});
