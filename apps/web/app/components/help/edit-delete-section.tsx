import type { LucideIcon } from "lucide-react";
import { CircleHelp, ExternalLink as ExternalLinkIcon, Pencil, Trash2 } from "lucide-react";
import { ExternalLink } from "~/components/site/external-link";
import { buttonVariants } from "~/components/ui/button";
import { publicConfig } from "~/lib/public-config";
import { HelpSection } from "./help-section";

interface HowToCard {
  title: string;
  icon: LucideIcon;
  tone: string;
  steps: readonly string[];
}

const cards: readonly HowToCard[] = [
  {
    title: "Como editar um registro",
    icon: Pencil,
    tone: "bg-primary text-primary-foreground",
    steps: [
      "Abra o painel (mande “painel” no WhatsApp para receber o link).",
      "Vá para a página Transações no menu.",
      "Encontre o registro usando os filtros de período e categoria.",
      "Clique no ícone de lápis (Editar) na linha do registro.",
      "Altere valor, data, categoria ou descrição e confirme para salvar.",
    ],
  },
  {
    title: "Como excluir um registro",
    icon: Trash2,
    tone: "bg-destructive text-destructive-foreground",
    steps: [
      "Abra o painel (mande “painel” no WhatsApp para receber o link).",
      "Vá para a página Transações no menu.",
      "Encontre o registro que quer apagar.",
      "Clique no ícone de lixeira (Excluir) na linha do registro.",
      "Confirme a exclusão na janela que aparece.",
    ],
  },
];

/** How to fix or remove a record on the web dashboard, with a shortcut to open it. */
export function EditDeleteSection() {
  return (
    <HelpSection
      id="edit-delete-section"
      titleId="edit-delete-title"
      title="Como editar ou excluir registros"
      subtitle="Corrija qualquer registro pelo painel. Para o último registro, basta mandar “apaga o último” ou “corrige o último para 45” no WhatsApp."
    >
      <div className="grid gap-6 md:grid-cols-2">
        {cards.map((card) => {
          const Icon = card.icon;
          return (
            <article
              key={card.title}
              className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm"
            >
              <h3 className="flex items-center gap-3 text-xl font-bold">
                <span className={`flex size-10 items-center justify-center rounded-full ${card.tone}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {card.title}
              </h3>
              <ol className="mt-5 flex flex-col gap-3">
                {card.steps.map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-bold"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-0.5">{step}</span>
                  </li>
                ))}
              </ol>
            </article>
          );
        })}
      </div>
      <div className="mt-8 flex flex-col items-center gap-5 text-center">
        <ExternalLink href={publicConfig.dashboardHref} className={buttonVariants({ size: "lg" })}>
          Abrir o painel
          <ExternalLinkIcon aria-hidden="true" />
          <span className="sr-only">(abre em nova aba)</span>
        </ExternalLink>
        <p className="flex max-w-2xl items-start gap-2 rounded-lg bg-muted p-4 text-left text-sm">
          <CircleHelp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <strong>Dica:</strong> o painel tem a sua própria central de ajuda. Clique no ícone de ponto de
            interrogação (?) no topo do painel para ver as explicações de cada tela.
          </span>
        </p>
      </div>
    </HelpSection>
  );
}
