import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent } from "react";
import { scrollToId } from "~/lib/scroll";

/** An in-page link that scrolls smoothly (plain anchor without JavaScript). */
export const ScrollLink = forwardRef<
  HTMLAnchorElement,
  Omit<ComponentPropsWithoutRef<"a">, "href"> & { to: string }
>(function ScrollLink({ to, onClick, ...props }, ref) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (scrollToId(to)) {
      event.preventDefault();
      history.replaceState(null, "", `#${to}`);
    }
  };
  return <a ref={ref} href={`#${to}`} onClick={handle} {...props} />;
});
