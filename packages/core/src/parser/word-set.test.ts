import { describe, expect, it } from "vitest";
import { wordSet } from "./word-set.ts";

describe("wordSet", () => {
  it("lists the words between commas", () => {
    expect([...wordSet("de,do,da")]).toEqual(["de", "do", "da"]);
  });

  it("keeps a comma listed as ',,,' between words, or ',,' first or last", () => {
    expect([...wordSet("e,,,.,mas")]).toEqual(["e", ",", ".", "mas"]);
    expect([...wordSet(",,.,;")]).toEqual([",", ".", ";"]);
    expect([...wordSet("tudo,digo,,")]).toEqual(["tudo", "digo", ","]);
    expect(wordSet("a,b").has(",")).toBe(false);
  });
});
