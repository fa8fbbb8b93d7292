import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { TransactionFormOutput } from "@tostao/core/dashboard/forms";
import {
  type Transaction,
  type TransactionList,
  type TransactionSplit,
  transactionEndpoints,
} from "@tostao/core/dashboard/transactions";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { callApi } from "~/lib/api-client";
import { toast } from "~/lib/use-toast";
import { keys, meKey } from "./queries";
import { undoAction, useUndoOperation } from "./undo";

type Pages = InfiniteData<TransactionList>;

/** A limit alert is read before it goes: the toast that carries one stays twice as long. */
const ALERT_TOAST_MS = 10_000;

/**
 * The toast after a record was saved: what else the save did (a reminder paid), the limit alerts
 * it owes, as the chat says them, and "Desfazer".
 */
function savedToast(
  title: string,
  saved: { operationId: number | null; alerts: string[] },
  undo: (id: number) => void,
  also: string[] = [],
) {
  const lines = [...also, ...saved.alerts];
  toast({
    title,
    ...(lines.length > 0 ? { description: lines.join("\n") } : {}),
    ...(saved.alerts.length > 0 ? { duration: ALERT_TOAST_MS } : {}),
    ...undoAction(saved.operationId, undo),
  });
}

const bodyOf = (v: TransactionFormOutput) => ({
  date: v.date,
  kind: v.kind,
  amountCents: v.amount,
  categoryId: v.categoryId,
  description: v.description,
  payment: v.payment,
});

export function useCreateTransaction(onDone: () => void) {
  const client = useQueryClient();
  const undo = useUndoOperation("Registro desfeito");
  return useMutation({
    mutationFn: (values: TransactionFormOutput) =>
      callApi(transactionEndpoints.create, {
        body: {
          ...bodyOf(values),
          installments: values.kind === "expense" ? values.installments : undefined,
        },
      }),
    onSuccess: (saved) => {
      const { reminderPaid } = saved;
      savedToast(
        "Registro adicionado",
        saved,
        undo.mutate,
        reminderPaid ? [`Lembrete ${reminderPaid.description} marcado como pago.`] : [],
      );
      onDone();
      return client.invalidateQueries({ queryKey: meKey });
    },
  });
}

/** Rewrites the records of every cached page of the transactions list (an optimistic update). */
function editCachedPages(client: QueryClient, edit: (items: Transaction[]) => Transaction[]) {
  // Only Transações' paged lists: Visão geral's latest records share the key's prefix but are one
  // page (they are fetched again when the change settles).
  client.setQueriesData<Pages>({ queryKey: keys.allTransactions }, (data) =>
    data && "pages" in data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: edit(page.items) })) }
      : data,
  );
}

/**
 * Edits a record. The list shows the change at once, behind the dialog, which stays open until
 * the server answers: a refusal is said in the dialog (and the row goes back), so nothing fails
 * silently; a success closes it and confirms with a toast.
 */
export function useUpdateTransaction(onDone: () => void) {
  const client = useQueryClient();
  const undo = useUndoOperation("Alteração desfeita");
  return useMutation({
    mutationFn: ({ item, values }: { item: Transaction; values: TransactionFormOutput }) =>
      callApi(transactionEndpoints.update, {
        params: { id: item.id },
        body: {
          ...bodyOf(values),
          // A new number of parts books the purchase again (the server's rule, as in the chat).
          installments:
            values.kind === "expense" && values.installments !== (item.installment?.count ?? 1)
              ? values.installments
              : undefined,
          scope: values.scope,
        },
      }),
    onMutate: async ({ item, values }) => {
      await client.cancelQueries({ queryKey: keys.allTransactions });
      const snapshot = client.getQueriesData<Pages>({ queryKey: keys.allTransactions });
      editCachedPages(client, (items) =>
        items.map((t) =>
          t.id === item.id
            ? { ...t, ...bodyOf(values), categoryId: values.categoryId, payment: values.payment }
            : t,
        ),
      );
      return { snapshot };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
    },
    onSuccess: (result) => {
      // What the server saved (every part, for a change to all instalments) replaces the rows.
      const saved = new Map(result.items.map((t) => [t.id, t]));
      editCachedPages(client, (list) => list.map((t) => saved.get(t.id) ?? t));
      savedToast("Alteração salva", result, undo.mutate);
      onDone();
    },
    onSettled: () => client.invalidateQueries({ queryKey: meKey }),
  });
}

/**
 * Splits a record into categories: the record keeps the rest and the parts become records of their
 * own; "Desfazer" joins them again.
 */
export function useSplitTransaction(onDone: () => void) {
  const client = useQueryClient();
  const undo = useUndoOperation("Divisão desfeita");
  return useMutation({
    mutationFn: ({ item, parts }: { item: Transaction; parts: TransactionSplit["parts"] }) =>
      callApi(transactionEndpoints.split, { params: { id: item.id }, body: { parts } }),
    onSuccess: (result) => {
      savedToast("Registro dividido", result, undo.mutate);
      onDone();
      return client.invalidateQueries({ queryKey: meKey });
    },
  });
}

/** Deletes, then offers "Desfazer" for 5 s, which puts the records back as they were. */
export function useDeleteTransaction() {
  const client = useQueryClient();
  const undo = useUndoOperation("Registro restaurado");
  return useMutation({
    mutationFn: ({ item, scope }: { item: Transaction; scope: "one" | "all" }) =>
      callApi(transactionEndpoints.remove, { params: { id: item.id }, query: { scope } }),
    onMutate: async ({ item, scope }) => {
      await client.cancelQueries({ queryKey: keys.allTransactions });
      editCachedPages(client, (items) =>
        items.filter(
          (t) =>
            t.id !== item.id &&
            !(scope === "all" && item.installment && t.installment?.groupId === item.installment.groupId),
        ),
      );
    },
    onSuccess: ({ deleted, operationId }) => {
      toast({
        title: deleted.length > 1 ? `${deleted.length} parcelas excluídas` : "Registro excluído",
        ...undoAction(operationId, undo.mutate),
      });
    },
    onError: (error) =>
      toast({
        title: "Não foi possível excluir",
        description: apiErrorMessage(error),
        variant: "destructive",
      }),
    onSettled: () => client.invalidateQueries({ queryKey: meKey }),
  });
}
