import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DEFAULT_INSTALMENT_VIEW,
  type InstalmentView,
  instalmentViewLabels,
  instalmentViews,
} from "@tostao/core/books/counting-month";
import { type AccountUpdate, accountEndpoints, accountUpdateSchema } from "@tostao/core/dashboard/account";
import { sessionEndpoints } from "@tostao/core/dashboard/sessions";
import { contactLabel } from "@tostao/core/phone/index";
import { useForm } from "react-hook-form";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadError } from "~/components/ui/load-error";
import { Loading, Skeleton } from "~/components/ui/skeleton";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { useResetPersonSession } from "~/features/auth/use-person-session";
import { keys, meKey, useAccount } from "~/features/dashboard/queries";
import { SubscriptionSummary } from "~/features/plan/subscription-summary";
import { callApi } from "~/lib/api-client";
import { privateMeta } from "~/lib/seo";
import { toast } from "~/lib/use-toast";

export const meta = () => privateMeta("Conta | Tostão");

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

export default function AccountPage() {
  const account = useAccount();
  return (
    <div className="max-w-2xl space-y-8">
      <h1 className="text-2xl font-bold">Conta</h1>
      {account.isError ? (
        <LoadError
          message={apiErrorMessage(account.error)}
          onRetry={() => void account.refetch()}
          retrying={account.isFetching}
        />
      ) : account.data ? (
        <NameForm name={account.data.account.name ?? ""} whatsapp={contactLabel(account.data.account)} />
      ) : (
        <Loading label="Carregando a conta…" className="space-y-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-4 w-48" />
        </Loading>
      )}
      <section aria-labelledby="plan" className="space-y-2">
        <h2 id="plan" className="font-bold">
          Seu plano
        </h2>
        <SubscriptionSummary />
      </section>
      {account.data ? <InstalmentViewSetting view={account.data.account.instalmentView} /> : null}
      <section aria-labelledby="theme" className="space-y-2">
        <h2 id="theme" className="font-bold">
          Tema
        </h2>
        <div className="flex items-center gap-2 text-sm">
          <ThemeToggle /> Claro ou escuro
        </div>
      </section>
      <Devices />
    </div>
  );
}

function NameForm({ name, whatsapp }: { name: string; whatsapp: string }) {
  const client = useQueryClient();
  const form = useForm<AccountUpdate>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: { name },
  });
  const save = useMutation({
    mutationFn: (body: AccountUpdate) => callApi(accountEndpoints.update, { body }),
    onSuccess: () => {
      toast({ title: "Nome salvo" });
      return client.invalidateQueries({ queryKey: keys.account });
    },
  });
  const error =
    form.formState.errors.name?.message ?? (save.isError ? apiErrorMessage(save.error) : undefined);
  return (
    <form onSubmit={form.handleSubmit((body) => save.mutate(body))} className="space-y-3" noValidate>
      <FormField id="account-name" label="Seu nome" error={error}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <p className="text-sm text-muted-foreground">WhatsApp: {whatsapp}</p>
      <Button type="submit" disabled={save.isPending}>
        Salvar
      </Button>
    </form>
  );
}

/**
 * Which month a purchase in instalments on a card counts in, for the month totals, limits and
 * summaries everywhere (chat included). Saved as soon as it is chosen.
 */
function InstalmentViewSetting({ view }: { view: InstalmentView }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (next: InstalmentView) => callApi(accountEndpoints.instalmentView, { body: { view: next } }),
    onSuccess: () => {
      toast({ title: "Preferência salva" });
      // Every total of the dashboard changes with it.
      return client.invalidateQueries({ queryKey: meKey });
    },
  });
  const chosen = save.isPending && save.variables ? save.variables : view;
  return (
    <section aria-labelledby="parcelas-title" id="parcelas" className="space-y-2">
      <h2 id="parcelas-title" className="font-bold">
        Compras parceladas no cartão
      </h2>
      <fieldset className="space-y-1" disabled={save.isPending} aria-describedby="parcelas-help">
        <legend className="text-sm">Nos totais do mês, nos limites e nos resumos, cada parcela conta:</legend>
        {instalmentViews.map((option) => (
          <label key={option} className="flex items-center gap-2 py-1">
            <input
              type="radio"
              name="instalment-view"
              value={option}
              checked={chosen === option}
              onChange={() => save.mutate(option)}
            />
            {instalmentViewLabels[option]}
            {option === DEFAULT_INSTALMENT_VIEW ? " (recomendado)" : ""}
          </label>
        ))}
      </fieldset>
      <p id="parcelas-help" className="text-sm text-muted-foreground">
        No mês da fatura, uma TV de R$ 2.400 em 12x no cartão soma R$ 200 em cada uma das 12 faturas. No mês
        da compra, soma R$ 2.400 no mês em que foi comprada. Cada registro guarda as duas datas.
      </p>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {apiErrorMessage(save.error)}
        </p>
      ) : null}
    </section>
  );
}

function Devices() {
  const client = useQueryClient();
  const reset = useResetPersonSession();
  const sessions = useQuery({ queryKey: keys.sessions, queryFn: () => callApi(sessionEndpoints.list) });
  const revoke = useMutation({
    mutationFn: (id: string) => callApi(sessionEndpoints.revoke, { params: { id } }),
    onSuccess: (_, id) =>
      sessions.data?.items.find((s) => s.id === id)?.current
        ? reset()
        : client.invalidateQueries({ queryKey: keys.sessions }),
  });
  const revokeMany = useMutation({
    mutationFn: (which: "others" | "all") => callApi(sessionEndpoints.revokeMany, { body: { which } }),
    onSuccess: (_, which) =>
      which === "all" ? reset() : client.invalidateQueries({ queryKey: keys.sessions }),
  });
  return (
    <section aria-labelledby="devices" className="space-y-3">
      <h2 id="devices" className="font-bold">
        Aparelhos conectados
      </h2>
      <ul className="divide-y divide-border rounded-xl border border-border">
        {sessions.data?.items.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-2 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {s.device} {s.current ? <span className="text-sm text-primary">(este aparelho)</span> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                Último uso: {dateTime.format(new Date(s.lastSeenAt))}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => revoke.mutate(s.id)}>
              {s.current ? "Sair deste aparelho" : "Desconectar"}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => revokeMany.mutate("others")}>
          Sair dos outros aparelhos
        </Button>
        <Button variant="destructive" onClick={() => revokeMany.mutate("all")}>
          Sair de todos
        </Button>
      </div>
    </section>
  );
}
