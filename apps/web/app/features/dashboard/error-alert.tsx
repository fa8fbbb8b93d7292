import { apiErrorMessage } from "~/features/auth/api-error-message";
import { cn } from "~/lib/utils";

/** What went wrong with a request, in pt-BR, announced to screen readers; nothing when `error` is empty. */
export function ErrorAlert({ error, className }: { error: unknown; className?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className={cn("text-destructive", className)}>
      {apiErrorMessage(error)}
    </p>
  );
}
