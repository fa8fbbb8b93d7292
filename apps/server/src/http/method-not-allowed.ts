import { AppError } from "@tostao/core";

interface Route {
  method: string;
  path: string;
}

const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split("/")
      .map((part) =>
        part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("/")}/?$`,
  );

/**
 * For a request no route answered: the methods the path does have. A non-empty list means 405
 * with `Allow`, an empty one a plain 404.
 */
export function allowedMethods(routes: readonly Route[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === "ALL" || route.path.endsWith("*")) continue;
    if (patternOf(route.path).test(path)) methods.add(route.method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}

export function methodNotAllowed(allow: string[]): AppError {
  return new AppError("method_not_allowed", "Método não permitido para esta rota.", { allow });
}
