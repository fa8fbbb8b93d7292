import {
  type Endpoint,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  fillPath,
  type PathParamNames,
  toSearchParams,
} from "@tostao/core/api/endpoint";
import { ApiError } from "./api";
import { takeEarlyResponse } from "./early-responses";

export { ApiError };

/**
 * The one typed client of the JSON API. Every call names an endpoint declared in core
 * (`packages/core/src/<domain>/`), whose zod schemas the server validates with; the params,
 * query, body and answer types all come from those schemas, never from hand-written types.
 *
 * @example
 *   const page = await callApi(transactionEndpoints.list, { query: { kind: ["expense"], limit: 50 } });
 *   const { item } = await callApi(transactionEndpoints.create, { body: { date, kind, amountCents } });
 */

type ParamsPart<E extends Endpoint> = [PathParamNames<E["path"]>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E["path"]>, string | number> };
type QueryPart<E extends Endpoint> = [EndpointQuery<E>] extends [never]
  ? { query?: undefined }
  : { query?: EndpointQuery<E> };
type BodyPart<E extends Endpoint> = [EndpointBody<E>] extends [never]
  ? { body?: undefined }
  : { body: EndpointBody<E> };

/** What one call takes: path params, query and body, each present only when the endpoint has it. */
export type CallInput<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** The input is optional when nothing in it is required. */
type CallArgs<E extends Endpoint> = [PathParamNames<E["path"]>] extends [never]
  ? [EndpointBody<E>] extends [never]
    ? [input?: CallInput<E>, init?: CallOptions]
    : [input: CallInput<E>, init?: CallOptions]
  : [input: CallInput<E>, init?: CallOptions];

interface CallOptions {
  signal?: AbortSignal;
}

let baseUrl = "";

/** Points the client at another origin (tests that run a real server on a port). */
export function setApiBaseUrl(url: string) {
  baseUrl = url.replace(/\/$/, "");
}

/** The URL of an endpoint with its params and query filled in (downloads, links). */
export function endpointUrl<E extends Endpoint>(endpoint: E, input: Partial<CallInput<E>> = {}): string {
  const path = fillPath(endpoint.path, input.params as Record<string, string | number> | undefined);
  const search = toSearchParams(input.query as Record<string, unknown> | undefined).toString();
  return `${baseUrl}${path}${search ? `?${search}` : ""}`;
}

/** Calls an endpoint; throws ApiError with the server's pt-BR message when it refuses. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const [input = {} as CallInput<E>, options = {}] = args;
  const hasBody = input.body !== undefined;
  const url = endpointUrl(endpoint, input);
  let response: Response;
  try {
    // A page's first requests may already be under way, started by its shell (early-responses.ts).
    const early = endpoint.method === "GET" ? takeEarlyResponse(url) : undefined;
    response = await (early ??
      fetch(url, {
        method: endpoint.method,
        credentials: "same-origin",
        headers: { accept: "application/json", ...(hasBody ? { "content-type": "application/json" } : {}) },
        body: hasBody ? JSON.stringify(input.body) : undefined,
        signal: options.signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network", "Sem conexão com o servidor. Verifique sua internet e tente de novo.");
  }
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: Record<string, string> };
  } | null;
  if (!response.ok) {
    const error = body?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "http_error",
      error?.message ?? "Ocorreu um erro. Tente novamente.",
      error?.fields,
    );
  }
  return body as EndpointResponse<E>;
}
