import { addDays, addMonths, fromIso, toIso } from "@tostao/core/calendar/index";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { CategoryDonut, MonthBars } from "~/features/dashboard/charts";
import { ErrorAlert } from "~/features/dashboard/error-alert";
import { todayIso } from "~/features/dashboard/filters";
import { brDate, brl, longMonth } from "~/features/dashboard/format";
import { MonthPicker } from "~/features/dashboard/month-picker";
import { dashboardQueryClient } from "~/features/dashboard/prefetch";
import {
  latestTransactionsQuery,
  remindersQuery,
  summaryQuery,
  useLatestTransactions,
  useReminders,
  useSummary,
} from "~/features/dashboard/queries";
import { privateMeta } from "~/lib/seo";
import { useReadyAfterYield } from "~/lib/use-ready-after-yield";
import { cn } from "~/lib/utils";

export const meta = () => privateMeta("Visão geral | Tostão");

const monthOf = (params: URLSearchParams) => params.get("mes") ?? todayIso().slice(0, 7);

/** Starts the page's three requests with the layout's, before any component mounts. */
export function clientLoader({ request }: { request: Request }) {
  void dashboardQueryClient.prefetchQuery(summaryQuery(monthOf(new URL(request.url).searchParams)));
  void dashboardQueryClient.prefetchQuery(remindersQuery("open"));
  void dashboardQueryClient.prefetchQuery(latestTransactionsQuery);
  return null;
}

export default function OverviewPage() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const month = monthOf(params);
  const summary = useSummary(month);
  const reminders = useReminders("open");
  const latest = useLatestTransactions();
  // The month is drawn once its figures, reminders and records are all here (so nothing on the
  // page moves as each one arrives), in a task of its own after the header's.
  const monthReady = useReadyAfterYield(![summary, reminders, latest].some((query) => query.isPending));
  const from = `${month}-01`;
  const to = toIso(addDays(addMonths(fromIso(from), 1), -1));
  const go = (m: string) => setParams({ mes: m }, { replace: true });

  if (latest.data && latest.data.totals.count === 0) return <Welcome />;
  const s = summary.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Visão geral</h1>
        <MonthPicker month={month} current={today.slice(0, 7)} onChange={go} />
      </div>
      <ErrorAlert error={summary.error} />
      {!monthReady ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          Carregando o mês...
        </p>
      ) : (
        <>
          <section
            aria-label={`Totais de ${longMonth(month)}`}
            className="grid grid-cols-2 gap-3 lg:grid-cols-4"
          >
            <Card
              label="Receitas"
              value={s?.totals.incomeCents}
              tone="text-emerald-700 dark:text-emerald-400"
            />
            <Card label="Despesas" value={s?.totals.expenseCents} tone="text-rose-700 dark:text-rose-400" />
            <Card label="Investimentos" value={s?.totals.investmentCents} />
            <Card
              label="Saldo"
              value={s?.totals.balanceCents}
              tone={s && s.totals.balanceCents < 0 ? "text-rose-700 dark:text-rose-400" : ""}
            />
          </section>
          <div className="grid gap-6 lg:grid-cols-2">
            <section className="rounded-2xl border border-border p-4" aria-labelledby="by-category">
              <h2 id="by-category" className="mb-3 font-bold">
                Despesas por categoria em {longMonth(month)}
              </h2>
              {s && s.totals.expenseCents > 0 ? (
                <CategoryDonut summary={s} from={from} to={to} />
              ) : s ? (
                <p className="text-muted-foreground">Nenhuma despesa neste mês.</p>
              ) : null}
            </section>
            <section className="rounded-2xl border border-border p-4" aria-labelledby="by-month">
              <h2 id="by-month" className="mb-3 font-bold">
                Últimos 12 meses
              </h2>
              {s ? <MonthBars months={s.months} /> : null}
            </section>
            <section className="rounded-2xl border border-border p-4" aria-labelledby="next-reminders">
              <div className="mb-3 flex items-center justify-between">
                <h2 id="next-reminders" className="font-bold">
                  Próximos lembretes
                </h2>
                <Link to="/painel/lembretes" className="text-sm font-semibold text-primary underline">
                  Ver todos
                </Link>
              </div>
              {reminders.data?.items.length ? (
                <ul className="space-y-2">
                  {reminders.data.items.slice(0, 5).map((r) => (
                    <li key={r.id} className="flex justify-between gap-2 text-sm">
                      <span className="truncate">
                        {brDate(r.dueDate)} · {r.description}
                      </span>
                      {r.amountCents ? <span className="tabular-nums">{brl(r.amountCents)}</span> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">
                  Nenhum lembrete. No chat, mande "me lembra de pagar a luz dia 10".
                </p>
              )}
            </section>
            <section className="rounded-2xl border border-border p-4" aria-labelledby="latest">
              <div className="mb-3 flex items-center justify-between">
                <h2 id="latest" className="font-bold">
                  Últimos registros
                </h2>
                <Link
                  to="/painel/transacoes?periodo=all"
                  className="text-sm font-semibold text-primary underline"
                >
                  Ver todos
                </Link>
              </div>
              <ul className="space-y-2">
                {latest.data?.items.map((t) => (
                  <li key={t.id} className="flex justify-between gap-2 text-sm">
                    <span className="truncate">
                      {brDate(t.date)} · {t.description || t.category || "Registro"}
                    </span>
                    <span
                      className={cn(
                        "tabular-nums",
                        t.kind === "expense"
                          ? "text-rose-700 dark:text-rose-400"
                          : "text-emerald-700 dark:text-emerald-400",
                      )}
                    >
                      {t.kind === "expense" ? "-" : "+"} {brl(t.amountCents)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </>
      )}
    </div>
  );
}

function Card({ label, value, tone }: { label: string; value: number | undefined; tone?: string }) {
  return (
    <div className="rounded-2xl border border-border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className={cn("text-xl font-bold tabular-nums", tone)}>{value === undefined ? "…" : brl(value)}</p>
    </div>
  );
}

/** What a new person sees: what to send in chat to get started. */
function Welcome() {
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-2xl border border-dashed border-border p-6 text-center">
      <h1 className="text-2xl font-bold">Bem-vindo ao seu Dashboard</h1>
      <p className="text-muted-foreground">
        Ainda não há registros. Mande uma mensagem para o Tostão e ela aparece aqui:
      </p>
      <ul className="space-y-1 font-mono text-sm">
        <li>"gastei 50 no mercado"</li>
        <li>"recebi 3500 de salário"</li>
        <li>"comprei uma TV de 2000 em 10x no cartão"</li>
      </ul>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/chat">Abrir o chat</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/painel/transacoes?novo=1">Adicionar aqui</Link>
        </Button>
      </div>
    </div>
  );
}
