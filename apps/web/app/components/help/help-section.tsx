import type { ReactNode } from "react";
import type { HelpSectionId } from "./content/types";

interface HelpSectionProps {
  id: HelpSectionId;
  /** The heading's id; `${id}-title` unless given. */
  titleId?: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}

/**
 * One section of the help centre: focusable (search results and quick cards move focus to it), kept
 * clear of the sticky header when scrolled to, opening with a centred title and a one-line introduction.
 */
export function HelpSection({ id, titleId = `${id}-title`, title, subtitle, children }: HelpSectionProps) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={titleId} className="scroll-mt-20 focus:outline-none">
      <div className="mb-8 text-center">
        <h2 id={titleId} className="text-3xl font-extrabold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </section>
  );
}
