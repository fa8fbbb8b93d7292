import type { ReactNode } from "react";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { cn } from "~/lib/utils";

/** A page with only the logo and the theme switch above it: the chat and the sign-in screens. */
export function BarePage({ mainClassName, children }: { mainClassName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <div className="flex h-16 items-center justify-between px-4">
        <Logo />
        <ThemeToggle />
      </div>
      <main className={cn("flex flex-1 items-start justify-center", mainClassName)}>{children}</main>
    </div>
  );
}
