import type { ReactNode } from "react";
import {
  type Editable,
  EditableList,
  ListHeader,
  type RemoveConfirm,
  useEditorDialog,
  useListAction,
} from "~/features/dashboard/editable-list";

/** Deleting a row: the confirmation's words, the call, and the toast after it (`done`). */
export type Removal<T> = RemoveConfirm<T> & { run: (item: T) => Promise<unknown>; done: string };

/**
 * A dashboard page made of one list (fixed items, reminders, goals, limits, planned purchases):
 * the title and its "new" button, the list with its row actions, the delete confirmation, and
 * the create/edit dialog. `children` go below (the page's own dialogs).
 */
export function ListPage<T extends Editable>({
  title,
  newLabel,
  newTitle,
  editTitle,
  intro,
  query,
  loadError,
  items,
  empty,
  details,
  actions,
  remove,
  form,
  children,
}: {
  title: string;
  newLabel: string;
  newTitle: string;
  /** Left out when items are not edited in place. */
  editTitle?: string;
  intro?: ReactNode;
  query: { isPending: boolean; isError: boolean };
  /** Shown when the list does not load. */
  loadError: string;
  items: T[];
  empty: string;
  details: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  remove: Removal<T>;
  form: (initial: T | null, done: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const editor = useEditorDialog<T>({ newTitle, editTitle, form });
  const removal = useListAction(remove.run, remove.done);
  return (
    <div className="space-y-4">
      <ListHeader title={title} newLabel={newLabel} onNew={() => editor.open("new")} />
      {intro}
      {query.isError ? (
        <p role="alert" className="text-destructive">
          {loadError}
        </p>
      ) : null}
      <EditableList
        pending={query.isPending}
        items={items}
        empty={empty}
        details={details}
        actions={actions}
        onEdit={editTitle ? editor.open : undefined}
        onRemove={(item) => removal.mutate(item)}
        confirm={remove}
      />
      {editor.dialog}
      {children}
    </div>
  );
}
