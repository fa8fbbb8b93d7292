import { useQuery } from "@tanstack/react-query";
import { billingAdminEndpoints } from "@tostao/core";
import { Link } from "react-router";
import { fetchApplications } from "~/components/affiliates/admin/api";
import { buttonVariants } from "~/components/ui/button";
import { BarChart } from "~/features/billing-admin/bar-chart";
import { brl, integer } from "~/features/billing-admin/format";
import { useAdminQuery } from "~/features/billing-admin/use-admin-query";
import { callApi } from "~/lib/api-client";
import { countOf } from "~/lib/utils";

const monthNames = new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" });
const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-border bg-card p-4 text-card-foreground">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function MorningFigures() {
  const overview = useAdminQuery(["billing-overview"], () => callApi(billingAdminEndpoints.overview));
  if (overview.isPending) return <p role="status">Carregando os números…</p>;
  if (overview.isError) {
    return (
      <p role="alert" className="text-destructive">
        Não foi possível carregar os números. Recarregue a página.
      </p>
    );
  }
  const o = overview.data;
  const month = monthNames.format(new Date(`${o.month}-01T00:00:00Z`));
  return (
    <div className="space-y-6">
      <dl aria-label={`Números de ${month}`} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          label="Assinantes ativos"
          value={integer.format(o.activeSubscribers)}
          hint={o.trials ? `+${integer.format(o.trials)} em teste grátis` : undefined}
        />
        <Figure label="MRR" value={brl(o.mrrCents)} hint="Receita mensal recorrente" />
        <Figure label="Novos no mês" value={integer.format(o.newThisMonth)} hint={month} />
        <Figure label="Cancelados no mês" value={integer.format(o.cancelledThisMonth)} hint={month} />
        <Figure
          label="Reembolsos no mês"
          value={integer.format(o.refundedThisMonth)}
          hint={
            o.chargebacksThisMonth
              ? `+${countOf(o.chargebacksThisMonth, "chargeback", "chargebacks")}`
              : month
          }
        />
        <Figure label="Mensagens hoje" value={integer.format(o.messagesToday)} hint="Recebidas de clientes" />
        <div className="rounded-xl border border-border bg-card p-4 text-card-foreground">
          <dt className="text-sm font-semibold text-muted-foreground">Envios com falha</dt>
          <dd className="mt-1 text-3xl font-extrabold">{integer.format(o.failedDeliveries)}</dd>
          {o.failedDeliveries > 0 ? (
            <dd className="mt-1">
              <Link to="/admin/mensagens" className="text-sm font-semibold text-primary underline">
                Ver e reenviar
              </Link>
            </dd>
          ) : null}
        </div>
      </dl>
      <div className="grid gap-4 lg:grid-cols-3">
        <BarChart
          title="Novas assinaturas por dia (30 dias)"
          bars={o.daily.map((d) => ({ label: dayMonth(d.date), value: d.newSubscriptions }))}
        />
        <BarChart
          title="Mensagens recebidas por dia (30 dias)"
          bars={o.daily.map((d) => ({ label: dayMonth(d.date), value: d.messages }))}
          color="fill-sky-500"
        />
        <BarChart
          title="MRR por plano"
          bars={o.byPlan.map((p) => ({
            label: p.title,
            value: p.mrrCents,
            short: p.title.replace("Plano ", ""),
          }))}
          format={brl}
          color="fill-emerald-500"
        />
      </div>
    </div>
  );
}

export default function AdminHome() {
  const pending = useQuery({
    queryKey: ["affiliate-applications", { q: "", status: "pending", page: 1 }],
    queryFn: () => fetchApplications({ q: "", status: "pending", page: 1 }),
  });
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">Área do operador</h1>
      <MorningFigures />
      <div className="max-w-md rounded-xl border border-border bg-card p-5 text-card-foreground">
        <h2 className="text-lg font-bold">Pedidos de afiliação pendentes</h2>
        <p className="mt-2 text-4xl font-extrabold" aria-live="polite">
          {pending.isPending ? "…" : pending.isError ? "—" : pending.data.total}
        </p>
        <Link to="/admin/afiliados" className={`${buttonVariants({ size: "sm" })} mt-4`}>
          Revisar pedidos
        </Link>
      </div>
    </section>
  );
}
