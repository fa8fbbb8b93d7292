import { type Book, bookLabel } from "@tostao/core";
import { Building2, UserRound } from "lucide-react";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { cn } from "~/lib/utils";
import { usePlan, useSwitchBook } from "./queries";

const icons = { personal: UserRound, business: Building2 } as const;

/**
 * The Pessoal / Empresa switch of the dashboard's header, for people whose plan includes the
 * business edition (nothing otherwise). The choice is saved per person.
 */
export function BookSwitch(props: { className?: string }) {
  const plan = usePlan();
  const choose = useSwitchBook();
  const books = plan.data?.books ?? [];
  if (books.length < 2 || !plan.data) return null;
  const current = choose.isPending && choose.variables ? choose.variables : plan.data.book;
  return (
    <div className={cn("flex-col items-start", props.className)}>
      <fieldset className="flex rounded-lg border border-border bg-muted p-0.5 max-sm:w-full">
        <legend className="sr-only">Livro exibido</legend>
        {books.map((book: Book) => {
          const Icon = icons[book];
          const active = current === book;
          return (
            <button
              key={book}
              type="button"
              aria-pressed={active}
              disabled={choose.isPending}
              onClick={() => !active && choose.mutate(book)}
              className={cn(
                "flex h-9 flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                active
                  ? "bg-background text-primary shadow-sm"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <Icon aria-hidden="true" className="size-4" /> {bookLabel[book]}
            </button>
          );
        })}
      </fieldset>
      {choose.isError && (
        <p role="alert" className="text-xs text-destructive">
          {apiErrorMessage(choose.error)}
        </p>
      )}
    </div>
  );
}

/** A strip under the header while the business book is on screen, so nobody mistakes it. */
export function BookBanner() {
  const plan = usePlan();
  if (plan.data?.book !== "business") return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm font-semibold">
        <Building2 aria-hidden="true" className="size-4" />
        Você está no livro da Empresa: valores, categorias e exportações daqui são separados das suas finanças
        pessoais.
      </p>
    </div>
  );
}
