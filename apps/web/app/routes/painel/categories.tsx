import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import {
  type Category,
  type CategoryCreate,
  categoryCreateSchema,
  categoryEndpoints,
} from "@tostao/core/dashboard/categories";
import { categoryColor } from "@tostao/core/dashboard/category-palette";
import { recordKindLabels, recordKinds } from "@tostao/core/dashboard/fields";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadError } from "~/components/ui/load-error";
import { Loading, Skeleton, SkeletonRows } from "~/components/ui/skeleton";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { Dialog } from "~/features/dashboard/dialog";
import { useListFeedback } from "~/features/dashboard/editable-list";
import { ErrorAlert } from "~/features/dashboard/error-alert";
import { CategoryOptions, KindOptions } from "~/features/dashboard/options";
import { useCategories } from "~/features/dashboard/queries";
import { Select } from "~/features/dashboard/select";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Categorias | Tostão");

export default function CategoriesPage() {
  const categories = useCategories();
  const [merging, setMerging] = useState<Category | null>(null);
  // Every change is an operation on the books: its toast offers "Desfazer".
  const { refresh, failed } = useListFeedback();
  const update = useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { name?: string; color?: string | null; archived?: boolean };
    }) => callApi(categoryEndpoints.update, { params: { id }, body }),
    onSuccess: (result, { body }) =>
      refresh(
        body.archived === true
          ? "Categoria arquivada"
          : body.archived === false
            ? "Categoria reativada"
            : "Categoria atualizada",
        result,
      ),
    onError: failed,
  });
  const items = categories.data?.items ?? [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Categorias</h1>
      <NewCategory />
      {categories.isError ? (
        <LoadError
          message={apiErrorMessage(categories.error)}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : categories.isPending ? (
        <Loading label="Carregando as categorias…" className="space-y-6">
          {recordKinds.map((kind) => (
            <div key={kind} className="space-y-2">
              <Skeleton className="h-5 w-28" />
              <SkeletonRows rows={kind === "expense" ? 5 : 2} />
            </div>
          ))}
        </Loading>
      ) : null}
      {categories.isSuccess &&
        recordKinds.map((kind) => (
          <section key={kind} aria-labelledby={`cat-${kind}`}>
            <h2 id={`cat-${kind}`} className="mb-2 font-bold">
              {recordKindLabels[kind]}
            </h2>
            <ul className="divide-y divide-border rounded-xl border border-border">
              {items
                .filter((c) => c.kind === kind)
                .map((c) => (
                  <li key={c.id} className="flex flex-col gap-1 p-2 sm:flex-row sm:items-center sm:gap-2">
                    <div className="flex min-w-0 flex-1 items-center gap-2">
                      <input
                        type="color"
                        aria-label={`Cor de ${c.name}`}
                        value={categoryColor(c.color)}
                        onChange={(e) => update.mutate({ id: c.id, body: { color: e.target.value } })}
                        className="size-8 shrink-0 cursor-pointer rounded border-0 bg-transparent"
                      />
                      <input
                        // A name given back by "Desfazer" shows again.
                        key={c.name}
                        aria-label={`Nome de ${c.name}`}
                        defaultValue={c.name}
                        onBlur={(e) =>
                          e.target.value.trim() !== c.name &&
                          update.mutate({ id: c.id, body: { name: e.target.value } })
                        }
                        className="h-9 min-w-0 flex-1 rounded-md border border-transparent bg-transparent px-2 hover:border-input"
                      />
                      <span className="shrink-0 whitespace-nowrap text-xs text-muted-foreground">
                        {c.count.toLocaleString("pt-BR")} {c.count === 1 ? "registro" : "registros"}
                      </span>
                      {c.archived ? (
                        <span className="shrink-0 rounded bg-muted px-2 text-xs">Arquivada</span>
                      ) : null}
                    </div>
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => update.mutate({ id: c.id, body: { archived: !c.archived } })}
                      >
                        {c.archived ? "Reativar" : "Arquivar"}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setMerging(c)}>
                        Juntar com…
                      </Button>
                    </div>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      <MergeDialog from={merging} options={items} onClose={() => setMerging(null)} />
    </div>
  );
}

function NewCategory() {
  const { refresh } = useListFeedback();
  const form = useForm<CategoryCreate>({
    resolver: zodResolver(categoryCreateSchema),
    defaultValues: { name: "", kind: "expense" },
  });
  const create = useMutation({
    mutationFn: (body: CategoryCreate) => callApi(categoryEndpoints.create, { body }),
    onSuccess: (result) => {
      form.reset({ name: "", kind: form.getValues("kind") });
      return refresh("Categoria criada", result);
    },
  });
  const error =
    form.formState.errors.name?.message ?? (create.isError ? apiErrorMessage(create.error) : undefined);
  return (
    <form
      onSubmit={form.handleSubmit((body) => create.mutate(body))}
      className="flex flex-wrap items-end gap-2 rounded-xl border border-border p-3"
      noValidate
    >
      <div className="min-w-48 flex-1">
        <FormField id="new-category" label="Nova categoria" error={error}>
          <Input placeholder="Ex.: Pets" {...form.register("name")} />
        </FormField>
      </div>
      <label className="grid gap-1 text-sm font-medium">
        Tipo
        <Select {...form.register("kind")}>
          <KindOptions />
        </Select>
      </label>
      <Button type="submit" disabled={create.isPending}>
        Adicionar
      </Button>
    </form>
  );
}

function MergeDialog({
  from,
  options,
  onClose,
}: {
  from: Category | null;
  options: Category[];
  onClose: () => void;
}) {
  const { refresh } = useListFeedback();
  const [intoId, setIntoId] = useState("");
  const merge = useMutation({
    mutationFn: () =>
      callApi(categoryEndpoints.merge, { params: { id: from?.id ?? 0 }, body: { intoId: Number(intoId) } }),
    onSuccess: (result) => {
      const { moved, item } = result;
      onClose();
      return refresh(
        `Categorias juntadas: ${moved} ${moved === 1 ? "registro" : "registros"} agora em ${item.name}`,
        result,
      );
    },
  });
  return (
    <Dialog open={from !== null} onClose={onClose} title={`Juntar “${from?.name}” com outra categoria`}>
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">
          Os registros de “{from?.name}” passam para a categoria escolhida e “{from?.name}” deixa de existir.
        </p>
        <label className="grid gap-1 text-sm font-medium">
          Juntar com
          <Select value={intoId} onChange={(e) => setIntoId(e.target.value)}>
            <option value="">Escolha…</option>
            <CategoryOptions categories={options.filter((c) => c.kind === from?.kind && c.id !== from?.id)} />
          </Select>
        </label>
        <ErrorAlert error={merge.error} className="text-sm" />
        <Button disabled={!intoId || merge.isPending} onClick={() => merge.mutate()}>
          Juntar
        </Button>
      </div>
    </Dialog>
  );
}
