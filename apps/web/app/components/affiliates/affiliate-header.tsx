import { ArrowLeft } from "lucide-react";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";

export function AffiliateHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo suffix="Afiliados" />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <a
            href="/"
            className="inline-flex h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold hover:bg-muted"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            <span>
              Voltar <span className="sr-only sm:not-sr-only">ao site</span>
            </span>
          </a>
        </div>
      </div>
    </header>
  );
}
