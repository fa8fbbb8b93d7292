export * from "./balance-replies.ts";
export * from "./month-ahead.ts";
export * from "./month-ahead-replies.ts";
export * from "./payday.ts";
export * from "./payday-month.ts";
export * from "./read-accounts-command.ts";
