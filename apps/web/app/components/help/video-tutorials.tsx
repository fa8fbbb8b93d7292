import type { TrackedVideoId } from "@tostao/core";
import type { EndpointResponse } from "@tostao/core/api/endpoint";
import type { videoMetricsEndpoints } from "@tostao/core/video/endpoints";
import { useEffect, useState } from "react";
import { island } from "~/islands/island";
import { sendVideoEvent } from "~/lib/video-tracking";
import type { HelpVideo } from "./content/types";
import { videoGroups } from "./content/videos";
import { HelpSection } from "./help-section";
import { VideoCard } from "./video-card";

/** Play and stop a tutorial: only one plays at a time. */
export function nextActiveVideo(current: HelpVideo["id"] | null, toggled: HelpVideo["id"]) {
  return current === toggled ? null : toggled;
}

/** The seven tutorials in their two groups; at most one player is mounted at a time. */
function Tutorials() {
  const [activeVideo, setActiveVideo] = useState<HelpVideo["id"] | null>(null);
  const [views, setViews] = useState<Partial<Record<TrackedVideoId, number>>>({});

  useEffect(() => {
    fetch("/api/video-metrics/views")
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      // The typed client would bring zod into this public page's island: the type alone comes from core.
      .then((body: EndpointResponse<typeof videoMetricsEndpoints.views>) => setViews(body.views))
      .catch((error: unknown) => console.error("Error loading video views", error));
  }, []);

  const toggle = (id: HelpVideo["id"]) => {
    if (activeVideo !== id) {
      // Starting a tutorial is a view and a play in Tostão's own metrics.
      sendVideoEvent({ videoId: id, type: "view" });
      sendVideoEvent({ videoId: id, type: "play" });
      setViews((current) => ({ ...current, [id]: (current[id] ?? 0) + 1 }));
    }
    setActiveVideo((current) => nextActiveVideo(current, id));
  };
  let number = 0;
  return (
    <HelpSection
      id="video-tutorials"
      title="Vídeos tutoriais"
      subtitle="Vídeos curtos, na vertical, mostrando cada tipo de registro na conversa com o Tostão."
    >
      <div className="flex flex-col gap-12">
        {videoGroups.map((group) => (
          <div key={group.title}>
            <h3 className="mb-5 text-xl font-bold">
              {group.title}{" "}
              <span className="text-base font-normal text-muted-foreground">
                ({group.videos.length} vídeos)
              </span>
            </h3>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.videos.map((video) => {
                number += 1;
                return (
                  <VideoCard
                    key={video.id}
                    video={video}
                    views={views[video.id]}
                    number={number}
                    active={activeVideo === video.id}
                    onToggle={() => toggle(video.id)}
                  />
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </HelpSection>
  );
}

export const VideoTutorials = island("help-video-tutorials", Tutorials);
