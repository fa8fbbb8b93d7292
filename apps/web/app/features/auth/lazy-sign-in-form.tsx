import { lazy, Suspense } from "react";

const SignInForm = lazy(() => import("./sign-in-form").then((m) => ({ default: m.SignInForm })));

/**
 * The sign-in form, loaded only when a signed-out person needs it: the form library stays off the
 * first load of a signed-in /painel or /chat.
 */
export function LazySignInForm({ idPrefix }: { idPrefix: string }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="min-h-44 text-center text-sm text-muted-foreground">
          Carregando…
        </p>
      }
    >
      <SignInForm idPrefix={idPrefix} />
    </Suspense>
  );
}
