import { zodResolver } from "@hookform/resolvers/zod";

import { type LimitDto, planningEndpoints } from "@tostao/core/planning/api";
import { type LimitFormInput, limitFormSchema } from "@tostao/core/planning/forms";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import {
  EditableList,
  EditorDialog,
  EditorForm,
  ListHeader,
  useEditorSave,
  useListAction,
} from "~/features/dashboard/editable-list";
import { brl, reaisInput } from "~/features/dashboard/format";
import { useCategories } from "~/features/dashboard/queries";
import { Select } from "~/features/dashboard/select";
import { PlanGate } from "~/features/plan/locked-feature";
import { usePlanFeature } from "~/features/plan/queries";
import { ProgressBar } from "~/features/planning/progress";
import { useLimits } from "~/features/planning/queries";
import { callApi } from "~/lib/api-client";

export const meta = () => [{ title: "Limites | Tostão" }, { name: "robots", content: "noindex" }];

type Row = LimitDto & { id: number; description: string };

/** Where the month stands against the limit: the alerts go out at 80 % and at 100 %. */
function alertState(l: LimitDto): { text: string; tone: "default" | "warning" | "danger" } {
  if (l.percent >= 100) return { text: "Limite estourado: passou de 100%", tone: "danger" };
  if (l.percent >= 80) return { text: "Atenção: passou de 80% do limite", tone: "warning" };
  return { text: "Dentro do limite", tone: "default" };
}

const days = (n: number) => (n === 1 ? "1 dia" : `${n} dias`);

const about =
  "Um teto de gastos por mês em cada categoria de despesa (mercado, restaurantes, transporte...). Ao passar de 80% e de 100%, o Tostão avisa no chat, uma vez por mês em cada marca.";

/** The limits, or on a plan without them what they are and which plans have them. */
export default function LimitsPage() {
  if (usePlanFeature("limits")?.allowed) return <Limits />;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Limites</h1>
      <PlanGate feature="limits" about={about}>
        {null}
      </PlanGate>
    </div>
  );
}

function Limits() {
  const limits = useLimits();
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const remove = useListAction(
    (categoryId: number) => callApi(planningEndpoints.deleteLimit, { params: { id: categoryId } }),
    "Limite removido",
  );
  const rows: Row[] = (limits.data?.items ?? []).map((l) => ({
    ...l,
    id: l.categoryId,
    description: l.category,
  }));
  return (
    <div className="space-y-4">
      <ListHeader title="Limites" newLabel="Novo limite" onNew={() => setEditing("new")} />
      <p className="text-sm text-muted-foreground">{about}</p>
      {limits.isError ? (
        <p role="alert" className="text-destructive">
          Não foi possível carregar seus limites. Recarregue a página.
        </p>
      ) : null}
      <EditableList
        pending={limits.isPending}
        items={rows}
        empty={'Nenhum limite ainda. Crie aqui ou mande no chat: "limite de 800 pro mercado".'}
        details={(l) => {
          const state = alertState(l);
          return (
            <span className="mt-1 block space-y-1">
              <ProgressBar
                label={`Limite de ${l.category}`}
                percent={l.percent}
                max={Math.max(120, Math.min(l.percent, 200))}
                marks={[80, 100]}
                tone={state.tone}
                valueText={`${l.percent}% do limite gasto`}
              />
              <span className="block">
                {brl(l.spentCents)} de {brl(l.limitCents)} ({l.percent}%) ·{" "}
                {l.leftCents >= 0 ? `restam ${brl(l.leftCents)}` : `passou ${brl(-l.leftCents)}`} ·{" "}
                {days(l.daysLeft)} até o fim do mês
              </span>
              <span
                className={
                  state.tone === "danger"
                    ? "block font-semibold text-destructive"
                    : state.tone === "warning"
                      ? "block font-semibold text-amber-700 dark:text-amber-400"
                      : "block"
                }
              >
                {state.text}
              </span>
            </span>
          );
        }}
        actions={() => null}
        onEdit={setEditing}
        onRemove={(l) => remove.mutate(l.categoryId)}
      />
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        newTitle="Novo limite"
        editTitle="Editar limite"
        form={(initial) => <LimitForm initial={initial} onDone={() => setEditing(null)} />}
      />
    </div>
  );
}

function LimitForm({ initial, onDone }: { initial: Row | null; onDone: () => void }) {
  const categories = useCategories();
  const options = (categories.data?.items ?? []).filter((c) => c.kind === "expense" && !c.archived);
  const form = useForm<LimitFormInput, unknown, z.output<typeof limitFormSchema>>({
    resolver: zodResolver(limitFormSchema),
    defaultValues: {
      category: initial?.category ?? "",
      amount: initial ? reaisInput(initial.limitCents) : "",
    },
  });
  const save = useEditorSave(
    (v: z.output<typeof limitFormSchema>) =>
      callApi(planningEndpoints.saveLimit, { body: { category: v.category, amountCents: v.amount } }),
    onDone,
    () => (initial ? "Limite atualizado" : "Limite criado"),
  );
  const e = form.formState.errors;
  return (
    <EditorForm onSubmit={form.handleSubmit((v) => save.mutate(v))} save={save}>
      {initial ? (
        <p>
          Categoria: <strong>{initial.category}</strong>
        </p>
      ) : (
        <FormField id="limit-category" label="Categoria de despesa" error={e.category?.message}>
          <Select {...form.register("category")}>
            <option value="">Escolha...</option>
            {options.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField id="limit-amount" label="Limite por mês (R$)" error={e.amount?.message}>
        <Input inputMode="decimal" placeholder="0,00" autoComplete="off" {...form.register("amount")} />
      </FormField>
    </EditorForm>
  );
}
