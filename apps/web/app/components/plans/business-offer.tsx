import { businessPlans } from "@tostao/core/plans/catalogue";
import { AlertTriangle, CheckCircle2, Clock, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { PlanGrid } from "./plan-card";

/** The bare top bar of the post-purchase pages: nothing to click away to but the logo. */
export function OfferHeader() {
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <div className="flex items-center gap-2">
          <Logo />
          <span className="font-semibold text-primary">Empresarial</span>
        </div>
        <ThemeToggle />
      </div>
    </header>
  );
}

/** The business plan cards with the offer notice above them. */
function BusinessPlans({ title, notice }: { title: string; notice: ReactNode }) {
  return (
    <section id="planos-empresariais" aria-labelledby="planos-empresariais-title" className="px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <h2 id="planos-empresariais-title" className="text-center text-3xl font-extrabold">
          {title}
        </h2>
        <p className="mx-auto mb-12 mt-4 flex max-w-2xl items-start justify-center gap-2 rounded-xl bg-secondary p-4 text-center font-semibold text-secondary-foreground">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{notice}</span>
        </p>
        <PlanGrid plans={businessPlans} />
      </div>
    </section>
  );
}

const marks = {
  alert: <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />,
  cross: <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />,
  check: <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />,
};

/** A list of short lines, each after a red warning, a red cross or a green check. */
export function MarkedList({
  items,
  mark,
  className,
}: {
  items: readonly string[];
  mark: keyof typeof marks;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          {marks[mark]}
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The offer's plans, then the quiet way out under them. */
export function BusinessOffer({
  title,
  notice,
  decline,
}: {
  title: string;
  notice: string;
  decline: { href: string; label: string };
}) {
  return (
    <>
      <BusinessPlans title={title} notice={notice} />
      <p className="px-4 pb-14 text-center">
        <a href={decline.href} className="text-muted-foreground underline hover:text-foreground">
          {decline.label}
        </a>
      </p>
    </>
  );
}
