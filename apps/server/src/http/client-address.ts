import type { Context, MiddlewareHandler } from "hono";

/** How far X-Forwarded-For is believed: not at all, a number of proxy hops, or proxies by address. */
export type TrustProxy =
  | { kind: "off" }
  | { kind: "hops"; hops: number }
  | { kind: "cidrs"; cidrs: string[] };

/** Reads TRUST_PROXY: "" or "false" off, "1" one proxy, "10.0.0.0/8, 172.16.0.5" the proxies' addresses. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === "" || text === "false") return { kind: "off" };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? { kind: "off" } : { kind: "hops", hops };
  }
  return { kind: "cidrs", cidrs: text.split(",").map((c) => c.trim()) };
}

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.)/, "");

function ipv4(address: string): number | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  let n = 0;
  for (const part of parts) {
    const byte = Number(part);
    if (!/^\d{1,3}$/.test(part) || byte > 255) return null;
    n = n * 256 + byte;
  }
  return n;
}

function inCidr(address: string, cidr: string): boolean {
  const [base = "", bitsText] = cidr.split("/");
  const ip = ipv4(plain(address));
  const net = ipv4(plain(base));
  if (ip === null || net === null) return plain(address).toLowerCase() === plain(base).toLowerCase();
  const bits = bitsText === undefined ? 32 : Math.min(32, Math.max(0, Number(bitsText)));
  const block = 2 ** (32 - bits);
  return Math.floor(ip / block) === Math.floor(net / block);
}

/** The client's address given the socket's peer and the X-Forwarded-For chain. */
export function resolveClientAddress(
  trust: TrustProxy,
  socket: string,
  forwardedFor: string | undefined,
): string {
  const peer = plain(socket) || "unknown";
  if (trust.kind === "off" || !forwardedFor) return peer;
  const chain = [
    ...forwardedFor
      .split(",")
      .map((a) => plain(a.trim()))
      .filter(Boolean),
    peer,
  ];
  if (trust.kind === "hops") return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  // From the nearest hop back, skip the trusted proxies; the first other address is the client.
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = chain[i] ?? "";
    if (!trust.cidrs.some((cidr) => inCidr(address, cidr))) return address;
  }
  return chain[0] ?? peer;
}

const socketAddress = (c: Context) =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress ?? "";

/** Works out the client's address once per request (read it with clientAddress). */
export function clientAddressMiddleware(trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    c.set(
      "clientAddress" as never,
      resolveClientAddress(trust, socketAddress(c), c.req.header("x-forwarded-for")) as never,
    );
    await next();
  };
}

/** The client's address as TRUST_PROXY allows it to be known. */
export function clientAddress(c: Context): string {
  const known = c.get("clientAddress" as never) as string | undefined;
  return known ?? (plain(socketAddress(c)) || "unknown");
}
