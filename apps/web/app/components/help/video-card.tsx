import { Play } from "lucide-react";
import { Button } from "~/components/ui/button";
import { publicConfig } from "~/lib/public-config";
import type { HelpVideo } from "./content/types";

const viewsFormat = new Intl.NumberFormat("pt-BR");

/** The YouTube player address for a help video: privacy-enhanced, autoplaying muted, inline on phones. */
export function helpVideoEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&mute=1&playsinline=1`;
}

interface VideoCardProps {
  video: HelpVideo;
  /** Views recorded by Tostão's own tracking; undefined until loaded. */
  views: number | undefined;
  number: number;
  active: boolean;
  onToggle: () => void;
}

/** One tutorial: a 9:16 phone frame that swaps its thumbnail for the player, with the written steps beside it. */
export function VideoCard({ video, views, number, active, onToggle }: VideoCardProps) {
  const Icon = video.icon;
  const youtubeId = publicConfig.videos[video.id];
  const titleId = `${video.id}-title`;
  return (
    <article
      id={video.id}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="mx-auto w-full max-w-[15rem] rounded-[2rem] border-[6px] border-slate-900 bg-slate-900 shadow-md dark:border-slate-700">
        <div className="relative aspect-[9/16] overflow-hidden rounded-[1.6rem] bg-slate-800">
          {active && youtubeId ? (
            <iframe
              src={helpVideoEmbedUrl(youtubeId)}
              title={`Vídeo tutorial: ${video.title}`}
              loading="lazy"
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
              className="absolute inset-0 size-full border-0"
            />
          ) : (
            <>
              <picture>
                <source type="image/avif" srcSet={`/images/help/${video.thumbnail}.avif`} />
                <source type="image/webp" srcSet={`/images/help/${video.thumbnail}.webp`} />
                <img
                  src={`/images/help/${video.thumbnail}.jpg`}
                  alt={`Prévia: conversa com o Tostão no WhatsApp sobre ${video.title.toLowerCase()}`}
                  width={360}
                  height={640}
                  loading="lazy"
                  decoding="async"
                  className="absolute inset-0 size-full object-cover"
                />
              </picture>
              <span className="absolute top-3 left-3 rounded-md bg-red-700 px-2 py-1 text-xs font-bold text-white">
                YouTube Shorts
              </span>
              {youtubeId ? (
                <span className="absolute right-3 bottom-3 rounded-md bg-black/80 px-2 py-1 text-xs font-semibold text-white">
                  <span className="sr-only">Duração: </span>
                  {video.duration}
                </span>
              ) : null}
              {youtubeId ? (
                <button
                  type="button"
                  onClick={onToggle}
                  aria-label={`Reproduzir vídeo: ${video.title}`}
                  className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:ring-4 focus-visible:ring-ring"
                >
                  <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
                </button>
              ) : (
                <p
                  role="status"
                  className="absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-black/75 px-3 py-4 text-center text-white"
                >
                  <span className="text-sm font-semibold">Vídeo em breve</span>
                  <span className="text-xs">Enquanto isso, siga o passo a passo ao lado.</span>
                </p>
              )}
            </>
          )}
        </div>
      </div>

      {youtubeId ? (
        <Button variant={active ? "destructive" : "outline"} onClick={onToggle} aria-controls={video.id}>
          {active ? "Parar vídeo" : "Assistir vídeo"}
        </Button>
      ) : null}

      <div className="flex flex-col gap-3">
        <div className="flex items-start gap-2">
          <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <h4 id={titleId} className="text-lg font-bold leading-snug">
            <span className="sr-only">Vídeo {number}: </span>
            {video.title}
          </h4>
        </div>
        <p className="flex items-center gap-3 text-sm text-muted-foreground">
          <span>{video.duration}</span>
          {/* A fixed width keeps the line from shifting when the count arrives; a video nobody
              has watched yet shows no count at all ("0 visualizações" only discourages). */}
          <span className="inline-block min-w-[15ch]">
            {views ? (
              <>
                <span aria-hidden="true">· </span>
                {viewsFormat.format(views)} {views === 1 ? "visualização" : "visualizações"}
              </>
            ) : null}
          </span>
        </p>
        <p className="text-sm">{video.description}</p>
        <ol className="flex flex-col gap-2 text-sm">
          {video.steps.map((step, index) => (
            <li key={step} className="flex gap-2">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
        <div className="rounded-lg border border-amber-300 bg-secondary p-3 text-sm text-secondary-foreground dark:border-amber-800">
          <p className="font-bold">IMPORTANTE</p>
          <p className="mt-1">{video.tip}</p>
        </div>
      </div>
    </article>
  );
}
