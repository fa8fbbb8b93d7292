import { describe, expect, it } from "vitest";
import { columnType, renderTables, rowTypeName } from "./render-tables.ts";

describe("rendering row types", () => {
  it("maps column types to TypeScript, arrays to arrays and what it does not know to unknown", () => {
    const expected = {
      int8: "number",
      numeric: "number",
      text: "string",
      timestamptz: "Date",
      jsonb: "unknown",
      _int4: "number[]",
      _jsonb: "unknown[]",
      tsvector: "unknown",
    };
    const udts = Object.keys(expected);
    expect(Object.fromEntries(udts.map((udt) => [udt, columnType(udt)]))).toEqual(expected);
  });

  it("names a row after its table", () => {
    expect(rowTypeName("afiliados_pedidos")).toBe("AfiliadosPedidosRow");
  });

  it("writes one interface per table with nullable columns as | null, and the map of tables", () => {
    const source = renderTables([
      {
        name: "users",
        columns: [
          { name: "id", type: "int8", nullable: false },
          { name: "name", type: "text", nullable: true },
        ],
      },
    ]);
    expect(source).toContain("export interface UsersRow {\n  id: number;\n  name: string | null;\n}");
    expect(source).toContain("export interface Tables {\n  users: UsersRow;\n}");
  });
});
