import type { ReactNode } from "react";
import { LoadError } from "~/components/ui/load-error";
import {
  type Editable,
  EditableList,
  ListHeader,
  useEditorDialog,
  useListAction,
} from "~/features/dashboard/editable-list";

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
  amount,
  actions,
  removeTitle,
  removeNote,
  remove,
  removed,
  form,
  children,
}: {
  title: string;
  newLabel: string;
  newTitle: string;
  /** Left out when items are not edited in place. */
  editTitle?: string;
  intro?: ReactNode;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** Shown when the list does not load, with "Tentar de novo". */
  loadError: string;
  items: T[];
  empty: string;
  details: (item: T) => ReactNode;
  /** The row's figure, beside its name. */
  amount?: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
  /** The delete confirmation's title ("Excluir meta?") and what it adds after the item's name. */
  removeTitle: string;
  removeNote: string | ((item: T) => string);
  remove: (item: T) => Promise<unknown>;
  /** The toast after a delete. */
  removed: string;
  form: (initial: T | null, done: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const editor = useEditorDialog<T>({ newTitle, editTitle, form });
  const removal = useListAction(remove, removed);
  return (
    <div className="space-y-4">
      <ListHeader title={title} newLabel={newLabel} onNew={() => editor.open("new")} />
      {intro}
      {query.isError ? (
        <LoadError message={loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <EditableList
          pending={query.isPending}
          items={items}
          empty={empty}
          details={details}
          amount={amount}
          actions={actions}
          onEdit={editTitle ? editor.open : undefined}
          onRemove={(item) => removal.mutate(item)}
          confirm={{ title: removeTitle, note: removeNote }}
        />
      )}
      {editor.dialog}
      {children}
    </div>
  );
}
