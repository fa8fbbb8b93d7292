import { searchTopics } from "@tostao/core/help/search-topics";
import { describe, expect, it } from "vitest";
import { faqCategories } from "./faq";
import { guides } from "./guides";
import { helpTopics } from "./topics";
import { sectionNames } from "./types";
import { videoGroups } from "./videos";

describe("help centre content", () => {
  it("has seven tutorials, help-1 to help-7, in groups of 3 and 4", () => {
    expect(videoGroups.map((g) => [g.title, g.videos.length])).toEqual([
      ["Registro de gastos e receitas", 3],
      ["Recursos avançados", 4],
    ]);
    expect(videoGroups.flatMap((g) => g.videos.map((v) => v.id))).toEqual([
      "help-1",
      "help-2",
      "help-3",
      "help-4",
      "help-5",
      "help-6",
      "help-7",
    ]);
  });

  it("keeps every tutorial between 0:38 and 0:59, with steps and a tip", () => {
    for (const video of videoGroups.flatMap((g) => g.videos)) {
      const [minutes, seconds] = video.duration.split(":").map(Number);
      expect(minutes).toBe(0);
      expect(seconds).toBeGreaterThanOrEqual(38);
      expect(seconds).toBeLessThanOrEqual(59);
      expect(video.steps.length).toBeGreaterThanOrEqual(3);
      expect(video.tip.length).toBeGreaterThan(20);
    }
  });

  it("has one guide per category badge, in the spec's order", () => {
    expect(guides.map((g) => g.category)).toEqual([
      "Básico",
      "Áudio",
      "Imagens",
      "Investimentos",
      "Lembretes",
      "Despesas fixas",
      "Relatórios",
    ]);
  });

  it("has the four FAQ categories with 5, 3, 3 and 3 questions", () => {
    expect(faqCategories.map((c) => [c.title, c.entries.length])).toEqual([
      ["Registro de gastos e receitas", 5],
      ["Investimentos e Documentos", 3],
      ["Relatórios e análises", 3],
      ["Suporte e configurações", 3],
    ]);
  });

  it("indexes the eleven topics of the spec and the eight other answers, each pointing at a real section", () => {
    expect(helpTopics).toHaveLength(19);
    const targets = Object.fromEntries(helpTopics.map((t) => [t.id, t.sectionId]));
    expect(targets).toMatchObject({
      "edit-delete": "edit-delete-section",
      guides: "step-guides",
      faq: "faq-section",
      text: "video-tutorials",
      reports: "video-tutorials",
    });
    for (const topic of helpTopics) expect(sectionNames[topic.sectionId]).toBeTruthy();
  });

  it.each([
    ["gastei", "text"],
    ["apliquei", "investments"],
    ["me lembra", "reminders"],
    ["audio", "audio"],
    ["lixeira", "edit-delete"],
    ["cartão", "ajuda-cartao"],
    ["fatura", "ajuda-fatura"],
    ["limite", "ajuda-limite"],
    ["meta", "ajuda-meta"],
    ["assinatura", "ajuda-assinatura"],
    ["cancelar", "ajuda-cancelar"],
    ["reembolso", "ajuda-reembolso"],
    ["LGPD", "ajuda-lgpd"],
  ])('finds "%s" in the %s topic', (query, id) => {
    expect(searchTopics(query, helpTopics).map((t) => t.id)).toContain(id);
  });

  it("teaches that photos and documents go without text", () => {
    const photoTip = videoGroups[0]?.videos[2]?.tip ?? "";
    expect(photoTip).toMatch(/sem texto/);
  });
});
