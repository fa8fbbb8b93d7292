export * from "./access-key.ts";
export * from "./bill.ts";
export * from "./boleto.ts";
export * from "./card-statement.ts";
export * from "./pix-receipt.ts";
export * from "./read-document.ts";
export * from "./receipt.ts";
export type { IsoDate } from "./text.ts";
export * from "./types.ts";
