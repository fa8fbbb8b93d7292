import { Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { island } from "~/islands/island";
import { publicConfig } from "~/lib/public-config";
import { useVisibilityRatio } from "~/lib/use-visibility";
import { sendVideoEvent } from "~/lib/video-tracking";
import { youtubeEmbedUrl } from "~/lib/youtube-player";
import {
  PhoneFrame,
  PosterImage,
  SoundOverlay,
  type VideoPoster,
  VideoProblem,
  VideoSpinner,
} from "./phone-frame";
import { usePlayerProblem } from "./use-player-problem";
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
function DemoVideo({ poster }: { poster: VideoPoster }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const ratio = useVisibilityRatio(frameRef);
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [muted, setMuted] = useState(true);
  const viewTracked = useRef(false);
  const youtubeId = publicConfig.videos["landing-demo"];
  const { problem, fail } = usePlayerProblem(youtubeId, mounted, loaded);
  const playable = mounted && problem === null;

  useEffect(() => {
    if (ratio >= MOUNT_THRESHOLD) setMounted(true);
  }, [ratio]);

  const command = useYouTubePlayer(iframeRef, playable, {
    onReady: () => {
      command("mute");
      setLoaded(true);
    },
    onError: (code) => {
      console.error("Erro ao reproduzir vídeo", code);
      fail();
    },
  });

  const playing = ratio >= PLAY_THRESHOLD;
  useEffect(() => {
    if (!loaded || !playable) return;
    command(playing ? "playVideo" : "pauseVideo");
    if (playing && !viewTracked.current) {
      viewTracked.current = true;
      sendVideoEvent({ videoId: "landing-demo", type: "view" });
    }
  }, [loaded, playable, playing, command]);

  const toggleMute = () => {
    if (!loaded) return;
    command(muted ? "unMute" : "mute");
    if (muted) command("playVideo");
    setMuted(!muted);
  };

  return (
    <div ref={frameRef} className="w-full">
      <PhoneFrame>
        {playable && youtubeId ? (
          <iframe
            ref={iframeRef}
            src={youtubeEmbedUrl(youtubeId, window.location.origin)}
            title="Demonstração do Tostão no WhatsApp"
            className="pointer-events-none absolute inset-0 size-full"
            allow="autoplay; encrypted-media; picture-in-picture"
          />
        ) : null}
        {loaded && playable ? null : <PosterImage poster={poster} />}
        {problem ? <VideoProblem problem={problem} /> : null}
        {playable && !loaded ? <VideoSpinner /> : null}
        {playable && loaded && muted ? (
          <button
            type="button"
            className="absolute inset-0 cursor-pointer"
            aria-label="Ativar o som do vídeo"
            onClick={toggleMute}
          >
            <SoundOverlay />
          </button>
        ) : null}
        {playable && loaded ? (
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

export const LandingDemoVideo = island("landing-demo-video", DemoVideo);
