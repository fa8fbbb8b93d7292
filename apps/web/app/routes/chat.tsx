import { ChatConversation } from "~/components/chat/chat-conversation";
import { ChatLogin } from "~/components/chat/chat-login";
import { BarePage } from "~/components/site/bare-page";
import { QueryGate } from "~/components/ui/query-gate";
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
      <BarePage mainClassName="px-2 pb-2 sm:px-4">
        <ChatGate />
      </BarePage>
    </QueryProvider>
  );
}

function ChatGate() {
  return (
    <QueryGate query={usePersonSession()} className="p-8">
      {(person) => (person ? <ChatConversation phone={person.phone} /> : <ChatLogin />)}
    </QueryGate>
  );
}
