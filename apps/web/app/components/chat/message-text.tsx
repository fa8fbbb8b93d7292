import { Fragment, type ReactNode } from "react";
import { type Inline, parseWhatsapp } from "./whatsapp-format";

// The parts of one fixed text never reorder, so their positions are their keys.

function InlineParts({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, i) => {
        switch (part.type) {
          case "text":
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            return <Fragment key={i}>{part.text}</Fragment>;
          case "bold":
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <strong key={i} className="font-semibold">
                <InlineParts parts={part.children} />
              </strong>
            );
          case "italic":
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <em key={i}>
                <InlineParts parts={part.children} />
              </em>
            );
          case "strike":
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <s key={i}>
                <InlineParts parts={part.children} />
              </s>
            );
          case "code":
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <code key={i} className="rounded bg-muted px-1 font-mono text-[0.85em]">
                {part.text}
              </code>
            );
          case "link":
            return (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                href={part.href}
                rel="noopener noreferrer"
                className="break-all font-semibold underline underline-offset-2"
              >
                {part.href}
              </a>
            );
        }
        return null;
      })}
    </>
  );
}

/** Lines of one block, each on its own line. */
function Lines({ lines }: { lines: Inline[][] }) {
  const out: ReactNode[] = [];
  lines.forEach((line, i) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    if (i > 0) out.push(<br key={`br${i}`} />);
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    out.push(<InlineParts key={i} parts={line} />);
  });
  return <>{out}</>;
}

/**
 * A chat message drawn as WhatsApp draws it: bold, italics, strike-through, monospace, lists and
 * quotes (see whatsapp-format.ts), with web addresses as links so the dashboard link the
 * assistant sends ("painel") opens with a tap. Only http(s) addresses become links.
 */
export function MessageText({ text }: { text: string }) {
  const blocks = parseWhatsapp(text);
  return (
    <div className="space-y-1.5 whitespace-normal">
      {blocks.map((block, i) => {
        switch (block.type) {
          case "paragraph":
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={i}>
                <Lines lines={block.lines} />
              </p>
            );
          case "quote":
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <blockquote key={i} className="border-l-4 border-current/30 pl-2 opacity-90">
                <Lines lines={block.lines} />
              </blockquote>
            );
          case "pre":
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <pre key={i} className="overflow-x-auto whitespace-pre rounded bg-muted p-2 font-mono text-xs">
                {block.text}
              </pre>
            );
          case "list": {
            const List = block.ordered ? "ol" : "ul";
            return (
              <List
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                start={block.ordered && block.start !== 1 ? block.start : undefined}
                className={block.ordered ? "list-decimal space-y-0.5 pl-5" : "list-disc space-y-0.5 pl-5"}
              >
                {block.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={j}>
                    <InlineParts parts={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
        return null;
      })}
    </div>
  );
}
