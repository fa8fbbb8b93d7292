import { LandingDemoVideo } from "~/components/video/landing-demo-video";
import { TestimonialVideo } from "~/components/video/testimonial-video";
import { publicConfig } from "~/lib/public-config";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Tostão | Controle financeiro pelo WhatsApp com IA",
    description:
      "Mande “gastei 50 no mercado” no WhatsApp e o Tostão organiza suas finanças: despesas, receitas, lembretes de contas e relatórios.",
    path: "/",
  });

// The video testimonials; the landing rebuild brings the written ones beside them.
const videoTestimonials = [
  { videoId: "testimonial-1", title: "Depoimento em vídeo 1", name: "Cliente Tostão", role: "Assinante" },
  { videoId: "testimonial-2", title: "Depoimento em vídeo 2", name: "Cliente Tostão", role: "Assinante" },
] as const;

export default function Home() {
  return (
    <>
      <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-6 p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Tostão</p>
        <h1 className="text-4xl font-extrabold leading-tight">
          Seu dinheiro sob controle, direto no WhatsApp
        </h1>
        <p className="text-lg text-muted-foreground">
          Escreva “gastei 50 no mercado ontem” e o Tostão anota, organiza por categoria e responde quanto você
          gastou na semana. Sem planilha e sem aplicativo novo para aprender.
        </p>
        <a
          href={publicConfig.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-12 w-fit items-center rounded-lg bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary/90"
        >
          FALE CONOSCO
        </a>
      </main>
      <section id="demo" aria-labelledby="demo-title" className="mx-auto max-w-2xl space-y-6 px-6 py-16">
        <h2 id="demo-title" className="text-center text-3xl font-extrabold">
          Veja o Tostão em ação
        </h2>
        <LandingDemoVideo />
      </section>
      <section
        id="feedback"
        aria-labelledby="feedback-title"
        className="mx-auto max-w-4xl space-y-6 px-6 py-16"
      >
        <h2 id="feedback-title" className="text-center text-3xl font-extrabold">
          Quem usa, recomenda
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          {videoTestimonials.map((t) => (
            <TestimonialVideo key={t.videoId} {...t} />
          ))}
        </div>
      </section>
    </>
  );
}
