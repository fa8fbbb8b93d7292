import { TestimonialVideo } from "~/components/video/testimonial-video";
import { island } from "~/islands/island";

const videos = [
  {
    videoId: "testimonial-1",
    poster: "video-testimonial-1-poster",
    title: "Parei de perder o controle do cartão",
    name: "Juliana M.",
    role: "Enfermeira",
  },
  {
    videoId: "testimonial-2",
    poster: "video-testimonial-2-poster",
    title: "Anoto tudo pelo WhatsApp, até no intervalo do trabalho",
    name: "Rafael S.",
    role: "Motorista de aplicativo",
  },
] as const;

/** The two video testimonials, each a tracked player following the testimonial state machine. */
function Testimonials() {
  return (
    <ul className="mx-auto grid max-w-3xl gap-8 sm:grid-cols-2">
      {videos.map(({ poster, ...video }) => (
        <li key={video.videoId}>
          <TestimonialVideo
            {...video}
            poster={{ image: poster, alt: `Prévia do depoimento em vídeo de ${video.name}` }}
          />
        </li>
      ))}
    </ul>
  );
}

export const VideoTestimonials = island("video-testimonials", Testimonials);
