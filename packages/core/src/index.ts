export * from "./chat/schemas.ts";
export * from "./config/schema.ts";
export * from "./errors.ts";
export * from "./money.ts";
export * from "./parser/parse-message.ts";
export * from "./parser/types.ts";
export * from "./result.ts";
export * from "./site/routes.ts";
