import { EditDeleteSection } from "./edit-delete-section";
import { FaqSection } from "./faq-section";
import { MoreTopicsSection } from "./more-topics-section";
import { StepGuides } from "./step-guides";
import { VideoTutorials } from "./video-tutorials";

/** Everything under the hero: the four content sections in page order, then the other answers. */
export function HelpSections() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-20 px-4 py-16">
      <VideoTutorials />
      <EditDeleteSection />
      <StepGuides />
      <FaqSection />
      <MoreTopicsSection />
    </div>
  );
}
