import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Public pages (publicRoutes in core) are pre-rendered and run only their islands in the browser.
// Routes under clientRoutePrefixes (/chat, /admin, /painel) are the client-side app, started from
// the SPA shell: add dashboard routes under prefix("painel", ...) like the admin's below.
export default [
  index("routes/home.tsx"),
  route("planos", "routes/planos.tsx"),
  route("linkbio", "routes/linkbio.tsx"),
  route("termosdeuso", "routes/termosdeuso.tsx"),
  route("politicadeprivacidade", "routes/politicadeprivacidade.tsx"),
  route("empresarial", "routes/empresarial.tsx"),
  route("obrigado-empresarial", "routes/obrigado-empresarial.tsx"),
  route("afiliados", "routes/afiliados.tsx"),
  route("ajuda", "routes/ajuda.tsx"),
  route("conta-excluida", "routes/conta-excluida.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/home.tsx"),
      route("afiliados", "routes/admin/affiliates.tsx"),
      route("clientes", "routes/admin/customers.tsx"),
      route("assinaturas", "routes/admin/subscriptions.tsx"),
      route("assinaturas/:id", "routes/admin/subscription.tsx"),
      route("mensagens", "routes/admin/failed-messages.tsx"),
      route("custos", "routes/admin/message-costs.tsx"),
      route("comissoes", "routes/admin/commissions.tsx"),
      route("videos", "routes/admin/videos.tsx"),
    ]),
  ]),
  ...prefix("painel", [
    layout("routes/painel/layout.tsx", [
      index("routes/painel/overview.tsx"),
      route("transacoes", "routes/painel/transactions.tsx"),
      route("contas", "routes/painel/money-accounts.tsx"),
      route("importar", "routes/painel/import.tsx"),
      route("categorias", "routes/painel/categories.tsx"),
      route("lembretes", "routes/painel/reminders.tsx"),
      route("despesas-fixas", "routes/painel/recurring.tsx"),
      route("cartoes", "routes/painel/cards.tsx"),
      route("limites", "routes/painel/limits.tsx"),
      route("metas", "routes/painel/goals.tsx"),
      route("compras-futuras", "routes/painel/planned.tsx"),
      route("exportar", "routes/painel/export.tsx"),
      route("conta", "routes/painel/account.tsx"),
      route("meus-dados", "routes/painel/my-data.tsx"),
      route("ajuda", "routes/painel/help.tsx"),
    ]),
  ]),
  route("chat", "routes/chat.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
