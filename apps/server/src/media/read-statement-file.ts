/**
 * A statement file's bytes to what core reads from it: spreadsheets through their cells, text
 * formats (OFX, CSV) directly. The one entry point for the CLI, chat and the dashboard.
 */
import {
  type Result,
  readStatement,
  type StatementError,
  type StatementReading,
  type StatementSide,
} from "@tostao/core";
import { isZip, readSpreadsheetSheets } from "./read-spreadsheet.ts";

export interface StatementFile {
  fileName: string;
  bytes: Uint8Array;
  /** The account holder's names (a Pix to oneself reads as a transfer). */
  ownNames?: readonly string[];
  /** Today in São Paulo (`YYYY-MM-DD`): the year of dates a card bill writes without one. */
  today?: string;
  /** The side the person chose (the account picked), for a file that does not state its own. */
  side?: StatementSide;
}

const BAD_SPREADSHEET: StatementError = {
  code: "invalid_file",
  message: "Não consegui abrir essa planilha. Exporte de novo do banco em .xlsx, .csv ou .ofx.",
};

/** Reads a statement file of any supported format. Never throws for a bad file. */
export async function readStatementFile(
  file: StatementFile,
): Promise<Result<StatementReading, StatementError>> {
  if (isZip(file.bytes)) {
    let sheets: Array<() => string[][]>;
    try {
      sheets = await readSpreadsheetSheets(file.bytes);
    } catch {
      return { ok: false, error: BAD_SPREADSHEET };
    }
    // The entries may sit on a sheet after a cover or a summary: the first sheet read as a
    // statement is the one; else the first sheet's answer, a table found but unread (or a report
    // of another kind, said so) before none.
    let failed: Result<StatementReading, StatementError> | null = null;
    for (const sheet of sheets) {
      const read = readStatement({
        fileName: file.fileName,
        cells: sheet(),
        ownNames: file.ownNames,
        today: file.today,
        side: file.side,
      });
      if (read.ok) return read;
      if (
        !failed ||
        (failed.ok === false && failed.error.code === "unsupported_format" && !failed.error.report)
      )
        failed = read;
    }
    return failed ?? readStatement({ fileName: file.fileName, cells: [], today: file.today });
  }
  return readStatement({
    fileName: file.fileName,
    bytes: file.bytes,
    ownNames: file.ownNames,
    today: file.today,
    side: file.side,
  });
}
