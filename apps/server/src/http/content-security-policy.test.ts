import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, readInlineHashes } from "./content-security-policy.ts";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((d) => {
      const [name = "", ...values] = d.split(" ");
      return [name, values];
    }),
  );

describe("content security policy", () => {
  const dir = mkdtempSync(join(tmpdir(), "tostao-csp-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("allows the build's hashed inline scripts and styles, never 'unsafe-inline' scripts", () => {
    const policy = directives(
      contentSecurityPolicy({
        https: false,
        inline: { scripts: ["sha256-abc=", "sha256-def="], styles: ["sha256-css="] },
      }),
    );
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy["style-src"]).toEqual(["'self'", "'sha256-css='"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toEqual(["https://www.youtube.com", "https://www.youtube-nocookie.com"]);
    expect(policy["upgrade-insecure-requests"]).toBeUndefined();
    expect(contentSecurityPolicy({ https: true })).toContain("; upgrade-insecure-requests");
  });

  it("reads the hashes the build wrote beside the client directory and drops anything malformed", () => {
    const client = join(dir, "build", "client");
    mkdirSync(client, { recursive: true });
    expect(readInlineHashes(client)).toEqual({ scripts: [], styles: [] });
    writeFileSync(
      join(dir, "build", "csp-inline-hashes.json"),
      JSON.stringify({ scripts: ["sha256-AbC+/9=", "'unsafe-inline'"], styles: ["sha256-x="] }),
    );
    expect(readInlineHashes(client)).toEqual({ scripts: ["sha256-AbC+/9="], styles: ["sha256-x="] });
  });
});
