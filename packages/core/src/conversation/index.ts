export * from "./answers.ts";
export * from "./in-context.ts";
export * from "./own-words.ts";
export * from "./resent.ts";
export * from "./state.ts";
