import { type LimitDto, planningEndpoints } from "@tostao/core/planning/api";
import { limitFormSchema } from "@tostao/core/planning/forms";
import { FormField } from "~/components/ui/form-field";
import { EditorForm, MoneyField, useEditorForm } from "~/features/dashboard/editor";
import { brl, reaisInput } from "~/features/dashboard/format";
import { ListPage } from "~/features/dashboard/list-page";
import { CategoryOptions } from "~/features/dashboard/options";
import { useCategories } from "~/features/dashboard/queries";
import { Select } from "~/features/dashboard/select";
import { PlanGate } from "~/features/plan/locked-feature";
import { usePlanFeature } from "~/features/plan/queries";
import { ProgressRow } from "~/features/planning/progress";
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
  "Um teto de gastos por mês em cada categoria de despesa (mercado, restaurantes, transporte…). Ao passar de 80% e de 100%, o Tostão avisa no chat, uma vez por mês em cada marca.";

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
  return (
    <ListPage
      title="Limites"
      newLabel="Novo limite"
      newTitle="Novo limite"
      editTitle="Editar limite"
      intro={<p className="text-sm text-muted-foreground">{about}</p>}
      query={limits}
      loadError="Não foi possível carregar seus limites."
      items={(limits.data?.items ?? []).map(
        (l): Row => ({ ...l, id: l.categoryId, description: l.category }),
      )}
      empty={"Nenhum limite ainda. Crie aqui ou mande no chat: “limite de 800 no mercado”."}
      details={(l) => {
        const state = alertState(l);
        return (
          <ProgressRow
            label={`Limite de ${l.category}`}
            percent={l.percent}
            max={Math.max(120, Math.min(l.percent, 200))}
            marks={[80, 100]}
            tone={state.tone}
            valueText={`${l.percent}% do limite gasto`}
            amounts={
              <>
                {brl(l.spentCents)} de {brl(l.limitCents)} ({l.percent}%) ·{" "}
                {l.leftCents >= 0 ? `restam ${brl(l.leftCents)}` : `passou ${brl(-l.leftCents)}`} ·{" "}
                {days(l.daysLeft)} até o fim do mês
              </>
            }
            status={state.text}
            statusClass={
              state.tone === "danger"
                ? "font-semibold text-destructive"
                : state.tone === "warning"
                  ? "font-semibold text-amber-700 dark:text-amber-400"
                  : undefined
            }
          />
        );
      }}
      removeTitle="Excluir limite?"
      removeNote={(l) => `os gastos em ${l.category} deixam de ter teto e o Tostão para de avisar.`}
      remove={(l) => callApi(planningEndpoints.deleteLimit, { params: { id: l.categoryId } })}
      removed="Limite removido"
      form={(initial, done) => <LimitForm initial={initial} onDone={done} />}
    />
  );
}

function LimitForm({ initial, onDone }: { initial: Row | null; onDone: () => void }) {
  const categories = useCategories();
  const options = (categories.data?.items ?? []).filter((c) => c.kind === "expense" && !c.archived);
  const editor = useEditorForm({
    schema: limitFormSchema,
    defaults: {
      category: initial?.category ?? "",
      amount: initial ? reaisInput(initial.limitCents) : "",
    },
    save: (v) =>
      callApi(planningEndpoints.saveLimit, { body: { category: v.category, amountCents: v.amount } }),
    onDone,
    done: () => (initial ? "Limite atualizado" : "Limite criado"),
  });
  const { form, errors: e, field } = editor;
  return (
    <EditorForm editor={editor}>
      {initial ? (
        <p>
          Categoria: <strong>{initial.category}</strong>
        </p>
      ) : (
        <FormField id="limit-category" label="Categoria de despesa" error={e.category?.message}>
          <Select {...form.register("category")}>
            <option value="">Escolha…</option>
            <CategoryOptions categories={options} by="name" />
          </Select>
        </FormField>
      )}
      <MoneyField id="limit-amount" label="Limite por mês (R$)" {...field("amount")} />
    </EditorForm>
  );
}
