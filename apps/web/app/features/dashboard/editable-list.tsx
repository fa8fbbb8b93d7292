import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { Fragment, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Loading, SkeletonRows } from "~/components/ui/skeleton";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { ConfirmDialog } from "~/features/dashboard/confirm-dialog";
import { Dialog } from "~/features/dashboard/dialog";
import { meKey } from "~/features/dashboard/queries";
import { operationOf, undoAction, useUndoOperation } from "~/features/dashboard/undo";
import { toast } from "~/lib/use-toast";

/**
 * Feedback for the row actions of a dashboard list: every change is confirmed with a toast and
 * refetches the person's data, so the overview and the list never disagree. A change the server
 * made as an operation on the books (its answer carries `operationId`) is offered "Desfazer" in
 * the toast, as a record is.
 */
export function useListFeedback() {
  const client = useQueryClient();
  const undo = useUndoOperation();
  const refresh = (title: string, result?: unknown) => {
    toast({ title, ...undoAction(operationOf(result), undo.mutate) });
    return client.invalidateQueries({ queryKey: meKey });
  };
  const failed = (error: unknown) =>
    toast({ title: "Não foi possível salvar", description: apiErrorMessage(error), variant: "destructive" });
  return { refresh, failed };
}

/** A row action (mark paid, remove...): a toast confirms it and the dashboard refetches. */
export function useListAction<V>(run: (value: V) => Promise<unknown>, done: string) {
  const { refresh, failed } = useListFeedback();
  return useMutation({ mutationFn: run, onSuccess: (result) => refresh(done, result), onError: failed });
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

export type Editable = { id: number; description: string };

/** Editar (pencil) and Excluir (trash) for one row, named after it for screen readers. */
export function RowActions({
  name,
  onEdit,
  onRemove,
}: {
  name: string;
  onEdit?: () => void;
  onRemove: () => void;
}) {
  const icon = (label: string, Icon: typeof Pencil, onClick: () => void) => (
    <Button variant="ghost" size="icon" className="size-9 shrink-0" aria-label={label} onClick={onClick}>
      <Icon aria-hidden="true" />
    </Button>
  );
  return (
    <>
      {onEdit ? icon(`Editar ${name}`, Pencil, onEdit) : null}
      {icon(`Excluir ${name}`, Trash2, onRemove)}
    </>
  );
}

/** What the confirmation before a delete says: its title ("Excluir lembrete?") and what follows the item's name. */
type RemoveConfirm<T> = { title: string; note: string | ((item: T) => string) };

/**
 * The list of a dashboard page (fixed items, reminders, goals, limits, planned purchases): each
 * row shows its description and details, page-specific actions, then Editar and Excluir; Excluir
 * asks first (Cancelar keeps the item).
 */
export function EditableList<T extends Editable>({
  pending,
  items,
  empty,
  details,
  amount,
  actions,
  onEdit,
  onRemove,
  confirm,
}: {
  pending: boolean;
  items: T[];
  empty: string;
  details: (item: T) => ReactNode;
  /** The row's figure, beside its name (never wrapped, never squeezed by the buttons). */
  amount?: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  /** Left out for items that are not edited in place. */
  onEdit?: (item: T) => void;
  onRemove: (item: T) => void;
  confirm: RemoveConfirm<T>;
}) {
  const [removing, setRemoving] = useState<T | null>(null);
  if (pending) {
    return (
      <Loading>
        <SkeletonRows />
      </Loading>
    );
  }
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
  const close = () => setRemoving(null);
  return (
    <>
      <ul className="divide-y divide-border rounded-xl border border-border">
        {items.map((item) => (
          // On a phone the buttons go on a line of their own, so the text keeps the row's width.
          <li key={item.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <div className="min-w-0 flex-1">
                <p className="break-words font-medium">{item.description}</p>
                <div className="text-sm text-muted-foreground">{details(item)}</div>
              </div>
              {amount?.(item) != null ? (
                <span className="shrink-0 whitespace-nowrap font-semibold tabular-nums">{amount(item)}</span>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center justify-end gap-1 sm:shrink-0 sm:flex-nowrap">
              {actions?.(item)}
              <RowActions
                name={item.description}
                onEdit={onEdit ? () => onEdit(item) : undefined}
                onRemove={() => setRemoving(item)}
              />
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onClose={close}
        title={confirm.title}
        actions={
          <Button
            variant="destructive"
            onClick={() => {
              if (removing) onRemove(removing);
              close();
            }}
          >
            Excluir
          </Button>
        }
      >
        <p>
          <strong>{removing?.description}</strong>
          {removing ? `: ${typeof confirm.note === "string" ? confirm.note : confirm.note(removing)}` : ""}
        </p>
      </ConfirmDialog>
    </>
  );
}

/**
 * The create/edit dialog of a page: `open("new")` or `open(item)` shows it, and the form (keyed by
 * the item, so opening another one starts from its values) gets `done` to close it after a save.
 */
export function useEditorDialog<T extends Editable>({
  newTitle,
  editTitle = newTitle,
  form,
}: {
  newTitle: string;
  editTitle?: string;
  form: (initial: T | null, done: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const close = () => setEditing(null);
  const dialog = (
    <Dialog open={editing !== null} onClose={close} title={editing === "new" ? newTitle : editTitle}>
      {editing === null ? null : (
        <Fragment key={editing === "new" ? "new" : editing.id}>
          {form(editing === "new" ? null : editing, close)}
        </Fragment>
      )}
    </Dialog>
  );
  return { open: setEditing, dialog };
}
