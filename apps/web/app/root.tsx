import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { ThemeProvider, themeBootScript } from "~/lib/theme";
import { useToasts } from "~/lib/use-toast";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

// Toasts only matter after an action, so their code loads with the first one, off the first-load path.
const Toaster = lazy(() => import("~/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export const links: Route.LinksFunction = () => [
  // precedence lets React place the stylesheet ahead of the module preloads it hoists into <head>.
  // Every page and shell carries the stylesheet inlined (render/render-site.ts), so it is named while
  // rendering only: in the browser the router would fetch it again, as a preload, and hold the first
  // render of a client route until it had arrived.
  ...(import.meta.env.SSR
    ? [{ rel: "stylesheet", href: appCss, precedence: "default" } as Route.LinkDescriptors[number]]
    : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Where the router's scripts start in the pre-rendered HTML (see scripts/build.mjs). */
export const ROUTER_SCRIPTS_MARKER = "router-scripts";

/** What <Meta /> writes into <head>; the browser replaces the pre-rendered copies with live ones. */
export const pageMetaSelector =
  'title, meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"]';

export function Layout({ children }: { children: ReactNode }) {
  // In the client-side app, Preact renders <body> only (see entry.client.tsx): the <head> of the
  // shell, with its stylesheet, stays as it is, and the page's title and meta tags follow
  // navigation through a portal.
  if (!import.meta.env.SSR) {
    return (
      <>
        {children}
        <ScrollRestoration />
        <Scripts />
        {createPortal(<Meta />, document.head)}
      </>
    );
  }
  return (
    <html lang="pt-BR" translate="no" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="google" content="notranslate" />
        <meta name="theme-color" content="#047857" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script that must run before paint */}
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {/* Pre-rendered public pages ship none of the router's scripts: the build cuts everything from
            this marker to </body> and references the page's islands instead (scripts/build.mjs).
            The shell of the client-side app (/chat, /admin, /painel) keeps them. */}
        <template id={ROUTER_SCRIPTS_MARKER} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Browser tests wait for this before clicking pre-rendered HTML.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ThemeProvider>
      <Outlet />
      <ToasterOnFirstToast />
    </ThemeProvider>
  );
}

/**
 * Mounts the toaster when the first toast is asked for: its code stays off the first load, and the
 * page does not re-render with it.
 */
function ToasterOnFirstToast() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function HydrateFallback() {
  return (
    <div
      className="flex min-h-screen flex-col items-center justify-center gap-3 text-muted-foreground"
      role="status"
      aria-live="polite"
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent"
      />
      Carregando…
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? "Página não encontrada" : "Algo deu errado";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">Recarregue a página ou volte para o início.</p>
      <a className="font-semibold text-primary underline" href="/">
        Voltar para o início
      </a>
    </main>
  );
}
