import { Fragment } from "react";

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

/**
 * A message's text with its web addresses as links, so the dashboard link the assistant sends
 * ("painel") opens with a tap, as it does on WhatsApp. Only http(s) addresses become links.
 */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
            key={i}
            href={part}
            rel="noopener noreferrer"
            className="break-all font-semibold underline underline-offset-2"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
