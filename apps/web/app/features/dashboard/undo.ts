import { useMutation, useQueryClient } from "@tanstack/react-query";
import { operationEndpoints } from "@tostao/core/dashboard/operations";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { callApi } from "~/lib/api-client";
import { toast } from "~/lib/use-toast";
import { meKey } from "./queries";

/** The toast's "Desfazer" for a change the server can undo (none when nothing changed). */
export const undoAction = (operationId: number | null | undefined, undo: (id: number) => void) =>
  operationId == null ? {} : { action: { label: "Desfazer", onClick: () => undo(operationId) } };

/** The operation a change to the books answered with, if the answer carries one. */
export const operationOf = (result: unknown): number | null =>
  typeof result === "object" &&
  result !== null &&
  "operationId" in result &&
  typeof result.operationId === "number"
    ? result.operationId
    : null;

/**
 * "Desfazer": the server undoes the operation exactly (card, bill, instalments, receipt, fixed item,
 * goal, limit come back as they were) or says, in pt-BR, what done since prevents it.
 */
export function useUndoOperation(done = "Alteração desfeita") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(operationEndpoints.undo, { params: { id } }),
    onSuccess: () => {
      toast({ title: done });
      return client.invalidateQueries({ queryKey: meKey });
    },
    onError: (error) =>
      toast({
        title: "Não foi possível desfazer",
        description: apiErrorMessage(error),
        variant: "destructive",
      }),
  });
}
