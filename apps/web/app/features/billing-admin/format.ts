import { centavos, formatBRL, formatPhone as formatStoredPhone, type SubscriptionStatus } from "@tostao/core";

const dateFormat = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" });
const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "short",
});
export const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });

/** dd/mm/aaaa in São Paulo, or a dash. */
export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : "—");
/** dd/mm/aaaa hh:mm in São Paulo, or a dash. */
export const formatDateTime = (iso: string | null) => (iso ? dateTimeFormat.format(new Date(iso)) : "—");

export const statusLabels: Record<SubscriptionStatus, string> = {
  pending: "Pendente",
  trial: "Teste grátis",
  active: "Ativa",
  past_due: "Pagamento atrasado",
  cancelled: "Cancelada",
  refunded: "Reembolsada",
  chargeback: "Chargeback",
};

export const statusTone: Record<SubscriptionStatus, string> = {
  pending: "bg-muted text-foreground",
  trial: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  active: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  past_due: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  cancelled: "bg-muted text-foreground",
  refunded: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
  chargeback: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100",
};

export const kindLabels: Record<string, string> = {
  trial_started: "Teste iniciado",
  approved: "Pagamento aprovado",
  renewed: "Renovação",
  plan_switched: "Troca de plano",
  late: "Pagamento atrasado",
  completed: "Garantia encerrada",
  cancelled: "Cancelamento",
  refunded: "Reembolso",
  chargeback: "Chargeback",
};

/** A stored phone as core formats it everywhere ("(11) 98765-4321"), or a dash when there is none. */
export function formatPhone(e164: string | null): string {
  return e164 ? formatStoredPhone(e164) : "—";
}

/** R$ 1.234,56 from integer centavos as the API sends them. */
export const brl = (cents: number) => formatBRL(centavos(cents));
