import { Star } from "lucide-react";
import { Picture } from "./picture";
import { Section } from "./section";
import { VideoTestimonials } from "./video-testimonials";

interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: 5;
  image: string;
}

// Illustrative scenes, labelled as such on the page: the names are fictional and every line describes
// something the assistant really does today. Real customers' words (with consent) replace them later.
const testimonials: Testimonial[] = [
  {
    name: "Camila R.",
    role: "Professora",
    content:
      "Eu desistia de toda planilha na segunda semana. Agora mando “gastei 32 na padaria” e pronto. No fim do mês sei exatamente para onde foi o salário.",
    rating: 5,
    image: "avatar-1",
  },
  {
    name: "Marcos A.",
    role: "Eletricista autônomo",
    content:
      "O lembrete do aluguel e da conta de luz chega no WhatsApp no dia certo. Não paguei mais nenhuma multa por atraso desde que comecei.",
    rating: 5,
    image: "avatar-2",
  },
  {
    name: "Patrícia L.",
    role: "Analista administrativa",
    content:
      "Mando “paguei 89,90 na farmácia no pix” e ele já separa em Saúde. O resumo do mês mostrou que eu gastava mais com delivery do que imaginava.",
    rating: 5,
    image: "avatar-3",
  },
  {
    name: "Sérgio T.",
    role: "Aposentado",
    content:
      "Não tenho paciência para aplicativo. Escrevo do meu jeito, sem acento mesmo, e pergunto “quanto gastei este mês?”. Simples do jeito que eu precisava.",
    rating: 5,
    image: "avatar-4",
  },
];

function Stars({ rating }: { rating: number }) {
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Nota ${rating} de 5`}>
      {Array.from({ length: rating }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of identical stars
        <Star key={i} aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      ))}
    </div>
  );
}

export function Testimonials() {
  return (
    <Section
      id="feedback"
      eyebrow="Avaliações"
      title="Como o Tostão entra na rotina"
      subtitle="Situações ilustrativas do uso no dia a dia: os nomes são fictícios e tudo o que elas contam o Tostão faz hoje."
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {testimonials.map((t) => (
          <li key={t.name} className="flex flex-col rounded-2xl border border-border bg-card p-6">
            <Stars rating={t.rating} />
            <blockquote className="mt-4 flex-1">
              <p>“{t.content}”</p>
            </blockquote>
            <div className="mt-5 flex items-center gap-3">
              <Picture name={t.image} alt="" width={192} height={192} className="size-12 rounded-full" />
              <p>
                <span className="block font-bold">{t.name}</span>
                <span className="text-sm text-muted-foreground">{t.role}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <h3 className="mb-6 mt-14 text-center text-2xl font-extrabold">Depoimentos em vídeo</h3>
      <VideoTestimonials />
    </Section>
  );
}
