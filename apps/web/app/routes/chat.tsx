import { ChatConversation } from "~/components/chat/chat-conversation";
import { ChatLogin } from "~/components/chat/chat-login";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { usePersonSession } from "~/features/auth/use-person-session";
import { QueryProvider } from "~/lib/query-client";

export const meta = () => [
  { title: "Chat | Tostão" },
  { name: "description", content: "Converse com o Tostão pelo navegador." },
  { name: "robots", content: "noindex" },
];

export default function ChatPage() {
  return (
    <QueryProvider>
      <div className="flex min-h-dvh flex-col bg-background text-foreground">
        <div className="flex h-16 items-center justify-between px-4">
          <Logo />
          <ThemeToggle />
        </div>
        <main className="flex flex-1 items-start justify-center px-2 pb-2 sm:px-4">
          <ChatGate />
        </main>
      </div>
    </QueryProvider>
  );
}

function ChatGate() {
  const session = usePersonSession();
  if (session.isPending) {
    return (
      <p className="p-8" role="status">
        Carregando...
      </p>
    );
  }
  if (session.isError) {
    return (
      <p className="p-8" role="alert">
        Não foi possível falar com o servidor. Recarregue a página.
      </p>
    );
  }
  return session.data ? <ChatConversation phone={session.data.phone} /> : <ChatLogin />;
}
