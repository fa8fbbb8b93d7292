import { LandingDemoVideo } from "~/components/video/landing-demo-video";
import { Section } from "./section";

/** The product demo: the phone-framed player (lazy embed, muted autoplay at 30 % visibility, sound toggle). */
export function DemoVideoSection() {
  return (
    <Section
      id="demo"
      eyebrow="Veja funcionando"
      title="Uma mensagem e a despesa está anotada"
      subtitle="Em menos de um minuto: registrar um gasto, uma receita e perguntar o saldo do mês pelo WhatsApp."
      className="bg-muted/50"
    >
      <figure className="mx-auto w-full max-w-[300px]">
        <LandingDemoVideo
          poster={{
            image: "video-demo-poster",
            alt: "Prévia do vídeo de demonstração: conversa com o Tostão no WhatsApp",
          }}
        />
        <figcaption className="mt-4 text-center text-sm text-muted-foreground">
          Demonstração do Tostão no WhatsApp
        </figcaption>
      </figure>
    </Section>
  );
}
