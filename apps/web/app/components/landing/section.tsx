import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

interface SectionProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A landing section with its heading; `id` is both the anchor and the heading's label target. Every
 * one sits below the hero, so it is drawn only as it nears the screen (`below-fold`).
 */
export function Section({ id, eyebrow, title, subtitle, children, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn("below-fold scroll-mt-20 px-4 py-16 sm:py-20", className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          {eyebrow ? (
            <p className="mb-2 text-sm font-bold uppercase tracking-wider text-primary">{eyebrow}</p>
          ) : null}
          <h2 id={`${id}-title`} className="text-3xl font-extrabold leading-tight sm:text-4xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-4 text-lg text-muted-foreground">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
