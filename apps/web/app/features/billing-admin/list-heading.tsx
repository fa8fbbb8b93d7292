import type { ReactNode } from "react";

/** An operator page's title and what it lists. */
export function ListHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
