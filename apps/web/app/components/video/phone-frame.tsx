import type { ReactNode } from "react";
import { Picture } from "~/components/landing/picture";
import { cn } from "~/lib/utils";

/** A 9:16 phone outline around a vertical video. */
export function PhoneFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "relative mx-auto w-full max-w-[280px] rounded-[2.5rem] border-8 border-foreground/90 bg-foreground/90 shadow-xl",
        className,
      )}
    >
      <div className="absolute top-2 left-1/2 z-10 h-5 w-24 -translate-x-1/2 rounded-full bg-foreground/90" />
      <div className="relative aspect-[9/16] overflow-hidden rounded-[2rem] bg-black">{children}</div>
    </div>
  );
}

/** Shown over a video until its player reports it is ready. */
export function VideoSpinner() {
  return (
    <div
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/60 text-white"
      role="status"
    >
      <span
        className="size-10 animate-spin rounded-full border-4 border-white/80 border-t-transparent"
        aria-hidden="true"
      />
      <span className="text-sm">Carregando vídeo…</span>
    </div>
  );
}

const problemText = {
  unconfigured: ["Vídeo em breve", "Este vídeo ainda não foi publicado. Volte daqui a pouco."],
  failed: ["Não foi possível carregar o vídeo", "Verifique sua conexão e tente de novo mais tarde."],
} as const;

/** Over the poster when a video cannot play (see usePlayerProblem): a calm word instead of a spinner. */
export function VideoProblem({ problem }: { problem: "unconfigured" | "failed" }) {
  const [title, detail] = problemText[problem];
  return (
    <div
      className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-black/75 px-4 py-5 text-center text-white"
      role="status"
    >
      <span className="text-sm font-semibold">{title}</span>
      <span className="text-xs">{detail}</span>
    </div>
  );
}

/** The invitation to turn the sound on, shown while a video plays muted. */
export function SoundOverlay() {
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-16 flex justify-center">
      <span className="rounded-full bg-black/75 px-4 py-2 text-sm font-semibold text-white">
        Toque para ativar o som
      </span>
    </div>
  );
}

/** A video's still frame (an image under /images), shown until its player is ready. */
export interface VideoPoster {
  image: string;
  alt: string;
}

export function PosterImage({ poster }: { poster: VideoPoster }) {
  return (
    <Picture
      name={poster.image}
      alt={poster.alt}
      width={540}
      height={960}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
