import type { TrackedVideoId } from "@tostao/core";
import type { SearchableTopic } from "@tostao/core/help/search-topics";
import type { LucideIcon } from "lucide-react";
import { type MoreTopicId, moreTopics } from "./more-topics";

/** Ids of the page sections (and answers) the search and the quick cards scroll to. */
export type HelpSectionId =
  | "video-tutorials"
  | "edit-delete-section"
  | "step-guides"
  | "faq-section"
  | MoreTopicId;

export const sectionNames: Record<HelpSectionId, string> = {
  "video-tutorials": "Vídeos tutoriais",
  "edit-delete-section": "Editar ou excluir registros",
  "step-guides": "Guias passo a passo",
  "faq-section": "Perguntas frequentes",
  ...(Object.fromEntries(moreTopics.map((t) => [t.id, t.title])) as Record<MoreTopicId, string>),
};

/** One entry of the search index. */
export interface HelpTopic extends SearchableTopic {
  id: string;
  icon: LucideIcon;
  sectionId: HelpSectionId;
}

/** A short vertical tutorial video. */
export interface HelpVideo {
  id: Extract<TrackedVideoId, `help-${number}`>;
  title: string;
  /** "m:ss" */
  duration: string;
  /** File name (without extension) under /images/help/. */
  thumbnail: string;
  icon: LucideIcon;
  description: string;
  steps: readonly string[];
  tip: string;
}

export interface VideoGroup {
  title: string;
  videos: readonly HelpVideo[];
}

type GuideCategory =
  | "Básico"
  | "Áudio"
  | "Imagens"
  | "Investimentos"
  | "Lembretes"
  | "Despesas fixas"
  | "Relatórios";

export interface Guide {
  id: string;
  title: string;
  category: GuideCategory;
  steps: readonly string[];
  important?: string;
}

interface FaqEntry {
  question: string;
  answer: string;
  important?: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  icon: LucideIcon;
  entries: readonly FaqEntry[];
}
