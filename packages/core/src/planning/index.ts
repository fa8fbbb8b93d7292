export * from "./bill-calendar.ts";
export * from "./digests.ts";
export * from "./goals.ts";
export * from "./holidays.ts";
export * from "./installments.ts";
export * from "./limits.ts";
export * from "./months.ts";
export * from "./replies.ts";
