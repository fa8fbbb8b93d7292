import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type AccountUpdate, accountEndpoints, accountUpdateSchema } from "@tostao/core/dashboard/account";
import { sessionEndpoints } from "@tostao/core/dashboard/sessions";
import { contactLabel } from "@tostao/core/phone/index";
import { useForm } from "react-hook-form";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { useResetPersonSession } from "~/features/auth/use-person-session";
import { keys, useAccount } from "~/features/dashboard/queries";
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
      {account.data ? (
        <NameForm name={account.data.account.name ?? ""} whatsapp={contactLabel(account.data.account)} />
      ) : null}
      <section aria-labelledby="plan" className="space-y-2">
        <h2 id="plan" className="font-bold">
          Seu plano
        </h2>
        <SubscriptionSummary />
      </section>
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
