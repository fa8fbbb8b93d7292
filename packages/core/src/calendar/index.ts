export * from "./civil-date.ts";
export * from "./months.ts";
export * from "./periods.ts";
export * from "./sao-paulo.ts";
export * from "./weekdays.ts";
