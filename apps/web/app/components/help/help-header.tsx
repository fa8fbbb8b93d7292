import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";

export function HelpHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo suffix="Ajuda" />
        <ThemeToggle />
      </div>
    </header>
  );
}
