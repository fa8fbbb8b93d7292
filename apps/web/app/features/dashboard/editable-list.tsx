import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEventHandler, Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { Dialog } from "~/features/dashboard/dialog";
import { meKey } from "~/features/dashboard/queries";
import { toast } from "~/lib/use-toast";

/**
 * Feedback for the row actions of a dashboard list: every change is confirmed with a toast and
 * refetches the person's data, so the overview and the list never disagree.
 */
export function useListFeedback() {
  const client = useQueryClient();
  const refresh = (title: string) => {
    toast({ title });
    return client.invalidateQueries({ queryKey: meKey });
  };
  const failed = (error: unknown) =>
    toast({ title: "Não foi possível salvar", description: apiErrorMessage(error), variant: "destructive" });
  return { refresh, failed };
}

/** A row action (mark paid, remove...): a toast confirms it and the dashboard refetches. */
export function useListAction<V>(run: (value: V) => Promise<unknown>, done: string) {
  const { refresh, failed } = useListFeedback();
  return useMutation({ mutationFn: run, onSuccess: () => refresh(done), onError: failed });
}

/**
 * The save of an editor form: on success it closes the dialog (`onDone`), confirms with a toast
 * (`done` names what happened) and refetches; a refusal stays in the form (see EditorForm).
 */
export function useEditorSave<V, R>(
  save: (values: V) => Promise<R>,
  onDone: () => void,
  done: (result: R) => string,
) {
  const { refresh } = useListFeedback();
  return useMutation({
    mutationFn: save,
    onSuccess: (result) => {
      onDone();
      return refresh(done(result));
    },
  });
}

/** An editor dialog's form: the fields, then the API's refusal in words and the Salvar button. */
export function EditorForm({
  onSubmit,
  save,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  save: { isPending: boolean; error: unknown };
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      {children}
      <SaveFooter pending={save.isPending} error={save.error} />
    </form>
  );
}

export function ListHeader({
  title,
  newLabel,
  onNew,
}: {
  title: string;
  newLabel: string;
  onNew: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">{title}</h1>
      <Button onClick={onNew}>
        <Plus aria-hidden="true" /> {newLabel}
      </Button>
    </div>
  );
}

type Editable = { id: number; description: string };

/**
 * The list of recurring expenses and of reminders: each row shows its description and details,
 * page-specific actions, then edit and delete buttons named after the item for screen readers.
 */
export function EditableList<T extends Editable>({
  pending,
  items,
  empty,
  details,
  actions,
  onEdit,
  onRemove,
}: {
  pending: boolean;
  items: T[];
  empty: string;
  details: (item: T) => ReactNode;
  actions: (item: T) => ReactNode;
  /** Left out for items that are not edited in place. */
  onEdit?: (item: T) => void;
  onRemove: (item: T) => void;
}) {
  if (pending) return <p role="status">Carregando...</p>;
  if (items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border p-6 text-center">
        <p className="text-muted-foreground">{empty}</p>
        <Link to="/chat" className="mt-3 inline-block font-semibold text-primary underline">
          Abrir o chat
        </Link>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-border rounded-xl border border-border">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-2 p-3">
          <div className="min-w-0 flex-1">
            <p className="font-medium">{item.description}</p>
            <p className="text-sm text-muted-foreground">{details(item)}</p>
          </div>
          {actions(item)}
          {onEdit ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label={`Editar ${item.description}`}
              onClick={() => onEdit(item)}
            >
              <Pencil aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Excluir ${item.description}`}
            onClick={() => onRemove(item)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The create/edit dialog: the form is keyed by the item so opening another one starts from its
 * values instead of the previous form's state.
 */
export function EditorDialog<T extends Editable>({
  editing,
  onClose,
  newTitle,
  editTitle,
  form,
}: {
  editing: T | "new" | null;
  onClose: () => void;
  newTitle: string;
  editTitle: string;
  form: (initial: T | null) => ReactNode;
}) {
  return (
    <Dialog open={editing !== null} onClose={onClose} title={editing === "new" ? newTitle : editTitle}>
      <Fragment key={editing === "new" ? "new" : editing?.id}>
        {form(editing === "new" ? null : editing)}
      </Fragment>
    </Dialog>
  );
}

/** End of an editor form: the API's refusal, in words, above the submit button. */
export function SaveFooter({ pending, error }: { pending: boolean; error: unknown }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {apiErrorMessage(error)}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        Salvar
      </Button>
    </>
  );
}
