import { recordKindLabels } from "@tostao/core/dashboard/fields";
import { recurringFormSchema } from "@tostao/core/dashboard/forms";
import { type RecurringRule, recurringEndpoints } from "@tostao/core/dashboard/recurring";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { useListAction } from "~/features/dashboard/editable-list";
import { EditorForm, FieldPair, MoneyField, TextField, useEditorForm } from "~/features/dashboard/editor";
import { todayIso } from "~/features/dashboard/filters";
import { brl, reaisInput } from "~/features/dashboard/format";
import { ListPage } from "~/features/dashboard/list-page";
import { CategoryOptions, KindOptions } from "~/features/dashboard/options";
import { useCategories, useRecurring } from "~/features/dashboard/queries";
import { Select } from "~/features/dashboard/select";
import { callApi } from "~/lib/api-client";

export const meta = () => [{ title: "Despesas fixas | Tostão" }, { name: "robots", content: "noindex" }];

export default function RecurringPage() {
  const rules = useRecurring();
  const toggle = useListAction(
    (r: RecurringRule) =>
      callApi(recurringEndpoints.update, { params: { id: r.id }, body: { active: !r.active } }),
    "Despesa fixa atualizada",
  );
  return (
    <ListPage
      title="Despesas fixas"
      newLabel="Nova despesa fixa"
      newTitle="Nova despesa fixa"
      editTitle="Editar despesa fixa"
      intro={
        <p className="text-sm text-muted-foreground">Entram nos seus registros no dia marcado de cada mês.</p>
      }
      query={rules}
      loadError="Não foi possível carregar suas despesas fixas."
      items={rules.data?.items ?? []}
      empty={"Nenhuma despesa fixa. Crie aqui ou mande no chat: “aluguel de 1500 todo dia 5”."}
      details={(r) => (
        <>
          {recordKindLabels[r.kind]} · todo dia {r.dayOfMonth} · {r.category ?? "Sem categoria"}
          {r.active ? "" : " · Pausada"}
        </>
      )}
      amount={(r) => brl(r.amountCents)}
      actions={(r) => (
        <Button variant="outline" size="sm" onClick={() => toggle.mutate(r)}>
          {r.active ? "Pausar" : "Retomar"}
        </Button>
      )}
      removeTitle="Excluir despesa fixa?"
      removeNote="deixa de entrar nos próximos meses. Os registros que ela já lançou continuam."
      remove={(r) => callApi(recurringEndpoints.remove, { params: { id: r.id } })}
      removed="Despesa fixa excluída"
      form={(initial, done) => <RecurringForm initial={initial} onDone={done} />}
    />
  );
}

function RecurringForm({ initial, onDone }: { initial: RecurringRule | null; onDone: () => void }) {
  const categories = useCategories();
  const editor = useEditorForm({
    schema: recurringFormSchema,
    defaults: {
      kind: initial?.kind ?? "expense",
      amount: initial ? reaisInput(initial.amountCents) : "",
      description: initial?.description ?? "",
      dayOfMonth: initial?.dayOfMonth ?? 5,
      categoryId: initial?.categoryId ? String(initial.categoryId) : "",
    },
    save: (v) => {
      const common = {
        amountCents: v.amount,
        description: v.description,
        dayOfMonth: v.dayOfMonth,
        categoryId: v.categoryId,
      };
      return initial
        ? callApi(recurringEndpoints.update, { params: { id: initial.id }, body: common })
        : callApi(recurringEndpoints.create, { body: { ...common, kind: v.kind, startsOn: todayIso() } });
    },
    onDone,
    done: () => (initial ? "Despesa fixa atualizada" : "Despesa fixa criada"),
  });
  const { form, errors: e, field } = editor;
  const kind = form.watch("kind");
  return (
    <EditorForm editor={editor}>
      <FieldPair>
        <FormField id="rec-kind" label="Tipo" error={e.kind?.message}>
          <Select disabled={Boolean(initial)} {...form.register("kind")}>
            <KindOptions />
          </Select>
        </FormField>
        <MoneyField id="rec-amount" label="Valor (R$)" {...field("amount")} />
      </FieldPair>
      <TextField
        id="rec-description"
        label="Descrição"
        placeholder="Ex.: Aluguel"
        {...field("description")}
      />
      <FieldPair>
        <TextField id="rec-day" label="Dia do mês" type="number" min={1} max={31} {...field("dayOfMonth")} />
        <FormField id="rec-category" label="Categoria" error={e.categoryId?.message}>
          <Select {...form.register("categoryId")}>
            <option value="">Sem categoria</option>
            <CategoryOptions
              categories={(categories.data?.items ?? []).filter((c) => c.kind === kind && !c.archived)}
            />
          </Select>
        </FormField>
      </FieldPair>
    </EditorForm>
  );
}
