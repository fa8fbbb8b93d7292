import { type GoalDto, planningEndpoints } from "@tostao/core/planning/api";
import { goalDepositFormSchema, goalFormSchema, goalKindLabels } from "@tostao/core/planning/forms";
import { ArrowUpFromLine, PiggyBank } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { LoadError } from "~/components/ui/load-error";
import { Options } from "~/components/ui/options";
import { Loading, Skeleton } from "~/components/ui/skeleton";
import { Dialog } from "~/features/dashboard/dialog";
import { AmountDateForm, TextField, useEditorForm } from "~/features/dashboard/editor";
import { todayIso } from "~/features/dashboard/filters";
import { brDate, brl, reaisInput } from "~/features/dashboard/format";
import { ListPage } from "~/features/dashboard/list-page";
import { Select } from "~/features/dashboard/select";
import { ProgressRow } from "~/features/planning/progress";
import { useGoalDeposits, useGoals } from "~/features/planning/queries";
import { callApi } from "~/lib/api-client";

export const meta = () => [{ title: "Metas | Tostão" }, { name: "robots", content: "noindex" }];

type Row = GoalDto & { description: string };

function deadlineText(g: GoalDto): string {
  if (g.reached) return "Meta atingida!";
  if (!g.deadline) return "Sem prazo";
  if (g.overdue) return `Prazo vencido em ${brDate(g.deadline)}`;
  const need = g.monthlyNeedCents ? ` · faltam ${brl(g.monthlyNeedCents)} por mês` : "";
  return `Até ${brDate(g.deadline)}${need}`;
}

export default function GoalsPage() {
  const goals = useGoals();
  const [depositing, setDepositing] = useState<GoalDto | null>(null);
  const [withdrawing, setWithdrawing] = useState<GoalDto | null>(null);
  const [history, setHistory] = useState<GoalDto | null>(null);
  return (
    <ListPage
      title="Metas"
      newLabel="Nova meta"
      newTitle="Nova meta"
      editTitle="Editar meta"
      query={goals}
      loadError="Não foi possível carregar suas metas."
      items={(goals.data?.items ?? []).map((g): Row => ({ ...g, description: g.name }))}
      empty={
        "Nenhuma meta ainda. Crie aqui ou mande no chat: “quero juntar 5 mil pra viagem até dezembro”. Depois, “guardei 500 pra viagem” conta para a meta."
      }
      details={(g) => (
        <ProgressRow
          heading={goalKindLabels[g.kind]}
          label={`Progresso da meta ${g.name}`}
          percent={g.percent}
          tone={g.reached ? "success" : "default"}
          valueText={`${g.percent}% da meta`}
          amounts={
            <>
              {brl(g.savedCents)} de {brl(g.targetCents)} ({g.percent}%)
              {g.reached ? "" : ` · faltam ${brl(g.remainingCents)}`}
            </>
          }
          status={deadlineText(g)}
          statusClass={g.overdue ? "text-destructive" : undefined}
        />
      )}
      actions={(g) => (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setHistory(g)}
            aria-label={`Depósitos de ${g.name}`}
          >
            Histórico
          </Button>
          {g.kind !== "debt" && g.savedCents > 0 ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setWithdrawing(g)}
              aria-label={`Retirar de ${g.name}`}
            >
              <ArrowUpFromLine aria-hidden="true" /> Retirar
            </Button>
          ) : null}
          <Button size="sm" onClick={() => setDepositing(g)} aria-label={`Depositar em ${g.name}`}>
            <PiggyBank aria-hidden="true" /> {g.kind === "debt" ? "Pagar" : "Depositar"}
          </Button>
        </>
      )}
      removeTitle="Excluir meta?"
      removeNote="os depósitos continuam nos seus registros, só deixam de contar para a meta."
      remove={(g) => callApi(planningEndpoints.deleteGoal, { params: { id: g.id } })}
      removed="Meta excluída"
      form={(initial, done) => <GoalForm initial={initial} onDone={done} />}
    >
      <Dialog
        open={depositing !== null}
        onClose={() => setDepositing(null)}
        title={
          depositing?.kind === "debt"
            ? `Pagamento: ${depositing.name}`
            : `Depositar em ${depositing?.name ?? ""}`
        }
      >
        {depositing ? (
          <DepositForm key={depositing.id} goal={depositing} onDone={() => setDepositing(null)} />
        ) : null}
      </Dialog>
      <Dialog
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={`Retirar de ${withdrawing?.name ?? ""}`}
      >
        {withdrawing ? (
          <DepositForm key={withdrawing.id} goal={withdrawing} onDone={() => setWithdrawing(null)} out />
        ) : null}
      </Dialog>
      <Dialog
        open={history !== null}
        onClose={() => setHistory(null)}
        title={`Histórico: ${history?.name ?? ""}`}
      >
        {history ? <Deposits goal={history} /> : null}
      </Dialog>
    </ListPage>
  );
}

