import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** A 9:16 phone outline; the video players are dropped inside it. */
export function PhoneFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "relative aspect-[9/16] w-full overflow-hidden rounded-[2rem] border-[10px] border-neutral-900 bg-neutral-900 shadow-2xl",
        className,
      )}
    >
      {children}
    </div>
  );
}
