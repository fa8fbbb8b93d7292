/**
 * WhatsApp's text formatting, read into a small tree the web chat draws, so a reply looks the
 * same in the browser as on the phone: *bold*, _italic_, ~strike~, ```monospace``` and `code`,
 * lists ("- ", "* ", "• ", "1. "), quotes ("> ") and web addresses.
 *
 * As in WhatsApp, a marker only counts at a word's edge: it opens after the start, a space or a
 * punctuation mark and before a non-space, and closes after a non-space and before the end, a
 * space or a punctuation mark, within one line ("5*3*2" and "nome_do_arquivo" stay as written).
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "bold" | "italic" | "strike"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string };

export type Block =
  | { type: "paragraph"; lines: Inline[][] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { type: "quote"; lines: Inline[][] }
  | { type: "pre"; text: string };

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

const EDGE_BEFORE = String.raw`(?<=^|[\s\p{P}\p{S}])`;
const EDGE_AFTER = String.raw`(?=$|[\s\p{P}\p{S}])`;
const wrapped = (marker: string) =>
  new RegExp(`${EDGE_BEFORE}${marker}(?=\\S)([^\\n]*?\\S)${marker}${EDGE_AFTER}`, "u");

const INLINE_RULES = [
  { type: "mono", pattern: /```([^\n]+?)```/ },
  { type: "code", pattern: /`([^`\n]+)`/ },
  { type: "bold", pattern: wrapped(String.raw`\*`) },
  { type: "italic", pattern: wrapped("_") },
  { type: "strike", pattern: wrapped("~") },
] as const;

function parseStyled(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    let first: { rule: (typeof INLINE_RULES)[number]; match: RegExpExecArray } | null = null;
    for (const rule of INLINE_RULES) {
      const match = rule.pattern.exec(rest);
      if (match && (!first || match.index < first.match.index)) first = { rule, match };
    }
    if (!first) {
      out.push({ type: "text", text: rest });
      break;
    }
    const { rule, match } = first;
    if (match.index > 0) out.push({ type: "text", text: rest.slice(0, match.index) });
    const inner = match[1] ?? "";
    if (rule.type === "mono" || rule.type === "code") out.push({ type: "code", text: inner });
    else out.push({ type: rule.type, children: parseStyled(inner) });
    rest = rest.slice(match.index + match[0].length);
  }
  return out;
}

/** One line's inline parts; web addresses first, so their underscores are never italics. */
export function parseInline(line: string): Inline[] {
  return line
    .split(URL_PATTERN)
    .flatMap((part, i): Inline[] =>
      i % 2 === 1 ? [{ type: "link", href: part }] : part ? parseStyled(part) : [],
    );
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;

function lineBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  const last = () => blocks.at(-1);
  for (const line of text.split("\n")) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const quote = bullet || numbered ? null : QUOTE.exec(line);
    const prev = last();
    if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = parseInline((bullet ? bullet[1] : numbered?.[2]) ?? "");
      if (prev?.type === "list" && prev.ordered === ordered) prev.items.push(item);
      else blocks.push({ type: "list", ordered, start: ordered ? Number(numbered?.[1]) : 1, items: [item] });
    } else if (quote) {
      const content = parseInline(quote[1] ?? "");
      if (prev?.type === "quote") prev.lines.push(content);
      else blocks.push({ type: "quote", lines: [content] });
    } else if (line.trim() === "") {
      // A blank line ends a paragraph; the gap between blocks stands for it.
      if (prev?.type === "paragraph") blocks.push({ type: "paragraph", lines: [] });
    } else if (prev?.type === "paragraph") {
      prev.lines.push(parseInline(line));
    } else {
      blocks.push({ type: "paragraph", lines: [parseInline(line)] });
    }
  }
  return blocks.filter((b) => b.type !== "paragraph" || b.lines.length > 0);
}

/** A message's blocks: ```…``` spanning lines is a monospace block, the rest is read line by line. */
export function parseWhatsapp(text: string): Block[] {
  const blocks: Block[] = [];
  const fence = /```([\s\S]*?\n[\s\S]*?)```/g;
  let from = 0;
  for (const match of text.matchAll(fence)) {
    blocks.push(...lineBlocks(text.slice(from, match.index)));
    blocks.push({ type: "pre", text: (match[1] ?? "").replace(/^\n|\n$/g, "") });
    from = match.index + match[0].length;
  }
  blocks.push(...lineBlocks(text.slice(from)));
  return blocks;
}
