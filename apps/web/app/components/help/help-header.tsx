import { LogIn } from "lucide-react";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { buttonVariants } from "~/components/ui/button";

export function HelpHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <div className="flex items-center gap-2">
          {/* The suffix stays outside the link so its visible text matches its name ("Tostão: início"). */}
          <Logo />
          <span className="text-lg font-semibold text-primary">Ajuda</span>
        </div>
        <div className="flex items-center gap-1">
          <a href="/painel" className={buttonVariants({ variant: "outline", size: "sm" })}>
            <LogIn aria-hidden="true" />
            Entrar
          </a>
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
