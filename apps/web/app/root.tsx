import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { TooltipProvider } from "~/components/ui/tooltip";
import { ThemeProvider, themeBootScript } from "~/lib/theme";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

// Toasts only matter after an action, so their code loads after hydration, off the first-load path.
const Toaster = lazy(() => import("~/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export const links: Route.LinksFunction = () => [
  // precedence lets React place the stylesheet ahead of the module preloads it hoists into <head>.
  { rel: "stylesheet", href: appCss, precedence: "default" } as Route.LinkDescriptors[number],
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Browser tests wait for this before clicking pre-rendered HTML.
    document.documentElement.dataset.hydrated = "true";
    setHydrated(true);
  }, []);
  return (
    <ThemeProvider>
      <TooltipProvider>
        <Outlet />
      </TooltipProvider>
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </ThemeProvider>
  );
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" />
      <span className="sr-only">Carregando...</span>
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
