// A client route's shell can start its page's first GET requests from a script in the HTML, while
// the app's code is still on its way (render/render-site.ts writes it with earlyRequestsScript):
// the answers then wait here, by URL, for the API client's first call to that URL, which takes
// the response instead of asking again (api-client.ts).

/** The global the shell's script leaves its responses in: URL → the fetch it started. */
const EARLY_RESPONSES = "__tostaoEarlyResponses";

/**
 * A GET a page's first screen makes, as callApi will ask for it: the endpoint's path, its fixed
 * query, and the query keys filled from the page's address (`{ month: "mes" }` sends `?month=`
 * with the address's `mes`, when it has one).
 */
export interface EarlyRequest {
  path: string;
  query?: Record<string, string | number>;
  fromAddress?: Record<string, string>;
}

/**
 * The shell's inline script: it builds each request's URL the way the API client does (fixed
 * query first, then what the address gives, in URLSearchParams' encoding) and starts them all.
 * A failure waits for the call that takes it (and is not reported as unhandled before that).
 */
export function earlyRequestsScript(requests: EarlyRequest[]): string {
  const list = requests.map(({ path, query = {}, fromAddress = {} }) => [
    path,
    Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    fromAddress,
  ]);
  // The list is JSON inside an HTML <script>: "<" is escaped so no value can close it.
  const json = JSON.stringify(list).replace(/</g, "\\u003c");
  return `(function(l){var a=new URLSearchParams(location.search),m=window.${EARLY_RESPONSES}=new Map();l.forEach(function(r){var q=new URLSearchParams(r[1]);for(var k in r[2]){var v=a.get(r[2][k]);if(v)q.append(k,v)}var s=String(q),u=s?r[0]+"?"+s:r[0],p=fetch(u,{credentials:"same-origin",headers:{accept:"application/json"}});p.catch(function(){});m.set(u,p)})})(${json})`;
}

/**
 * The response the shell's script started for this URL, if any, handed out once: a later call
 * to the same URL asks the server again.
 */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const started = (window as unknown as Record<string, Map<string, Promise<Response>> | undefined>)[
    EARLY_RESPONSES
  ];
  const response = started?.get(url);
  started?.delete(url);
  return response;
}
