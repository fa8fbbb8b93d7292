import { useMutation } from "@tanstack/react-query";
import { authEndpoints } from "@tostao/core/auth/endpoints";
import { CircleHelp, LogOut } from "lucide-react";
import { useState } from "react";
import { NavLink, Outlet } from "react-router";
import { BarePage } from "~/components/site/bare-page";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { Button } from "~/components/ui/button";
import { QueryGate } from "~/components/ui/query-gate";
import { Loading, Skeleton, SkeletonCards } from "~/components/ui/skeleton";
import { LazySignInForm } from "~/features/auth/lazy-sign-in-form";
import { usePersonSession, useResetPersonSession } from "~/features/auth/use-person-session";
import { DemoBanner } from "~/features/dashboard/demo-banner";
import { dashboardNav } from "~/features/dashboard/nav";
import { dashboardQueryClient, prefetchShell } from "~/features/dashboard/prefetch";
import { useAccount, useLiveBooks } from "~/features/dashboard/queries";
import { BookBanner, BookSwitch } from "~/features/plan/book-switch";
import { usePlan } from "~/features/plan/queries";
import { callApi } from "~/lib/api-client";
import { QueryProvider } from "~/lib/query-client";
import { privateMeta } from "~/lib/seo";
import { useMediaQuery } from "~/lib/use-media-query";
import { useReadyAfterYield } from "~/lib/use-ready-after-yield";
import { cn } from "~/lib/utils";

export const meta = () =>
  privateMeta("Painel | Tostão", "Suas finanças no Tostão: transações, gráficos, lembretes e exportação.");

export const clientLoader = prefetchShell;

export default function DashboardLayout() {
  return (
    <QueryProvider client={dashboardQueryClient}>
      <DashboardGate />
    </QueryProvider>
  );
}

/** The dashboard's shape while the session, the account and the plan arrive. */
function ShellSkeleton() {
  return (
    <Loading label="Carregando o painel…" className="min-h-dvh bg-background">
      <div className="border-b border-border">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4">
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-5 w-20" />
          <Skeleton className="ml-auto h-8 w-24" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl gap-6 px-4">
        <div className="hidden w-52 shrink-0 space-y-3 py-6 md:block">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
        <div className="min-w-0 flex-1 py-6">
          <PageSkeleton />
        </div>
      </div>
    </Loading>
  );
}

/** A page's shape: its heading, figures and a panel. */
function PageSkeleton() {
  return (
    <div className="space-y-6">
      <Skeleton className="h-8 w-40" />
      <SkeletonCards />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}

function DashboardGate() {
  return (
    <QueryGate query={usePersonSession()} loading={<ShellSkeleton />} className="p-8">
      {(person) => (person ? <ShellWhenReady /> : <SignIn />)}
    </QueryGate>
  );
}

/**
 * The header's switch and banners depend on the account and the plan: the shell waits for both
 * (requested with the session, see prefetch.ts), so nothing on the page moves when they arrive.
 */
function ShellWhenReady() {
  const pending = [useAccount(), usePlan()].some((query) => query.isPending);
  return pending ? <ShellSkeleton /> : <Shell />;
}

function SignIn() {
  return (
    <BarePage mainClassName="px-4 pt-8">
      <div className="w-full max-w-sm space-y-5 rounded-2xl border border-border bg-card p-6 shadow-sm">
        <div className="space-y-1 text-center">
          <h1 className="text-2xl font-bold">Entre no seu painel</h1>
          <p className="text-muted-foreground">
            Veja, edite e exporte suas finanças. Enviaremos um código para o seu WhatsApp.
          </p>
        </div>
        <LazySignInForm idPrefix="painel" />
        <p className="text-center text-sm text-muted-foreground">
          Dica: no WhatsApp, mande “painel” para o Tostão e receba um link que já entra direto.
        </p>
      </div>
    </BarePage>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-semibold hover:bg-muted",
    isActive && "bg-muted text-primary",
  );

function Shell() {
  useLiveBooks();
  // The header and the navigation are drawn first; the page, in a task of its own after their
  // frame, so the first screen is not one long render.
  const pageShown = useReadyAfterYield(true, { atFirstRender: false });
  const reset = useResetPersonSession();
  const logout = useMutation({ mutationFn: () => callApi(authEndpoints.logout), onSuccess: reset });
  // One of the two navigations is drawn: the side list from md up, the bottom bar below it.
  const wide = useMediaQuery("(min-width: 768px)");
  return (
    <div className="min-h-dvh bg-background pb-20 text-foreground md:pb-0">
      <header className="sticky top-0 z-30 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4">
          <Logo />
          <BookSwitch className="hidden sm:flex" />
          <div className="ml-auto flex items-center gap-1">
            <Button asChild variant="ghost" size="icon" aria-label="Ajuda do painel" title="Ajuda do painel">
              <NavLink to="/painel/ajuda">
                <CircleHelp aria-hidden="true" />
              </NavLink>
            </Button>
            <ThemeToggle />
            <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden="true" /> <span className="hidden sm:inline">Sair</span>
              <span className="sr-only sm:hidden">Sair</span>
            </Button>
          </div>
        </div>
        <BookSwitch className="flex px-4 pb-2 sm:hidden" />
        <BookBanner />
        <DemoBanner />
      </header>
      <div className="mx-auto flex max-w-7xl gap-6 px-4">
        {wide ? (
          <nav
            aria-label="Painel"
            className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-52 shrink-0 py-6 md:block"
          >
            <ul className="space-y-1">
              {dashboardNav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/painel"} className={linkClass}>
                    <item.icon aria-hidden="true" className="size-4" /> {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main className="min-w-0 flex-1 py-6">
          {pageShown ? (
            <Outlet />
          ) : (
            <Loading label="Carregando a página…">
              <PageSkeleton />
            </Loading>
          )}
        </main>
      </div>
      {wide ? null : <PhoneNav />}
    </div>
  );
}

/**
 * The phone's bottom bar: the main pages, and "Mais" for the rest, whose links are drawn when it
 * opens (eleven links fewer on every page's first render).
 */
function PhoneNav() {
  const primary = dashboardNav.filter((item) => item.primary);
  const more = dashboardNav.filter((item) => !item.primary);
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <nav
      aria-label="Painel (celular)"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background md:hidden"
    >
      <ul className="flex">
        {primary.map((item) => (
          <li key={item.to} className="flex-1">
            <NavLink
              to={item.to}
              end={item.to === "/painel"}
              className={({ isActive }) =>
                cn(
                  "flex flex-col items-center gap-0.5 py-2 text-xs font-semibold",
                  isActive ? "text-primary" : "text-muted-foreground",
                )
              }
            >
              <item.icon aria-hidden="true" className="size-5" /> {item.label}
            </NavLink>
          </li>
        ))}
        <li className="flex-1">
          <details className="group relative" onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
            <summary className="flex cursor-pointer list-none flex-col items-center gap-0.5 py-2 text-xs font-semibold text-muted-foreground">
              <span aria-hidden="true" className="text-lg leading-5">
                ⋯
              </span>
              Mais
            </summary>
            {moreOpen ? (
              <ul className="absolute bottom-full right-2 mb-2 w-56 space-y-1 rounded-xl border border-border bg-background p-2 shadow-lg">
                {more.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      className={linkClass}
                      onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
                    >
                      <item.icon aria-hidden="true" className="size-4" /> {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </details>
        </li>
      </ul>
    </nav>
  );
}
