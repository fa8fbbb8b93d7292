import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authEndpoints } from "@tostao/core/auth/endpoints";
import {
  type ChatMessageView,
  type ChatSend,
  chatEndpoints,
  chatSendSchema,
} from "@tostao/core/chat/endpoints";
import { SendHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { MessageText } from "~/components/chat/message-text";
import { Button } from "~/components/ui/button";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { useResetPersonSession } from "~/features/auth/use-person-session";
import { awaitingReply } from "~/features/chat-media/awaiting-reply";
import { ChatMediaButtons } from "~/features/chat-media/chat-media-buttons";
import { asksForPassword, isPasswordAnswer } from "~/features/chat-media/pdf-password";
import { ApiError, callApi } from "~/lib/api-client";
import { now } from "~/lib/now";
import { cn } from "~/lib/utils";

const POLL_MS = 1500;
const messagesKey = ["chat-messages"] as const;

const time = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

/** Appends what is new since the last id held, so each poll fetches only the new replies. */
function useChatMessages(onSignedOut: () => void) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messagesKey,
    queryFn: async ({ signal }) => {
      const held = client.getQueryData<ChatMessageView[]>(messagesKey) ?? [];
      const after = held.at(-1)?.id ?? 0;
      try {
        const { messages } = await callApi(chatEndpoints.messages, { query: { after } }, { signal });
        const seen = new Set(held.map((m) => m.id));
        return [...held, ...messages.filter((m) => !seen.has(m.id))].sort((a, b) => a.id - b.id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) onSignedOut();
        throw error;
      }
    },
    refetchInterval: POLL_MS,
    staleTime: 0,
  });
}

/** The conversation: history, new replies by short polling, and the message box. */
export function ChatConversation({ phone }: { phone: string | null }) {
  const client = useQueryClient();
  const resetSession = useResetPersonSession();
  const history = useChatMessages(() => void resetSession());
  const messages = history.data ?? [];
  const bottom = useRef<HTMLLIElement>(null);
  // Read on every poll (dataUpdatedAt changes each time), so a wait too long stops showing.
  const working = history.dataUpdatedAt ? awaitingReply(messages, now()) : null;
  const form = useForm<ChatSend>({
    resolver: zodResolver(chatSendSchema),
    defaultValues: { clientId: "", text: "" },
  });
  const send = useMutation({
    mutationFn: (body: ChatSend) => callApi(chatEndpoints.send, { body }),
    // The box empties at once, so what the person types while this one is on its way is kept;
    // a refused message comes back into an empty box to be fixed and sent again.
    onMutate: () => form.setValue("text", ""),
    onError: (_error, body) => {
      if (form.getValues("text") === "") form.setValue("text", body.text);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKey }),
  });
  const logout = useMutation({
    mutationFn: () => callApi(authEndpoints.logout).catch(() => undefined),
    onSettled: resetSession,
  });

  // The end of the conversation stays in sight as messages and the "Lendo a foto…" line come.
  const tail = messages.length > 0 ? `${messages.length}:${working ?? ""}` : "";
  useEffect(() => {
    if (tail) bottom.current?.scrollIntoView({ block: "end" });
  }, [tail]);

  const submit = form.handleSubmit((body) => send.mutate(body));
  const sendNow = () => {
    if (send.isPending) return;
    // A fresh id per message: a resend of the same one is recognised by the server.
    form.setValue("clientId", crypto.randomUUID());
    void submit();
  };
  const text = form.watch("text");
  const error =
    form.formState.errors.text?.message ?? (send.isError ? apiErrorMessage(send.error) : undefined);
  const loaded = history.isSuccess;
  // A protected PDF waits for its password: the box hides what is typed.
  const askingPassword = asksForPassword(messages.at(-1));
  const boxClass =
    "max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-2xl flex-col overflow-hidden rounded-2xl border border-border bg-card">
      <header className="flex items-center justify-between gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <div>
          <h1 className="font-semibold">Tostão</h1>
          <p className="text-xs opacity-90">Assistente financeiro{phone ? ` · você: ${phone}` : ""}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => logout.mutate()}>
          Sair
        </Button>
      </header>
      <ol className="flex-1 space-y-2 overflow-y-auto bg-muted p-4" aria-label="Mensagens" aria-live="polite">
        {loaded && messages.length === 0 && (
          <li className="mx-auto max-w-xs rounded-lg bg-card p-3 text-center text-sm text-muted-foreground">
            Diga oi ou mande um gasto, por exemplo: gastei 50 no mercado
          </li>
        )}
        {messages.map((m, i) => (
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
            {isPasswordAnswer(messages[i - 1], m) ? "🔒 ••••••" : <MessageText text={m.body} />}
            <span className="mt-1 block text-right text-[0.7rem] opacity-70">
              {time.format(new Date(m.createdAt))}
            </span>
          </li>
        ))}
        {working ? (
          <li
            role="status"
            className="mr-auto flex max-w-[85%] items-center gap-2 rounded-2xl rounded-bl-sm bg-card px-3 py-2 text-sm text-muted-foreground shadow-sm"
          >
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 animate-bounce rounded-full bg-current" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
            </span>
            {working}
          </li>
        ) : null}
        <li ref={bottom} aria-hidden="true" className="h-0" />
      </ol>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sendNow();
        }}
        className="flex items-end gap-2 border-t border-border p-3"
        noValidate
      >
        <ChatMediaButtons onSent={() => void client.invalidateQueries({ queryKey: messagesKey })} />
        <label className="sr-only" htmlFor="chat-text">
          {askingPassword ? "Senha do PDF" : "Mensagem"}
        </label>
        {askingPassword ? (
          <input
            id="chat-text"
            type="password"
            autoComplete="off"
            maxLength={2000}
            placeholder="Senha do PDF"
            {...form.register("text")}
            className={boxClass}
          />
        ) : (
          <textarea
            id="chat-text"
            rows={1}
            maxLength={2000}
            placeholder="Escreva uma mensagem"
            {...form.register("text")}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) {
                event.preventDefault();
                sendNow();
              }
            }}
            className={boxClass}
          />
        )}
        <Button type="submit" size="icon" aria-label="Enviar" disabled={send.isPending || text.trim() === ""}>
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
