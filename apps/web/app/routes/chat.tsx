import { useCallback, useEffect, useState } from "react";
import { ChatConversation } from "~/components/chat/chat-conversation";
import { ChatLogin } from "~/components/chat/chat-login";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { ApiError, apiFetch } from "~/lib/api";

export const meta = () => [
  { title: "Chat | Tostão" },
  { name: "description", content: "Converse com o Tostão pelo navegador." },
  { name: "robots", content: "noindex" },
];

type Session = { state: "loading" } | { state: "out" } | { state: "in"; phone: string } | { state: "error" };

export default function ChatPage() {
  const [session, setSession] = useState<Session>({ state: "loading" });

  const load = useCallback(async () => {
    try {
      const { user } = await apiFetch<{ user: { phone: string } }>("/api/chat/session");
      setSession({ state: "in", phone: user.phone });
    } catch (e) {
      setSession(e instanceof ApiError && e.status === 401 ? { state: "out" } : { state: "error" });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const loggedOut = useCallback(() => setSession({ state: "out" }), []);

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <div className="flex h-16 items-center justify-between px-4">
        <Logo />
        <ThemeToggle />
      </div>
      <main className="flex flex-1 items-start justify-center px-2 pb-2 sm:px-4">
        {session.state === "loading" && (
          <p className="p-8" role="status">
            Carregando...
          </p>
        )}
        {session.state === "error" && (
          <p className="p-8" role="alert">
            Não foi possível falar com o servidor. Recarregue a página.
          </p>
        )}
        {session.state === "out" && <ChatLogin onLoggedIn={() => void load()} />}
        {session.state === "in" && <ChatConversation phone={session.phone} onLoggedOut={loggedOut} />}
      </main>
    </div>
  );
}
