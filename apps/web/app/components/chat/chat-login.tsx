import { LazySignInForm } from "~/features/auth/lazy-sign-in-form";

/** Entering the web chat: the same phone + one-time code sign-in as the dashboard. */
export function ChatLogin() {
  return (
    <div className="mx-auto w-full max-w-sm space-y-5 rounded-2xl border border-border bg-card p-6 shadow-sm">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-bold">Converse com o Tostão</h1>
        <p className="text-muted-foreground">
          O mesmo assistente do WhatsApp, aqui no navegador. Entre com o seu número.
        </p>
      </div>
      <LazySignInForm idPrefix="chat" />
    </div>
  );
}
