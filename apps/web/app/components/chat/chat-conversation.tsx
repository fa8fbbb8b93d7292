import type { ChatMessageView } from "@tostao/core";
import { SendHorizontal } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ApiError, apiFetch } from "~/lib/api";
import { cn } from "~/lib/utils";

const POLL_MS = 1500;

const time = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

/** The conversation: history, new replies by short polling, and the message box. */
export function ChatConversation({ phone, onLoggedOut }: { phone: string; onLoggedOut: () => void }) {
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastId = useRef(0);
  const bottom = useRef<HTMLDivElement>(null);

  const fetchNew = useCallback(async () => {
    try {
      const { messages: fresh } = await apiFetch<{ messages: ChatMessageView[] }>(
        `/api/chat/messages?after=${lastId.current}`,
      );
      setLoaded(true);
      if (fresh.length === 0) return;
      lastId.current = Math.max(lastId.current, ...fresh.map((m) => m.id));
      setMessages((old) => {
        const seen = new Set(old.map((m) => m.id));
        return [...old, ...fresh.filter((m) => !seen.has(m.id))].sort((a, b) => a.id - b.id);
      });
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) onLoggedOut();
    }
  }, [onLoggedOut]);

  useEffect(() => {
    void fetchNew();
    const timer = setInterval(() => void fetchNew(), POLL_MS);
    return () => clearInterval(timer);
  }, [fetchNew]);

  useEffect(() => {
    if (messages.length > 0) bottom.current?.scrollIntoView({ block: "end" });
  }, [messages.length]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    try {
      await apiFetch("/api/chat/messages", {
        method: "POST",
        body: JSON.stringify({ clientId: crypto.randomUUID(), text: body }),
      });
      setText("");
      await fetchNew();
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (Object.values(e.fields ?? {})[0] ?? e.message)
          : "Sem conexão. Tente de novo.",
      );
    } finally {
      setSending(false);
    }
  };

  const logout = async () => {
    await apiFetch("/api/chat/logout", { method: "POST" }).catch(() => {});
    onLoggedOut();
  };

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-2xl flex-col overflow-hidden rounded-2xl border border-border bg-card">
      <header className="flex items-center justify-between gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <div>
          <h1 className="font-semibold">Tostão</h1>
          <p className="text-xs opacity-90">Assistente financeiro · você: {phone}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void logout()}>
          Sair
        </Button>
      </header>
      <ol className="flex-1 space-y-2 overflow-y-auto bg-muted p-4" aria-label="Mensagens" aria-live="polite">
        {loaded && messages.length === 0 && (
          <li className="mx-auto max-w-xs rounded-lg bg-card p-3 text-center text-sm text-muted-foreground">
            Diga oi ou mande um gasto, por exemplo: gastei 50 no mercado
          </li>
        )}
        {messages.map((m) => (
          <li
            key={m.id}
            data-direction={m.direction}
            className={cn(
              "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm shadow-sm",
              m.direction === "inbound"
                ? "ml-auto rounded-br-sm bg-primary text-primary-foreground"
                : "mr-auto rounded-bl-sm bg-card",
            )}
          >
            <span className="sr-only">{m.direction === "inbound" ? "Você: " : "Tostão: "}</span>
            {m.body}
            <span className="mt-1 block text-right text-[0.7rem] opacity-70">
              {time.format(new Date(m.createdAt))}
            </span>
          </li>
        ))}
        <div ref={bottom} />
      </ol>
      <form onSubmit={(e) => void send(e)} className="flex items-end gap-2 border-t border-border p-3">
        <label className="sr-only" htmlFor="chat-text">
          Mensagem
        </label>
        <textarea
          id="chat-text"
          rows={1}
          maxLength={2000}
          value={text}
          placeholder="Escreva uma mensagem"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              void send(e);
            }
          }}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button type="submit" size="icon" aria-label="Enviar" disabled={sending || text.trim() === ""}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
      {error && (
        <p className="px-3 pb-3 text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
