import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type OperatorLogin, operatorAuthEndpoints, operatorLoginSchema } from "@tostao/core/auth/endpoints";
import { LogOut } from "lucide-react";
import { useForm } from "react-hook-form";
import { NavLink, Outlet } from "react-router";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { QueryGate } from "~/components/ui/query-gate";
import { apiErrorMessage } from "~/features/auth/api-error-message";
import { callApi } from "~/lib/api-client";
import { QueryProvider } from "~/lib/query-client";
import { privateMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";

export const meta = () => privateMeta("Área do operador | Tostão");

const sessionKey = ["admin-session"];

export default function AdminLayout() {
  return (
    <QueryProvider>
      <AdminGate />
    </QueryProvider>
  );
}

function AdminGate() {
  const session = useQuery({ queryKey: sessionKey, queryFn: () => callApi(operatorAuthEndpoints.session) });
  return (
    <QueryGate query={session} className="p-8 text-center">
      {(data) => (!data.enabled ? <Disabled /> : data.authenticated ? <Shell /> : <Login />)}
    </QueryGate>
  );
}

function Disabled() {
  return (
    <main className="mx-auto max-w-xl space-y-4 p-8">
      <h1 className="text-2xl font-bold">Área do operador desativada</h1>
      <p>
        Para ativar, defina a variável <code className="rounded bg-muted px-1">ADMIN_PASSWORD</code> com uma
        senha forte e reinicie o servidor, por exemplo:
      </p>
      <pre className="overflow-x-auto rounded-lg bg-muted p-4 text-sm">
        ADMIN_PASSWORD='uma-senha-longa' npm start
      </pre>
      <p className="text-muted-foreground">A senha fica só em memória, como hash; nada é gravado em disco.</p>
    </main>
  );
}

function Login() {
  const client = useQueryClient();
  const form = useForm<OperatorLogin>({
    resolver: zodResolver(operatorLoginSchema),
    defaultValues: { password: "" },
  });
  const login = useMutation({
    mutationFn: (body: OperatorLogin) => callApi(operatorAuthEndpoints.login, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
  const error =
    form.formState.errors.password?.message ?? (login.isError ? apiErrorMessage(login.error) : undefined);
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-6 p-6">
      <Logo suffix="Operador" />
      <form onSubmit={form.handleSubmit((body) => login.mutate(body))} className="space-y-4" noValidate>
        <h1 className="text-2xl font-bold">Entrar</h1>
        <FormField id="admin-password" label="Senha do operador" error={error}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? "Entrando…" : "Entrar"}
        </Button>
      </form>
    </main>
  );
}

const navItems: { to: string; label: string; end: boolean }[] = [
  { to: "/admin", label: "Início", end: true },
  { to: "/admin/clientes", label: "Clientes", end: false },
  { to: "/admin/assinaturas", label: "Assinaturas", end: false },
  { to: "/admin/mensagens", label: "Mensagens", end: false },
  { to: "/admin/custos", label: "Custo do WhatsApp", end: false },
  { to: "/admin/afiliados", label: "Afiliados", end: false },
  { to: "/admin/comissoes", label: "Comissões", end: false },
  { to: "/admin/videos", label: "Vídeos", end: false },
];

function Shell() {
  const client = useQueryClient();
  const logout = useMutation({
    mutationFn: () => callApi(operatorAuthEndpoints.logout),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
  return (
    <div className="min-h-screen">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
          <Logo suffix="Operador" />
          <nav aria-label="Área do operador" className="flex flex-wrap gap-1">
            {navItems.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted",
                    isActive && "bg-muted text-primary",
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            <Button variant="ghost" size="sm" onClick={() => logout.mutate()}>
              <LogOut aria-hidden="true" /> Sair
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
