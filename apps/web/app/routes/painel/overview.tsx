import { addDays, addMonths, fromIso, toIso } from "@tostao/core/calendar/index";
import { lazy, Suspense, useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { LoadError } from "~/components/ui/load-error";
import { Loading, Skeleton, SkeletonCards } from "~/components/ui/skeleton";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { CategoryDonut, MonthBars } from "~/features/dashboard/charts";
import { todayIso } from "~/features/dashboard/filters";
import { brDate, brl, longMonth, signedBrl } from "~/features/dashboard/format";
import { InstallmentBadge } from "~/features/dashboard/installment-badge";
import { MonthPicker } from "~/features/dashboard/month-picker";
import { type MonthChange, monthChange } from "~/features/dashboard/overview/month-change";
import { Panel, PanelSkeleton } from "~/features/dashboard/overview/panel";
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

// The panels under the month load apart, with their endpoints' schemas, once the month is drawn:
// nothing of them is needed for the first screen. Their code is asked for in a task of its own
// (loadPanels, once the charts are drawn) rather than by their first render: asking appends a
// module preload for each of their modules to <head>, which costs the main thread as much as
// drawing them.
let monthAheadCode: ReturnType<typeof importMonthAhead> | undefined;
let planningCode: ReturnType<typeof importPlanning> | undefined;
const importMonthAhead = () =>
  import("~/features/dashboard/overview/month-ahead-panel").then((m) => ({ default: m.MonthAheadPanel }));
const importPlanning = () =>
  import("~/features/dashboard/overview/planning-panels").then((m) => ({ default: m.default }));
const MonthAheadPanel = lazy(() => {
  monthAheadCode ??= importMonthAhead();
  return monthAheadCode;
});
const PlanningPanels = lazy(() => {
  planningCode ??= importPlanning();
  return planningCode;
});
const loadPanels = () => {
  monthAheadCode ??= importMonthAhead();
  planningCode ??= importPlanning();
};

// The month asked for in the address; none is the person's month running today (the server
// knows whether it starts on payday).
const monthOf = (params: URLSearchParams) => params.get("mes");

/**
 * Starts the month's requests with the layout's, before any component mounts. The panels below
 * (limits, the next bill, goals) ask for theirs once the month is drawn: on the embedded database
 * requests take turns, and the month comes first.
 */
export function clientLoader({ request }: { request: Request }) {
  const client = dashboardQueryClient;
  void client.prefetchQuery(summaryQuery(monthOf(new URL(request.url).searchParams)));
  void client.prefetchQuery(latestTransactionsQuery);
  void client.prefetchQuery(remindersQuery("open"));
  return null;
}

export default function OverviewPage() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const asked = monthOf(params);
  const summary = useSummary(asked);
  const currentMonth = summary.data?.currentMonth ?? today.slice(0, 7);
  const month = asked ?? summary.data?.month ?? currentMonth;
  const current = month === currentMonth;
  const reminders = useReminders("open");
  const latest = useLatestTransactions();
  // The month is drawn once its figures are here (and the latest records, which say whether the
  // person has any at all), in a task of its own after the header's, even when they were here
  // before the page first rendered (on a first load the shell asked for them while the code came);
  // then, one task after the other, the categories' donut, the months' bars (a new placeholder
  // stands in for them meanwhile, so nothing on screen moves) and the panels below, each with its
  // own placeholder, so no single task draws (and lays out) the whole page.
  const monthReady = useReadyAfterYield(![summary, latest].some((query) => query.isPending), {
    atFirstRender: false,
  });
  const chartsReady = useReadyAfterYield(monthReady);
  const barsReady = useReadyAfterYield(chartsReady);
  const panelsReady = useReadyAfterYield(barsReady);
  useEffect(() => {
    if (barsReady) loadPanels();
  }, [barsReady]);
  const calendar = `${month}-01`;
  const period =
    summary.data?.month === month
      ? summary.data.period
      : { from: calendar, to: toIso(addDays(addMonths(fromIso(calendar), 1), -1)) };
  const { from, to } = period;
  const fromPayday = !from.endsWith("-01");
  const go = (m: string) => setParams({ mes: m }, { replace: true });

  if (latest.data && latest.data.totals.count === 0) return <Welcome />;
  const s = summary.data;
  const failed = [summary, reminders, latest].find((query) => query.isError);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Visão geral</h1>
        <MonthPicker month={month} current={currentMonth} onChange={go} />
      </div>
      {fromPayday ? (
        <p className="-mt-4 text-sm text-muted-foreground" data-testid="payday-month">
          Seu mês começa no dia do salário: {brDate(from)} a {brDate(to)}.{" "}
          <Link to="/painel/contas#salario" className="underline underline-offset-2">
            Mudar
          </Link>
        </p>
      ) : null}
      {failed ? (
        <LoadError
          message={apiErrorMessage(failed.error)}
          onRetry={() => {
            for (const query of [summary, reminders, latest]) if (query.isError) void query.refetch();
          }}
          retrying={failed.isFetching}
        />
      ) : !monthReady || !s ? (
        <OverviewSkeleton />
      ) : (
        <>
          <section
            aria-label={`Totais de ${longMonth(month)}`}
            className="grid grid-cols-2 gap-3 lg:grid-cols-4"
          >
            <Card
              label="Receitas"
              value={s.totals.incomeCents}
              change={monthChange(s, "incomeCents")}
              tone="text-emerald-700 dark:text-emerald-400"
            />
            <Card
              label="Despesas"
              value={s.totals.expenseCents}
              change={monthChange(s, "expenseCents")}
              tone="text-rose-700 dark:text-rose-400"
              note={s.totals.instalmentCents > 0 ? `${brl(s.totals.instalmentCents)} em parcelas` : undefined}
            />
            <Card
              label="Investimentos"
              value={s.totals.investmentCents}
              change={monthChange(s, "investmentCents")}
            />
            <Card
              label="Saldo"
              value={s.totals.balanceCents}
              change={monthChange(s, "balanceCents")}
              tone={s.totals.balanceCents < 0 ? "text-rose-700 dark:text-rose-400" : ""}
            />
          </section>
          {s.totals.instalmentCents > 0 ? (
            <p className="text-sm text-muted-foreground">
              {s.instalmentView === "bill"
                ? "Cada parcela no cartão conta no mês da sua fatura."
                : "Compras parceladas no cartão contam inteiras no mês da compra."}{" "}
              <Link to="/painel/conta#parcelas" className="underline underline-offset-2">
                Mudar em Conta
              </Link>
            </p>
          ) : null}
          {chartsReady ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <Panel id="by-category" title={`Despesas por categoria em ${longMonth(month)}`}>
                {s.totals.expenseCents > 0 ? (
                  <CategoryDonut summary={s} />
                ) : (
                  <p className="text-muted-foreground">Nenhuma despesa neste mês.</p>
                )}
              </Panel>
              {barsReady ? (
                <Panel id="by-month" title="Últimos 12 meses">
                  <MonthBars key={month} months={s.months} />
                </Panel>
              ) : (
                <Skeleton className="h-72 rounded-2xl" />
              )}
            </div>
          ) : (
            <ChartPlaceholders />
          )}
          {panelsReady ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <Suspense fallback={<PanelPlaceholders count={current ? 4 : 2} />}>
                {current ? <MonthAheadPanel /> : null}
                <PlanningPanels current={current} />
              </Suspense>
              <Panel
                id="next-reminders"
                title="Próximos lembretes"
                more={{ to: "/painel/lembretes", label: "Ver todos" }}
              >
                {reminders.isPending ? (
                  <PanelLines />
                ) : reminders.data?.items.length ? (
                  <ul className="space-y-2">
                    {reminders.data.items.slice(0, 5).map((r) => (
                      <li key={r.id} className="flex justify-between gap-2 text-sm">
                        <span className="truncate">
                          {brDate(r.dueDate)} · {r.description}
                        </span>
                        {r.amountCents ? (
                          <span className="shrink-0 whitespace-nowrap tabular-nums">
                            {brl(r.amountCents)}
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    Nenhum lembrete. No chat, mande “me lembra de pagar a luz dia 10”.
                  </p>
                )}
              </Panel>
              <Panel
                id="latest"
                title="Últimos registros"
                more={{ to: "/painel/transacoes?periodo=all", label: "Ver todos" }}
              >
                <ul className="space-y-2">
                  {latest.data?.items.map((t) => (
                    <li key={t.id} className="flex justify-between gap-2 text-sm">
                      <span className="flex min-w-0 items-center">
                        <span className="truncate">
                          {brDate(t.date)} · {t.description || t.category || "Registro"}
                        </span>
                        <InstallmentBadge installment={t.installment} className="shrink-0" />
                      </span>
                      <span
                        className={cn(
                          "shrink-0 whitespace-nowrap tabular-nums",
                          t.kind === "expense"
                            ? "text-rose-700 dark:text-rose-400"
                            : "text-emerald-700 dark:text-emerald-400",
                        )}
                      >
                        {signedBrl(t.kind, t.amountCents)}
                      </span>
                    </li>
                  ))}
                </ul>
              </Panel>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The places of the panels under the month while their code comes (each a card of about their height). */
function PanelPlaceholders({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="rounded-2xl border border-border p-4">
          <PanelSkeleton />
        </div>
      ))}
    </>
  );
}

/** A panel's lines on their way. */
function PanelLines() {
  return (
    <Loading className="space-y-2">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
    </Loading>
  );
}

/** Visão geral's shape while the month loads: the four totals, then the charts. */
function OverviewSkeleton() {
  return (
    <Loading label="Carregando o mês…" className="space-y-6">
      <SkeletonCards />
      <ChartPlaceholders />
    </Loading>
  );
}

/** The two charts' places, until they are drawn. */
function ChartPlaceholders() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}

const percentFormat = new Intl.NumberFormat("pt-BR", { signDisplay: "always" });

/** "▲ 12% em relação a outubro" under a total, green when the move is good news. */
function ChangeLine({ change }: { change: MonthChange | null }) {
  if (!change) return <p className="text-xs text-muted-foreground">Sem o mês anterior para comparar</p>;
  const { deltaCents, percent, good } = change;
  if (deltaCents === 0) return <p className="text-xs text-muted-foreground">Igual ao mês anterior</p>;
  const arrow = deltaCents > 0 ? "▲" : "▼";
  const amount = `${deltaCents > 0 ? "+" : "-"}${brl(Math.abs(deltaCents))}`;
  return (
    <p
      className={cn(
        "text-xs font-semibold",
        good ? "text-emerald-700 dark:text-emerald-400" : "text-rose-700 dark:text-rose-400",
      )}
    >
      <span aria-hidden="true">{arrow} </span>
      {percent === null ? amount : `${percentFormat.format(percent)}%`}
      <span className="font-normal text-muted-foreground"> vs. mês anterior</span>
    </p>
  );
}

function Card({
  label,
  value,
  change,
  tone,
  note,
}: {
  label: string;
  value: number;
  change: MonthChange | null;
  tone?: string | undefined;
  /** What the figure holds that a person should know (the instalments among the expenses). */
  note?: string | undefined;
}) {
  return (
    <div className="min-w-0 space-y-1 rounded-2xl border border-border p-3 sm:p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      {/* The figure shrinks with a narrow screen rather than breaking "R$" from its number. */}
      <p
        className={cn(
          "whitespace-nowrap text-[length:clamp(1rem,4.6vw,1.25rem)] font-bold tabular-nums",
          tone,
        )}
      >
        {brl(value)}
      </p>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      <ChangeLine change={change} />
    </div>
  );
}

/** What a new person sees: what to send in chat to get started. */
function Welcome() {
  return (
    <div className="mx-auto max-w-xl space-y-4 rounded-2xl border border-dashed border-border p-6 text-center">
      <h1 className="text-2xl font-bold">Boas-vindas ao seu painel</h1>
      <p className="text-muted-foreground">
        Ainda não há registros. Mande uma mensagem para o Tostão e ela aparece aqui:
      </p>
      <ul className="space-y-1 font-mono text-sm">
        <li>“gastei 50 no mercado”</li>
        <li>“recebi 3500 de salário”</li>
        <li>“comprei uma TV de 2000 em 10x no cartão”</li>
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
