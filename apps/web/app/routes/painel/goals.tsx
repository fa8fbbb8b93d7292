import { zodResolver } from "@hookform/resolvers/zod";
import { type GoalDto, planningEndpoints } from "@tostao/core/planning/api";
import {
  type GoalDepositFormInput,
  type GoalFormInput,
  goalDepositFormSchema,
  goalFormSchema,
  goalKindLabels,
} from "@tostao/core/planning/forms";
import { PiggyBank } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Dialog } from "~/features/dashboard/dialog";
import {
  EditableList,
  EditorDialog,
  EditorForm,
  ListHeader,
  useEditorSave,
  useListAction,
} from "~/features/dashboard/editable-list";
import { todayIso } from "~/features/dashboard/filters";
import { brDate, brl, reaisInput } from "~/features/dashboard/format";
import { Select } from "~/features/dashboard/select";
import { ProgressBar } from "~/features/planning/progress";
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
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [depositing, setDepositing] = useState<GoalDto | null>(null);
  const [history, setHistory] = useState<GoalDto | null>(null);
  const remove = useListAction(
    (id: number) => callApi(planningEndpoints.deleteGoal, { params: { id } }),
    "Meta excluída",
  );
  const rows: Row[] = (goals.data?.items ?? []).map((g) => ({ ...g, description: g.name }));
  return (
    <div className="space-y-4">
      <ListHeader title="Metas" newLabel="Nova meta" onNew={() => setEditing("new")} />
      {goals.isError ? (
        <p role="alert" className="text-destructive">
          Não foi possível carregar suas metas. Recarregue a página.
        </p>
      ) : null}
      <EditableList
        pending={goals.isPending}
        items={rows}
        empty={
          'Nenhuma meta ainda. Crie aqui ou mande no chat: "quero juntar 5 mil pra viagem até dezembro". Depois, "guardei 500 pra viagem" conta para a meta.'
        }
        details={(g) => (
          <span className="mt-1 block space-y-1">
            <span className="block">{goalKindLabels[g.kind]}</span>
            <ProgressBar
              label={`Progresso da meta ${g.name}`}
              percent={g.percent}
              tone={g.reached ? "success" : "default"}
              valueText={`${g.percent}% da meta`}
            />
            <span className="block">
              {brl(g.savedCents)} de {brl(g.targetCents)} ({g.percent}%)
              {g.reached ? "" : ` · faltam ${brl(g.remainingCents)}`}
            </span>
            <span className={g.overdue ? "block text-destructive" : "block"}>{deadlineText(g)}</span>
          </span>
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
            <Button size="sm" onClick={() => setDepositing(g)} aria-label={`Depositar em ${g.name}`}>
              <PiggyBank aria-hidden="true" /> {g.kind === "debt" ? "Pagar" : "Depositar"}
            </Button>
          </>
        )}
        onEdit={setEditing}
        onRemove={(g) => remove.mutate(g.id)}
      />
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        newTitle="Nova meta"
        editTitle="Editar meta"
        form={(initial) => <GoalForm initial={initial} onDone={() => setEditing(null)} />}
      />
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
        open={history !== null}
        onClose={() => setHistory(null)}
        title={`Histórico: ${history?.name ?? ""}`}
      >
        {history ? <Deposits goal={history} /> : null}
      </Dialog>
    </div>
  );
}

function GoalForm({ initial, onDone }: { initial: Row | null; onDone: () => void }) {
  const form = useForm<GoalFormInput, unknown, z.output<typeof goalFormSchema>>({
    resolver: zodResolver(goalFormSchema),
    defaultValues: {
      kind: initial?.kind ?? "savings",
      name: initial?.name ?? "",
      target: initial ? reaisInput(initial.targetCents) : "",
      deadline: initial?.deadline ?? "",
    },
  });
  const save = useEditorSave(
    (v: z.output<typeof goalFormSchema>) => {
      const body = { kind: v.kind, name: v.name, targetCents: v.target, deadline: v.deadline };
      return initial
        ? callApi(planningEndpoints.updateGoal, { params: { id: initial.id }, body })
        : callApi(planningEndpoints.saveGoal, { body });
    },
    onDone,
    () => (initial ? "Meta atualizada" : "Meta criada"),
  );
  const e = form.formState.errors;
  return (
    <EditorForm onSubmit={form.handleSubmit((v) => save.mutate(v))} save={save}>
      <FormField id="goal-name" label="Nome" error={e.name?.message}>
        <Input placeholder="Ex.: Viagem" autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField id="goal-kind" label="Tipo" error={e.kind?.message}>
        <Select {...form.register("kind")}>
          {(Object.keys(goalKindLabels) as Array<keyof typeof goalKindLabels>).map((k) => (
            <option key={k} value={k}>
              {goalKindLabels[k]}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="goal-target" label="Valor da meta (R$)" error={e.target?.message}>
          <Input inputMode="decimal" placeholder="0,00" autoComplete="off" {...form.register("target")} />
        </FormField>
        <FormField id="goal-deadline" label="Prazo (opcional)" error={e.deadline?.message}>
          <Input type="date" {...form.register("deadline")} />
        </FormField>
      </div>
    </EditorForm>
  );
}

function DepositForm({ goal, onDone }: { goal: GoalDto; onDone: () => void }) {
  const form = useForm<GoalDepositFormInput, unknown, z.output<typeof goalDepositFormSchema>>({
    resolver: zodResolver(goalDepositFormSchema),
    defaultValues: { amount: "", date: todayIso() },
  });
  const save = useEditorSave(
    (v: z.output<typeof goalDepositFormSchema>) =>
      callApi(planningEndpoints.addGoalDeposit, {
        params: { id: goal.id },
        body: { amountCents: v.amount, date: v.date },
      }),
    onDone,
    ({ item }) => `${item.name}: ${brl(item.savedCents)} de ${brl(item.targetCents)} (${item.percent}%)`,
  );
  const e = form.formState.errors;
  return (
    <EditorForm onSubmit={form.handleSubmit((v) => save.mutate(v))} save={save}>
      <p className="text-sm text-muted-foreground">
        {goal.kind === "debt"
          ? "Entra como despesa em Dívidas e conta no progresso da meta."
          : "Entra como investimento (dinheiro guardado) e conta no progresso da meta."}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="deposit-amount" label="Valor (R$)" error={e.amount?.message}>
          <Input inputMode="decimal" placeholder="0,00" autoComplete="off" {...form.register("amount")} />
        </FormField>
        <FormField id="deposit-date" label="Data" error={e.date?.message}>
          <Input type="date" {...form.register("date")} />
        </FormField>
      </div>
    </EditorForm>
  );
}

function Deposits({ goal }: { goal: GoalDto }) {
  const deposits = useGoalDeposits(goal.id);
  if (deposits.isPending) return <p role="status">Carregando...</p>;
  const items = deposits.data?.items ?? [];
  if (items.length === 0)
    return (
      <p className="text-muted-foreground">Nenhum depósito ainda. Use o botão Depositar ou mande no chat.</p>
    );
  return (
    <ul className="divide-y divide-border">
      {items.map((t) => (
        <li key={t.id} className="flex justify-between gap-2 py-2 text-sm">
          <span>{brDate(t.date)}</span>
          <span className="tabular-nums">{brl(t.amountCents)}</span>
        </li>
      ))}
    </ul>
  );
}
