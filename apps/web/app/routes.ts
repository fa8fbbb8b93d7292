import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  ...prefix("admin", [layout("routes/admin/layout.tsx", [index("routes/admin/home.tsx")])]),
  route("chat", "routes/chat.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
