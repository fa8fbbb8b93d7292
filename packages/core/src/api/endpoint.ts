import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * One API operation as both sides see it: the server validates `query` and `body` with these
 * schemas and answers with a value of `response`; the web client takes its types from them.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: M;
  /** Path with `:name` parameters, e.g. `/api/me/transactions/:id`. */
  readonly path: P;
  /** Absent (undefined) when the endpoint takes no query. */
  readonly query: Q;
  /** Absent (undefined) when the endpoint takes no body. */
  readonly body: B;
  readonly response: R;
}

/**
 * Declares an endpoint, keeping its literal method and path in the type.
 * @example endpoint({ method: "GET", path: "/api/me/summary", query: summaryQuery, response: summary })
 */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(definition: { method: M; path: P; query?: Q; body?: B; response: R }): Endpoint<M, P, Q, B, R> {
  return { query: undefined as Q, body: undefined as B, ...definition };
}

/** Builds the declarer of one method's endpoints: `(path, response, { query, body })`. */
function declarer<const M extends HttpMethod>(method: M) {
  return <
    const P extends string,
    R extends z.ZodType,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(
    path: P,
    response: R,
    io: { query?: Q; body?: B } = {},
  ): Endpoint<M, P, Q, B, R> => endpoint<M, P, R, Q, B>({ method, path, response, ...io });
}

/**
 * Shorthands for `endpoint`, one per method, so a list of endpoints reads as a table:
 * @example create: post("/api/me/categories", categorySavedSchema, { body: categoryCreateSchema })
 */
export const get = declarer("GET");
export const post = declarer("POST");
export const patch = declarer("PATCH");
export const put = declarer("PUT");
export const del = declarer("DELETE");

/** The `:name` parameters of a path template, as a union of names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What an endpoint answers with. */
export type EndpointResponse<E extends Endpoint> = z.output<E["response"]>;

/** The body an endpoint accepts (before the server's defaults and trimming). */
export type EndpointBody<E extends Endpoint> =
  Exclude<E["body"], undefined> extends z.ZodType ? z.input<Exclude<E["body"], undefined>> : never;

/**
 * The query an endpoint accepts, as typed values: every key optional, since the server's schema
 * fills in defaults. Arrays are sent as repeated keys (`category=1&category=2`).
 */
export type EndpointQuery<E extends Endpoint> =
  Exclude<E["query"], undefined> extends z.ZodType
    ? QueryValues<z.output<Exclude<E["query"], undefined>>>
    : never;
type QueryValues<T> = { [K in keyof T]?: T[K] };

/** Fills a path template's parameters: `/api/me/transactions/:id` with `{ id: 7 }`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Serialises a query object: arrays as repeated keys, undefined, null and "" left out. */
export function toSearchParams(query: Record<string, unknown> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === "") continue;
      params.append(key, String(item));
    }
  }
  return params;
}

/**
 * Reads URL search params into the object a query schema validates: a key given once is a
 * string, a repeated key an array of strings.
 */
export function fromSearchParams(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}
