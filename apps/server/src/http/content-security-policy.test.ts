import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy.ts";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((d) => {
      const [name = "", ...values] = d.split(" ");
      return [name, values];
    }),
  );

describe("content security policy", () => {
  it("allows the rendered pages' hashed inline scripts and styles, never 'unsafe-inline' scripts", () => {
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
});
