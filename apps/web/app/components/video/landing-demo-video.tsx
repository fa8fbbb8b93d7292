import { Volume2, VolumeX } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { publicConfig } from "~/lib/public-config";
import { useVisibilityRatio } from "~/lib/use-visibility";
import { sendVideoEvent } from "~/lib/video-tracking";
import { youtubeEmbedUrl } from "~/lib/youtube-player";
import { PhoneFrame, SoundOverlay, VideoSpinner } from "./phone-frame";
import { useYouTubePlayer } from "./use-youtube-player";

/** The player is mounted once this share of the frame is on screen. */
const MOUNT_THRESHOLD = 0.1;
/** It plays (muted) while at least this share is visible. */
const PLAY_THRESHOLD = 0.3;

/**
 * The landing page demo: a phone-framed YouTube embed mounted only when scrolled into view,
 * autoplaying muted while at least 30 % visible, with a mute toggle and a sound overlay.
 */
/** `poster` shows under the spinner until the player is ready. */
export function LandingDemoVideo({ poster }: { poster?: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const ratio = useVisibilityRatio(frameRef);
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [muted, setMuted] = useState(true);
  const viewTracked = useRef(false);

  useEffect(() => {
    if (ratio >= MOUNT_THRESHOLD) setMounted(true);
  }, [ratio]);

  const command = useYouTubePlayer(iframeRef, mounted, {
    onReady: () => {
      command("mute");
      setLoaded(true);
    },
    onError: (code) => console.error("Erro ao reproduzir vídeo", code),
  });

  const playing = ratio >= PLAY_THRESHOLD;
  useEffect(() => {
    if (!loaded) return;
    command(playing ? "playVideo" : "pauseVideo");
    if (playing && !viewTracked.current) {
      viewTracked.current = true;
      sendVideoEvent({ videoId: "landing-demo", type: "view" });
    }
  }, [loaded, playing, command]);

  const toggleMute = () => {
    if (!loaded) return;
    command(muted ? "unMute" : "mute");
    if (muted) command("playVideo");
    setMuted(!muted);
  };

  return (
    <div ref={frameRef} className="w-full">
      <PhoneFrame>
        {mounted ? (
          <iframe
            ref={iframeRef}
            src={youtubeEmbedUrl(publicConfig.videos["landing-demo"], window.location.origin)}
            title="Demonstração do Tostão no WhatsApp"
            className="pointer-events-none absolute inset-0 size-full"
            allow="autoplay; encrypted-media; picture-in-picture"
          />
        ) : null}
        {loaded ? null : poster}
        {mounted && !loaded ? <VideoSpinner /> : null}
        {loaded && muted ? (
          <button
            type="button"
            className="absolute inset-0 cursor-pointer"
            aria-label="Ativar o som do vídeo"
            onClick={toggleMute}
          >
            <SoundOverlay />
          </button>
        ) : null}
        {loaded ? (
          <button
            type="button"
            onClick={toggleMute}
            aria-label={muted ? "Ativar som" : "Desativar som"}
            className="absolute right-3 bottom-3 z-10 flex size-11 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black/85"
          >
            {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          </button>
        ) : null}
      </PhoneFrame>
    </div>
  );
}
