export * from "./application-schema.ts";
export * from "./applications-csv.ts";
export * from "./commission.ts";
export * from "./csv.ts";
export * from "./endpoints.ts";
export * from "./fields.ts";
export * from "./messages.ts";