function GoalForm({ initial, onDone }: { initial: Row | null; onDone: () => void }) {
  const editor = useEditorForm({
    schema: goalFormSchema,
    defaults: {
      kind: initial?.kind ?? "savings",
      name: initial?.name ?? "",
      target: initial ? reaisInput(initial.targetCents) : "",
      deadline: initial?.deadline ?? "",
    },
    save: (v) => {
      const body = { kind: v.kind, name: v.name, targetCents: v.target, deadline: v.deadline };
      return initial
        ? callApi(planningEndpoints.updateGoal, { params: { id: initial.id }, body })
        : callApi(planningEndpoints.saveGoal, { body });
    },
    onDone,
    done: () => (initial ? "Meta atualizada" : "Meta criada"),
  });
  const { form, errors: e, field } = editor;
  return (
    <AmountDateForm
      editor={editor}
      amount={{ id: "goal-target", label: "Valor da meta (R$)", name: "target" }}
      date={{ id: "goal-deadline", label: "Prazo (opcional)", name: "deadline" }}
    >
      <TextField id="goal-name" label="Nome" placeholder="Ex.: Viagem" {...field("name")} />
      <FormField id="goal-kind" label="Tipo" error={e.kind?.message}>
        <Select {...form.register("kind")}>
          <Options
            items={Object.keys(goalKindLabels) as Array<keyof typeof goalKindLabels>}
            value={(k) => k}
            label={(k) => goalKindLabels[k]}
          />
        </Select>
      </FormField>
    </AmountDateForm>
  );
}

/** Money put towards a goal, or (`out`) taken back out of it. */
function DepositForm({ goal, onDone, out = false }: { goal: GoalDto; onDone: () => void; out?: boolean }) {
  const editor = useEditorForm({
    schema: goalDepositFormSchema,
    defaults: { amount: "", date: todayIso() },
    save: (v) =>
      callApi(out ? planningEndpoints.addGoalWithdrawal : planningEndpoints.addGoalDeposit, {
        params: { id: goal.id },
        body: { amountCents: v.amount, date: v.date },
      }),
    onDone,
    done: ({ item }) =>
      `${item.name}: ${brl(item.savedCents)} de ${brl(item.targetCents)} (${item.percent}%)`,
  });
  const id = out ? "withdraw" : "deposit";
  return (
    <AmountDateForm
      editor={editor}
      amount={{ id: `${id}-amount`, label: "Valor (R$)", name: "amount" }}
      date={{ id: `${id}-date`, label: "Data", name: "date" }}
      hint={
        out
          ? `Guardado: ${brl(goal.savedCents)}. Sai da meta e volta para o seu dinheiro: não é despesa nem receita.`
          : goal.kind === "debt"
            ? "Entra como despesa em Dívidas e conta no progresso da meta."
            : "Entra como investimento (dinheiro guardado) e conta no progresso da meta."
      }
    />
  );
}

function Deposits({ goal }: { goal: GoalDto }) {
  const deposits = useGoalDeposits(goal.id);
  if (deposits.isPending) {
    return (
      <Loading label="Carregando os depósitos…" className="space-y-2">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </Loading>
    );
  }
  if (deposits.isError) {
    return (
      <LoadError
        message="Não foi possível carregar os depósitos."
        onRetry={() => void deposits.refetch()}
        retrying={deposits.isFetching}
      />
    );
  }
  // deposits and money taken back out, newest first
  const lines = [
    ...(deposits.data?.items ?? []).map((t) => ({ key: `d${t.id}`, date: t.date, cents: t.amountCents })),
    ...(deposits.data?.withdrawals ?? []).map((w) => ({
      key: `w${w.id}`,
      date: w.date,
      cents: -w.amountCents,
    })),
  ].sort((a, b) => b.date.localeCompare(a.date));
  if (lines.length === 0)
    return (
      <p className="text-muted-foreground">Nenhum depósito ainda. Use o botão Depositar ou mande no chat.</p>
    );
  return (
    <ul className="divide-y divide-border">
      {lines.map((l) => (
        <li key={l.key} className="flex justify-between gap-2 py-2 text-sm">
          <span>
            {brDate(l.date)}
            {l.cents < 0 ? <span className="text-muted-foreground"> · retirada</span> : null}
          </span>
          <span className="tabular-nums">{l.cents < 0 ? `−${brl(-l.cents)}` : brl(l.cents)}</span>
        </li>
      ))}
    </ul>
  );
}
