import { ApiError } from "~/lib/api";

/** The pt-BR sentence to show for a failed call: the first field error, else the server's message. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fields ?? {})[0] ?? error.message;
  return "Sem conexão. Tente de novo.";
}
