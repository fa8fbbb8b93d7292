export { sameAccountNumber } from "./account-number.ts";
export { classifyEntry } from "./classify-entry.ts";
export { cleanDescription } from "./clean-description.ts";
export { decodeStatementText, utf16Order } from "./decode-text.ts";
export * from "./import-replies.ts";
export * from "./pair-transfers.ts";
export * from "./plan-import.ts";
export {
  type CardBillLine,
  cardBillReading,
  readStatement,
  type StatementInput,
  statementParts,
} from "./read-statement.ts";
export * from "./types.ts";
