export * from "./affiliates/index.ts";
export * from "./config/schema.ts";
export * from "./errors.ts";
export * from "./money.ts";
export * from "./parser/types.ts";
export * from "./plans/catalogue.ts";
export * from "./result.ts";
export * from "./site/routes.ts";
