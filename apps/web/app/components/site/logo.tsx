import { cn } from "~/lib/utils";

/** The Tostão coin mark and name, linking home. */
export function Logo({ suffix, className }: { suffix?: string; className?: string }) {
  return (
    <a
      href="/"
      className={cn("flex items-center gap-2 font-extrabold text-lg", className)}
      // The accessible name starts with the visible words, as speech-input users say them.
      aria-label={`Tostão${suffix ? ` ${suffix}` : ""}: início`}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>Tostão{suffix ? <span className="font-semibold text-primary"> {suffix}</span> : null}</span>
    </a>
  );
}
