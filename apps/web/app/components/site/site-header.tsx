import { LayoutDashboard, LogIn, Menu, MessageCircle, X } from "lucide-react";
import { useEffect, useState } from "react";
import { ExternalLink } from "~/components/site/external-link";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { buttonVariants } from "~/components/ui/button";
import { island } from "~/islands/island";
import { publicConfig } from "~/lib/public-config";
import { useSignedInHint } from "~/lib/signed-in-hint";
import { cn } from "~/lib/utils";

interface SiteHeaderProps {
  /** On the landing page the section links stay on the page; elsewhere they lead to it. */
  onLanding?: boolean;
}

/**
 * The way into the dashboard: "Entrar" (the sign-in screen is /painel itself), or "Meu painel"
 * once this browser has been signed in. Both labels take the same width, so nothing moves when
 * the hint is read after hydration.
 */
function DashboardLink({ onChoose, vertical }: { onChoose?: () => void; vertical?: boolean }) {
  const signedIn = useSignedInHint();
  const Icon = signedIn ? LayoutDashboard : LogIn;
  return (
    <a
      href="/painel"
      onClick={onChoose}
      className={cn(
        buttonVariants({ variant: "outline", size: "sm" }),
        "min-w-[8.5rem] font-bold",
        vertical && "h-11 w-full",
      )}
    >
      <Icon aria-hidden="true" />
      {signedIn ? "Meu painel" : "Entrar"}
    </a>
  );
}

function NavLinks({ base, onChoose, vertical }: { base: string; onChoose?: () => void; vertical?: boolean }) {
  const item = cn(buttonVariants({ variant: "ghost", size: "sm" }), "font-bold", vertical && "h-11 w-full");
  return (
    <>
      <ExternalLink
        href={publicConfig.chatUrl}
        onClick={onChoose}
        className={cn(buttonVariants({ size: "sm" }), "font-bold", vertical && "h-11 w-full")}
      >
        <MessageCircle aria-hidden="true" />
        FALE CONOSCO
      </ExternalLink>
      <a href={`${base}#pricing`} onClick={onChoose} className={item}>
        PLANOS
      </a>
      <a href={`${base}#feedback`} onClick={onChoose} className={item}>
        AVALIAÇÕES
      </a>
      <DashboardLink onChoose={onChoose} vertical={vertical} />
    </>
  );
}

/** The site's top bar: logo, FALE CONOSCO, PLANOS, AVALIAÇÕES, Entrar, theme toggle; a menu below 768 px. */
function SiteHeaderView({ onLanding = false }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  // One header per page; a fixed id reads the same in the pre-rendered HTML and in the browser.
  const menuId = "site-menu";
  const base = onLanding ? "" : "/";

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo />
        <nav aria-label="Principal" className="hidden items-center gap-2 md:flex">
          <NavLinks base={base} />
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <button
            type="button"
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden")}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? "Fechar menu" : "Abrir menu"}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Menu"
        hidden={!open}
        className="border-t border-border bg-background px-4 pb-4 pt-2 md:hidden"
      >
        <div className="flex flex-col gap-2">
          <NavLinks base={base} vertical onChoose={() => setOpen(false)} />
        </div>
      </nav>
    </header>
  );
}

/** An island: the menu button and the theme toggle are the page's interactive parts. */
export const SiteHeader = island("site-header", SiteHeaderView, { theme: true });
