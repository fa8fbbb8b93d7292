import { describe, expect, it } from "vitest";
import { withLinkbioUtm } from "./linkbio-links";

describe("withLinkbioUtm", () => {
  it("adds the parameters to a site-relative path and keeps it relative", () => {
    expect(withLinkbioUtm("/afiliados")).toBe("/afiliados?utm_source=linkbio&utm_medium=referral");
  });

  it("keeps the existing query of an absolute URL, such as the chat greeting", () => {
    const url = new URL(withLinkbioUtm("https://wa.me/5511940028922?text=Ol%C3%A1%21%20Preciso"));
    expect(url.searchParams.get("text")).toBe("Olá! Preciso");
    expect(url.searchParams.get("utm_source")).toBe("linkbio");
    expect(url.searchParams.get("utm_medium")).toBe("referral");
  });

  it("replaces stale tracking values instead of repeating them", () => {
    const href = withLinkbioUtm("/?utm_source=instagram");
    expect(href).toBe("/?utm_source=linkbio&utm_medium=referral");
  });
});
