import type { Book } from "@tostao/core";
import type { Db } from "@tostao/db";
import {
  confirmStatementImport,
  type ImportResult,
  previewStatement,
  type StatementPreview,
} from "../accounts/statement-import.ts";

/**
 * Imports a statement file as a person on the dashboard does: previews it and confirms the offer
 * as shown, in one transaction. `accountId` null lets the import pick or propose the account.
 */
export function importStatementFile(
  db: Db,
  input: {
    userId: number;
    book: Book;
    fileName: string;
    bytes: Uint8Array;
    accountId: number | null;
    now: Date;
  },
): Promise<{ preview: StatementPreview; result: ImportResult }> {
  const { userId, book, now } = input;
  return db.transaction(async (tx) => {
    const preview = await previewStatement(tx, {
      userId,
      book,
      fileName: input.fileName,
      bytes: input.bytes,
      accountId: input.accountId,
      source: "dashboard",
    });
    const result = await confirmStatementImport(tx, {
      userId,
      book,
      importId: preview.id,
      now,
      source: "dashboard",
    });
    return { preview, result };
  });
}
