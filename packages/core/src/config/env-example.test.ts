import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema, parseEnv } from "./schema.ts";

// .env.example is the configuration's documentation: every variable the server reads, each with
// its default. These keep it in step with the schema the server parses the environment with.
const example = readFileSync(new URL("../../../../.env.example", import.meta.url), "utf8");
const assignments = [...example.matchAll(/^([A-Z][A-Z0-9_]+)=(.*)$/gm)].map(([, name = "", value = ""]) => ({
  name,
  value,
}));

describe(".env.example", () => {
  it("lists every variable of the schema, and only those", () => {
    const documented = assignments.map((a) => a.name).sort();
    expect(documented).toEqual(Object.keys(envSchema.shape).sort());
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("gives each variable its default (copied as it is, it changes nothing)", () => {
    const values = Object.fromEntries(assignments.map((a) => [a.name, a.value]));
    expect(parseEnv(values)).toEqual(parseEnv({}));
  });
});
