import { ChatConversation } from "~/components/chat/chat-conversation";
import { ChatLogin } from "~/components/chat/chat-login";
import { BarePage } from "~/components/site/bare-page";
import { QueryGate } from "~/components/ui/query-gate";
import { usePersonSession } from "~/features/auth/use-person-session";
import { QueryProvider } from "~/lib/query-client";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Chat | Tostão", "Converse com o Tostão pelo navegador.");

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
