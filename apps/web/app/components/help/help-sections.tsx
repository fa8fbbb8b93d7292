import { EditDeleteSection } from "./edit-delete-section";
import { FaqSection } from "./faq-section";
import { StepGuides } from "./step-guides";
import { VideoTutorials } from "./video-tutorials";

/** Everything under the hero: the four content sections in page order. */
export function HelpSections() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-20 px-4 py-16">
      <VideoTutorials />
      <EditDeleteSection />
      <StepGuides />
      <FaqSection />
    </div>
  );
}
