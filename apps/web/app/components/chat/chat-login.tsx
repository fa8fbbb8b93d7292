import { chatLoginStartSchema, chatLoginVerifySchema } from "@tostao/core";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ApiError, apiFetch } from "~/lib/api";

interface StartAnswer {
  phone: string;
  delivery: "whatsapp" | "server_log";
  expiresInMinutes: number;
}

function firstIssue(result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? "Dados inválidos.");
}

/** Phone, then the one-time code: the two steps of entering the web chat. */
export function ChatLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<StartAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (Object.values(e.fields ?? {})[0] ?? e.message)
          : "Sem conexão. Tente de novo.",
      );
    } finally {
      setBusy(false);
    }
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    const issue = firstIssue(chatLoginStartSchema.safeParse({ phone }));
    if (issue) return setError(issue);
    void run(async () => {
      setSent(
        await apiFetch<StartAnswer>("/api/chat/login/start", {
          method: "POST",
          body: JSON.stringify({ phone }),
        }),
      );
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const issue = firstIssue(chatLoginVerifySchema.safeParse({ phone, code }));
    if (issue) return setError(issue);
    void run(async () => {
      await apiFetch("/api/chat/login/verify", { method: "POST", body: JSON.stringify({ phone, code }) });
      onLoggedIn();
    });
  };

  return (
    <div className="mx-auto w-full max-w-sm space-y-5 rounded-2xl border border-border bg-card p-6 shadow-sm">
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-bold">Converse com o Tostão</h1>
        <p className="text-muted-foreground">
          O mesmo assistente do WhatsApp, aqui no navegador. Entre com o seu número.
        </p>
      </div>
      {!sent ? (
        <form onSubmit={start} className="space-y-3" noValidate>
          <div className="space-y-1">
            <label htmlFor="chat-phone" className="text-sm font-medium">
              Seu número de WhatsApp
            </label>
            <Input
              id="chat-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="(11) 91234-5678"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Enviando..." : "Receber código"}
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} className="space-y-3" noValidate>
          <p className="rounded-lg bg-muted p-3 text-sm" role="status">
            {sent.delivery === "whatsapp"
              ? `Enviamos um código de 6 dígitos pelo WhatsApp para ${sent.phone}.`
              : `Geramos um código de 6 dígitos para ${sent.phone}.`}{" "}
            Ele vale por {sent.expiresInMinutes} minutos.
          </p>
          <div className="space-y-1">
            <label htmlFor="chat-code" className="text-sm font-medium">
              Código de acesso
            </label>
            <Input
              id="chat-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Entrando..." : "Entrar"}
          </Button>
          <Button
            type="button"
            variant="link"
            className="w-full"
            onClick={() => {
              setSent(null);
              setCode("");
              setError(null);
            }}
          >
            Usar outro número
          </Button>
        </form>
      )}
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
