import { featurePitch } from "./feature-requests.ts";
import type { FeatureGate } from "./features.ts";
import { type PlanCode, planTitle } from "./plans.ts";

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? "";

/** "A", "A e B", "A, B e C". */
export function listTitles(titles: readonly string[]): string {
  if (titles.length <= 1) return titles[0] ?? "";
  return `${titles.slice(0, -1).join(", ")} e ${titles.at(-1)}`;
}

/** The answer to someone who writes without an active plan; nothing of theirs is recorded. */
export function replyNoAccess(r: { name: string | null; plansUrl: string; trialUrl: string }): string {
  const hello = r.name ? `Olá, ${firstName(r.name)}!` : "Olá!";
  return [
    `${hello} Eu sou o Tostão, seu assistente financeiro no WhatsApp. 💰`,
    "Para eu anotar seus gastos, lembrar suas contas e mostrar seus relatórios, você precisa de um plano ativo.",
    `Conheça os planos: ${r.plansUrl}`,
    `Quer experimentar antes? Faça o teste grátis: ${r.trialUrl}`,
    "Por enquanto não guardei nada do que você escreveu.",
  ].join("\n\n");
}

/**
 * Why a feature is not on the person's plan: what it does, which plans have it and where to
 * change plans. With the plans the person holds, it names them too.
 */
export function replyFeatureLocked(
  gate: Extract<FeatureGate, { allowed: false }>,
  plansUrl: string,
  current: readonly PlanCode[] = [],
): string {
  const plans = gate.planTitles.map((t) => t.replace(/^Plano /, ""));
  const which = plans.length === 1 ? `no plano ${plans[0]}` : `nos planos ${listTitles(plans)}`;
  const yours =
    current.length > 0
      ? ` Seu plano hoje: ${listTitles(current.map(planTitle))}, que não inclui esse recurso.`
      : "";
  return [
    `🔒 *${gate.label}* está disponível ${which}.${yours}`,
    featurePitch[gate.feature],
    `Para mudar de plano: ${plansUrl}`,
  ].join("\n");
}

/** Text of the welcome template, as stored for the operator and shown in the web chat. */
export function welcomeTemplateText(r: { name: string | null; planTitle: string }): string {
  const hello = r.name ? `Olá, ${firstName(r.name)}!` : "Olá!";
  return `${hello} Sua assinatura do ${r.planTitle} do Tostão está ativa. 🎉 Responda esta mensagem para começar a organizar suas finanças.`;
}

/** First steps, sent as a normal message once the welcomed buyer answers. */
export function replyFirstSteps(r: { name: string | null; dashboardUrl: string }): string {
  const hello = r.name ? `Que bom ter você aqui, ${firstName(r.name)}!` : "Que bom ter você aqui!";
  return [
    `${hello} Seus primeiros passos no Tostão:`,
    "1️⃣ Registre um gasto: *gastei 50 no mercado*",
    "2️⃣ Registre um ganho: *recebi 3.000 de salário*",
    "3️⃣ Crie um lembrete: *me lembra de pagar a luz dia 10*",
    "4️⃣ Pergunte: *quanto gastei este mês?*",
    `Seu painel web: ${r.dashboardUrl}`,
    "Digite *ajuda* a qualquer momento para ver tudo o que eu sei fazer.",
  ].join("\n");
}

/** Text of the template telling someone a refund or chargeback ended their access. */
export function accessEndedTemplateText(r: {
  name: string | null;
  reason: "refunded" | "chargeback";
}): string {
  const hello = r.name ? `Olá, ${firstName(r.name)}.` : "Olá.";
  const why =
    r.reason === "refunded"
      ? "Seu reembolso foi confirmado e o acesso ao Tostão foi encerrado."
      : "O pagamento da sua assinatura foi contestado no cartão e o acesso ao Tostão foi encerrado.";
  return `${hello} ${why} Seus registros continuam guardados caso queira voltar.`;
}
