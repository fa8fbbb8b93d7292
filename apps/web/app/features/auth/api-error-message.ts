import { ApiError } from "~/lib/api";

/**
 * The pt-BR sentence to show for a failed call: the first field error, else the server's message
 * (a lost connection is an ApiError too). Anything else is a fault of the page itself, never
 * reported as "Sem conexão": that sentence once hid such a fault behind a network it did not have.
 */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fields ?? {})[0] ?? error.message;
  console.error(error);
  return "Algo deu errado nesta página. Recarregue e tente de novo.";
}
