import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { HelpSectionId } from "./content/types";

interface HelpSectionProps {
  id: HelpSectionId;
  /** The heading's id; `${id}-title` unless given. */
  titleId?: string;
  title: string;
  subtitle: string;
  /** One answer among others (a card with an h3) rather than a section of the page (an h2). */
  compact?: boolean;
  icon?: LucideIcon;
  children: ReactNode;
}

/**
 * One section of the help centre: focusable (search results and quick cards move focus to it), kept
 * clear of the sticky header when scrolled to, opening with a centred title and a one-line introduction.
 */
export function HelpSection({
  id,
  titleId = `${id}-title`,
  title,
  subtitle,
  compact = false,
  icon: Icon,
  children,
}: HelpSectionProps) {
  if (compact) {
    return (
      <article
        id={id}
        tabIndex={-1}
        aria-labelledby={titleId}
        className="scroll-mt-20 rounded-2xl border border-border bg-card p-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="mb-3 flex items-start gap-3">
          {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" /> : null}
          <div>
            <h3 id={titleId} className="text-lg font-bold leading-snug">
              {title}
            </h3>
            <p className="text-sm text-muted-foreground">{subtitle}</p>
          </div>
        </div>
        {children}
      </article>
    );
  }
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="below-fold scroll-mt-20 focus:outline-none"
    >
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
