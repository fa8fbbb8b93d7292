import type { ReactNode } from "react";

/**
 * A section of the affiliates page under its centred heading; `titleId` labels the section.
 * Server-rendered only: the page's islands (form, FAQ) keep their own markup so that this adds
 * nothing to the JavaScript the page loads.
 */
export function AffiliateSection({
  id,
  titleId,
  title,
  width = "max-w-6xl",
  className = "",
  children,
}: {
  id?: string;
  titleId: string;
  title: ReactNode;
  /** The content's max-width class. */
  width?: string;
  /** Extra classes for the section (background, scroll margin). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`${className} below-fold px-4 py-16 sm:py-20`.trim()}
    >
      <div className={`mx-auto ${width}`}>
        <h2 id={titleId} className="text-center text-3xl font-extrabold sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
