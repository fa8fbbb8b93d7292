import { PhoneFrame } from "./phone-frame";
import { Picture } from "./picture";

const videos = [
  {
    id: "testimonial-1",
    poster: "video-testimonial-1-poster",
    title: "Parei de perder o controle do cartão",
    name: "Juliana M.",
    role: "Enfermeira",
  },
  {
    id: "testimonial-2",
    poster: "video-testimonial-2-poster",
    title: "Anoto tudo por áudio, até no trânsito",
    name: "Rafael S.",
    role: "Motorista de aplicativo",
  },
] as const;

/**
 * The two video testimonials: a 9:16 phone frame with the poster, title, name and role.
 * The testimonial player (muted autoplay, tap for sound, tracking) goes inside the frame.
 */
export function VideoTestimonials() {
  return (
    <ul className="mx-auto grid max-w-3xl gap-8 sm:grid-cols-2">
      {videos.map((video) => (
        <li key={video.id} className="flex flex-col items-center">
          <PhoneFrame className="max-w-[280px]">
            <Picture
              name={video.poster}
              alt={`Prévia do depoimento em vídeo de ${video.name}`}
              width={540}
              height={960}
              className="size-full object-cover"
            />
          </PhoneFrame>
          <h3 className="mt-4 text-center font-bold">“{video.title}”</h3>
          <p className="text-sm text-muted-foreground">
            {video.name} · {video.role}
          </p>
        </li>
      ))}
    </ul>
  );
}
