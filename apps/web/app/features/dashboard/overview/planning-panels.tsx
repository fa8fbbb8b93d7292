import type { GoalDto, LimitDto } from "@tostao/core/planning/api";
import { brDate, brl, longMonth } from "~/features/dashboard/format";
import { usePlanFeature } from "~/features/plan/queries";
import { ProgressBar } from "~/features/planning/progress";
import { useBillDues, useGoals, useLimits } from "~/features/planning/queries";
import { Panel, PanelBody } from "./panel";

/** A limit is at risk from 80 % of it, when the first alert goes out. */
const AT_RISK_PERCENT = 80;

function limitTone(l: LimitDto) {
  return l.percent >= 100 ? "danger" : "warning";
}

/** This month's limits past 80 %, most used first (only on plans with limits). */
function LimitsAtRisk() {
  return usePlanFeature("limits")?.allowed ? <LimitsAtRiskPanel /> : null;
}

function LimitsAtRiskPanel() {
  const limits = useLimits();
  return (
    <Panel
      id="limits-at-risk"
      title="Limites em risco"
      more={{ to: "/painel/limites", label: "Ver limites" }}
    >
      <PanelBody query={limits}>
        {({ items }) => {
          if (items.length === 0) {
            return (
              <p className="text-sm text-muted-foreground">
                Nenhum limite definido. Crie um em Limites ou mande no chat: “limite de 800 no mercado”.
              </p>
            );
          }
          const risky = items
            .filter((l) => l.percent >= AT_RISK_PERCENT)
            .sort((a, b) => b.percent - a.percent);
          if (risky.length === 0) {
            return (
              <p className="text-sm text-muted-foreground">
                {items.length === 1 ? "Seu limite está" : `Os ${items.length} limites estão`} abaixo de 80%
                neste mês.
              </p>
            );
          }
          return (
            <ul className="space-y-3">
              {risky.slice(0, 4).map((l) => (
                <li key={l.categoryId} className="space-y-1 text-sm">
                  <p className="flex justify-between gap-2">
                    <span className="truncate font-medium">{l.category}</span>
                    <span className="shrink-0 whitespace-nowrap tabular-nums">
                      {brl(l.spentCents)} de {brl(l.limitCents)}
                    </span>
                  </p>
                  <ProgressBar
                    label={`Limite de ${l.category}`}
                    percent={l.percent}
                    max={Math.max(120, Math.min(l.percent, 200))}
                    marks={[80, 100]}
                    tone={limitTone(l)}
                    valueText={`${l.percent}% do limite gasto`}
                  />
                  <p
                    className={
                      l.percent >= 100
                        ? "font-semibold text-destructive"
                        : "font-semibold text-amber-700 dark:text-amber-400"
                    }
                  >
                    {l.percent >= 100
                      ? `Estourado: passou ${brl(-l.leftCents)}`
                      : `${l.percent}% usado · restam ${brl(l.leftCents)}`}
                  </p>
                </li>
              ))}
            </ul>
          );
        }}
      </PanelBody>
    </Panel>
  );
}

function goalLine(g: GoalDto) {
  if (g.reached) return "Meta atingida!";
  const deadline = g.deadline ? ` · até ${brDate(g.deadline)}` : "";
  return `faltam ${brl(g.remainingCents)}${deadline}`;
}

/** The goals with their progress, those not yet reached first. */
function GoalsPanel() {
  const goals = useGoals();
  return (
    <Panel id="goals" title="Metas" more={{ to: "/painel/metas", label: "Ver metas" }}>
      <PanelBody query={goals}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nenhuma meta ainda. No chat, mande “quero juntar 5 mil pra viagem até dezembro”.
            </p>
          ) : (
            <ul className="space-y-3">
              {[...items]
                .sort((a, b) => Number(a.reached) - Number(b.reached))
                .slice(0, 3)
                .map((g) => (
                  <li key={g.id} className="space-y-1 text-sm">
                    <p className="flex justify-between gap-2">
                      <span className="truncate font-medium">{g.name}</span>
                      <span className="shrink-0 whitespace-nowrap tabular-nums">
                        {brl(g.savedCents)} de {brl(g.targetCents)}
                      </span>
                    </p>
                    <ProgressBar
                      label={`Progresso da meta ${g.name}`}
                      percent={g.percent}
                      tone={g.reached ? "success" : "default"}
                      valueText={`${g.percent}% da meta`}
                    />
                    <p className={g.overdue ? "text-destructive" : "text-muted-foreground"}>
                      {g.percent}% · {goalLine(g)}
                    </p>
                  </li>
                ))}
            </ul>
          )
        }
      </PanelBody>
    </Panel>
  );
}

/** The card bill due next (unpaid, not empty), and how many more follow. */
function NextBill() {
  const dues = useBillDues();
  return (
    <Panel id="next-bill" title="Próxima fatura" more={{ to: "/painel/cartoes", label: "Ver cartões" }}>
      <PanelBody query={dues} lines={1}>
        {({ items }) => {
          const [next, ...rest] = [...items].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
          if (!next) {
            return (
              <p className="text-sm text-muted-foreground">
                Nenhuma fatura a pagar nos próximos 45 dias. Cadastre um cartão no chat: “meu nubank fecha dia
                3 e vence dia 10”.
              </p>
            );
          }
          return (
            <div className="space-y-1 text-sm">
              <p className="flex items-baseline justify-between gap-2">
                <span className="truncate font-medium">
                  {next.card} · {longMonth(next.month)}
                </span>
                <span className="shrink-0 whitespace-nowrap text-lg font-bold tabular-nums">
                  {brl(next.totalCents)}
                </span>
              </p>
              <p className="text-muted-foreground">
                Vence em {brDate(next.dueOn)} · {next.closed ? "fechada" : "ainda aberta: o valor pode subir"}
              </p>
              {rest.length > 0 ? (
                <p className="text-muted-foreground">
                  Depois dela, {rest.length === 1 ? "mais 1 fatura" : `mais ${rest.length} faturas`} nos
                  próximos 45 dias.
                </p>
              ) : null}
            </div>
          );
        }}
      </PanelBody>
    </Panel>
  );
}

/**
 * Visão geral's planning panels, loaded apart (with the planning API's schemas) once the month is
 * drawn: nothing of them is needed for the first screen.
 */
export default function PlanningPanels({ current }: { current: boolean }) {
  return (
    <>
      {current ? <LimitsAtRisk /> : null}
      <NextBill />
      <GoalsPanel />
    </>
  );
}
