import { describe, expect, it } from "vitest";
import { helpVideoEmbedUrl } from "./video-card";
import { nextActiveVideo } from "./video-tutorials";

describe("help tutorials", () => {
  it("plays the chosen video, replacing the one that was playing", () => {
    expect(nextActiveVideo(null, "help-2")).toBe("help-2");
    expect(nextActiveVideo("help-1", "help-2")).toBe("help-2");
  });

  it("stops the video when its own toggle is pressed again", () => {
    expect(nextActiveVideo("help-2", "help-2")).toBeNull();
  });

  it("embeds the privacy-enhanced player, autoplaying muted and inline", () => {
    expect(helpVideoEmbedUrl("abc123XYZ_-")).toBe(
      "https://www.youtube-nocookie.com/embed/abc123XYZ_-?autoplay=1&mute=1&playsinline=1",
    );
  });
});
