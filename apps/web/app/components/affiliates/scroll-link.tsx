import type { ComponentProps, MouseEvent } from "react";
import { scrollToId } from "~/lib/scroll";

/** An in-page link that scrolls smoothly (plain anchor without JavaScript). */
export function ScrollLink({ to, onClick, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (scrollToId(to)) {
      event.preventDefault();
      history.replaceState(null, "", `#${to}`);
    }
  };
  return <a href={`#${to}`} onClick={handle} {...props} />;
}
