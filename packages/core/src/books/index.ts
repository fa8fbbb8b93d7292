export * from "./bill-placement.ts";
export * from "./books.ts";
export * from "./category-of-words.ts";
export * from "./counting-month.ts";
export * from "./instalment-dates.ts";
export * from "./limit-marks.ts";
export * from "./split.ts";
export * from "./undo.ts";
