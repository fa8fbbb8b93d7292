import type { LucideIcon } from "lucide-react";
import { BookOpen, CircleHelp, PlayCircle } from "lucide-react";
import type { MouseEvent } from "react";
import { island } from "~/islands/island";
import { scrollToId } from "~/lib/scroll";
import type { HelpSectionId } from "./content/types";
import { focusSection } from "./focus-section";

interface QuickCard {
  target: HelpSectionId;
  title: string;
  description: string;
  icon: LucideIcon;
}

const cards: readonly QuickCard[] = [
  {
    target: "video-tutorials",
    title: "Vídeos tutoriais",
    description: "Veja em menos de um minuto como registrar por texto, áudio, foto e PDF.",
    icon: PlayCircle,
  },
  {
    target: "step-guides",
    title: "Guias passo a passo",
    description: "Instruções detalhadas de cada recurso, com exemplos de mensagens.",
    icon: BookOpen,
  },
  {
    target: "faq-section",
    title: "Perguntas frequentes",
    description: "Respostas rápidas sobre registros, relatórios, segurança e suporte.",
    icon: CircleHelp,
  },
];

/** Three shortcuts under the hero; plain anchors, so they work before the page hydrates too. */
function Cards() {
  function go(event: MouseEvent<HTMLAnchorElement>, target: HelpSectionId) {
    if (!scrollToId(target)) return;
    event.preventDefault();
    focusSection(target);
  }
  return (
    <nav aria-label="Atalhos da central de ajuda" className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-3">
      {cards.map((card) => {
        const Icon = card.icon;
        return (
          <a
            key={card.target}
            href={`#${card.target}`}
            onClick={(event) => go(event, card.target)}
            className="group flex flex-col gap-2 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary"
          >
            <Icon aria-hidden="true" className="size-7 text-primary" />
            <span className="text-lg font-bold group-hover:underline">{card.title}</span>
            <span className="text-sm text-muted-foreground">{card.description}</span>
          </a>
        );
      })}
    </nav>
  );
}

export const QuickCards = island("help-quick-cards", Cards);
