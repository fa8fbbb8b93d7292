import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface IconCardGridProps {
  cards: readonly IconCard[];
  /** The grid's column classes, e.g. "sm:grid-cols-2 lg:grid-cols-4". */
  columns: string;
  /** How the icon is drawn: bare and red (a problem), bare and green, or in a green tile. */
  icon: "problem" | "plain" | "tile";
  /** Smaller title and text, for four narrow columns. */
  compact?: boolean;
}

function CardIcon({ Icon, style }: { Icon: LucideIcon; style: IconCardGridProps["icon"] }): ReactNode {
  if (style === "tile") {
    return (
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return (
    <Icon
      aria-hidden="true"
      className={cn("size-8", style === "problem" ? "text-destructive" : "text-primary")}
    />
  );
}

/** The landing page's grids of cards: an icon, a short title and a sentence each. */
export function IconCardGrid({ cards, columns, icon, compact = false }: IconCardGridProps) {
  return (
    <ul className={cn("grid gap-5", columns)}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-border bg-card p-6">
          <CardIcon Icon={Icon} style={icon} />
          <h3 className={cn("mt-4 font-bold", !compact && "text-lg")}>{title}</h3>
          <p className={cn("mt-2 text-muted-foreground", compact && "text-sm")}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
