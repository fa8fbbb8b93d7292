import { foldForSearch } from "../help/search-topics.ts";
import type { Feature } from "./features.ts";

/**
 * What each feature does, in a sentence a person reads when their plan does not have it (the
 * plans page lists only the names).
 */
export const featurePitch: Record<Feature, string> = {
  records: "Registre receitas, despesas e investimentos escrevendo do seu jeito.",
  reminders: "Eu lembro das suas contas às 10h do dia do vencimento.",
  recurring: "Receitas e despesas fixas registradas sozinhas todo mês.",
  basic_reports: "Totais do dia, da semana e do mês e o fechamento mensal.",
  media: "Mande áudio, foto de cupom ou PDF de conta e eu registro.",
  cards: "Faturas, limite e datas de fechamento e vencimento dos seus cartões.",
  installments: "Compras parceladas divididas nas faturas certas.",
  dashboard: "Um painel na web com gráficos, filtros e edição dos registros.",
  limits: "Defina quanto quer gastar por mês em cada categoria e eu aviso quando você chegar a 80% e a 100%.",
  alerts: "Avisos automáticos quando seus gastos se aproximam ou passam dos limites.",
  detailed_reports: "Relatórios por categoria com a comparação com o mês anterior.",
  weekly_summaries:
    "Toda segunda, às 10h, um resumo da semana: gastos por categoria, limites, metas e faturas que vencem.",
  insights: "Observações automáticas sobre para onde seu dinheiro está indo.",
  smart_alerts: "Alertas que olham seu ritmo de gastos e avisam antes do limite estourar.",
  financial_planning: "Um planejamento financeiro feito para os seus objetivos.",
  excel_export: "Baixe todos os seus registros numa planilha do Excel, pronta para abrir.",
  business_books:
    "Um livro separado para as finanças da sua empresa: diga *modo empresa* ou comece a mensagem com *empresa:*.",
};

const fold = (text: string) =>
  foldForSearch(text)
    .replace(/[!.?]+$/g, "")
    .trim();

/** The features a person may ask for by name in chat. */
export type RequestedFeature = "excel_export" | "insights" | "smart_alerts" | "financial_planning" | "alerts";

/** Where a feature the person's plan includes is found, when they ask for it by name. */
export const replyFeatureHowTo: Record<RequestedFeature, string> = {
  excel_export:
    "📊 A planilha do Excel sai do painel: abra *Exportar*, escolha o período e baixe. Para entrar no painel, diga *painel* que eu mando o link.",
  insights:
    "💡 Os insights chegam no seu resumo semanal, toda segunda às 10h. Para ver agora, pergunte: *resumo da semana*.",
  smart_alerts:
    "🔔 Seus alertas estão ligados: quando os gastos de uma categoria chegam a 80% e a 100% do limite, eu aviso na hora. Para criar um limite: *limite de 800 no mercado*.",
  alerts:
    "🔔 Seus alertas estão ligados: quando os gastos de uma categoria chegam a 80% e a 100% do limite, eu aviso na hora. Para criar um limite: *limite de 800 no mercado*.",
  financial_planning:
    "🎯 Vamos planejar: crie metas (*quero juntar 10 mil pra viagem até dezembro*), limites por categoria (*limite de 800 no mercado*) e compras futuras (*quero comprar uma tv de 3 mil em março*).",
};

// Requests the parser has no intent for, said in plain words ("me manda a planilha").
const requests: ReadonlyArray<[RegExp, RequestedFeature]> = [
  [
    /^(?:(?:quero|queria|como|posso|da pra|tem como|me (?:manda|envia|passa)|manda|envia|gerar?|baixar?|exportar?)\b.*)?\b(?:planilha|excel|xlsx|exportar|exportacao)\b/,
    "excel_export",
  ],
  [/\binsights?\b/, "insights"],
  [/\balertas? inteligentes?\b/, "smart_alerts"],
  [/\bplanejamento financeiro\b/, "financial_planning"],
  [/^(?:ativar|ativa|ligar|liga|quero|queria) (?:os |o )?(?:alertas?|avisos?)(?: automaticos?)?$/, "alerts"],
];

/**
 * The plan feature a message asks for by name, when it is one the chat answers about rather than
 * acts on ("exportar planilha", "quero insights"); null for anything else.
 * @example readFeatureRequest("me manda a planilha do excel") // "excel_export"
 */
export function readFeatureRequest(text: string): RequestedFeature | null {
  const t = fold(text);
  if (t.length > 80 || /\d/.test(t)) return null;
  for (const [pattern, feature] of requests) if (pattern.test(t)) return feature;
  return null;
}
