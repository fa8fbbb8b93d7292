import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { type FormEvent, useState } from "react";
import { NavLink, Outlet } from "react-router";
import { Logo } from "~/components/site/logo";
import { ThemeToggle } from "~/components/site/theme-toggle";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { ApiError, apiFetch } from "~/lib/api";
import { cn } from "~/lib/utils";

export const meta = () => [{ title: "Área do operador | Tostão" }, { name: "robots", content: "noindex" }];

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

interface Session {
  enabled: boolean;
  authenticated: boolean;
}

const sessionKey = ["admin-session"];

export default function AdminLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminGate />
    </QueryClientProvider>
  );
}

function AdminGate() {
  const session = useQuery({ queryKey: sessionKey, queryFn: () => apiFetch<Session>("/api/admin/session") });
  if (session.isPending) {
    return (
      <p className="p-8 text-center" role="status">
        Carregando...
      </p>
    );
  }
  if (session.isError) {
    return (
      <p className="p-8 text-center" role="alert">
        Não foi possível falar com o servidor. Recarregue a página.
      </p>
    );
  }
  if (!session.data.enabled) return <Disabled />;
  if (!session.data.authenticated) return <Login />;
  return <Shell />;
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
  const [password, setPassword] = useState("");
  const login = useMutation({
    mutationFn: () =>
      apiFetch<Session>("/api/admin/login", { method: "POST", body: JSON.stringify({ password }) }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-6 p-6">
      <Logo suffix="Operador" />
      <form onSubmit={submit} className="space-y-4" noValidate>
        <h1 className="text-2xl font-bold">Entrar</h1>
        <div className="space-y-2">
          <label htmlFor="admin-password" className="text-sm font-semibold">
            Senha do operador
          </label>
          <Input
            id="admin-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={login.isError}
            aria-describedby={login.isError ? "admin-login-error" : undefined}
          />
          {login.isError ? (
            <p id="admin-login-error" className="text-sm text-destructive" role="alert">
              {login.error instanceof ApiError ? login.error.message : "Ocorreu um erro. Tente novamente."}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending || password.length === 0}>
          {login.isPending ? "Entrando..." : "Entrar"}
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
  { to: "/admin/afiliados", label: "Afiliados", end: false },
  { to: "/admin/comissoes", label: "Comissões", end: false },
  { to: "/admin/videos", label: "Vídeos", end: false },
];

function Shell() {
  const client = useQueryClient();
  const logout = useMutation({
    mutationFn: () => apiFetch<Session>("/api/admin/logout", { method: "POST" }),
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
