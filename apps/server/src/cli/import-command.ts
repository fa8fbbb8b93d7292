/**
 * `cli import FILE...`: reads bank and card statements (OFX 1.x/2.x, CSV, .xlsx) and prints one
 * JSON line per entry, then one summary line per file. Money in reais, positive; `direction`
 * says which way it went. A file that cannot be read gets an `error` line and the exit code 1.
 */
import { readFile, stat } from "node:fs/promises";
import type { Writable } from "node:stream";
import type { StatementReading } from "@tostao/core";
import { readStatementFile } from "../media/read-statement-file.ts";

const reais = (centavos: number) => centavos / 100;

function summary(file: string, reading: StatementReading) {
  let moneyIn = 0;
  let moneyOut = 0;
  for (const e of reading.entries) {
    if (e.direction === "in") moneyIn += e.amount;
    else moneyOut += e.amount;
  }
  return {
    type: "summary",
    file,
    bank: reading.bank,
    layout: reading.layout,
    format: reading.format,
    encoding: reading.encoding,
    side: reading.side,
    account: reading.accountId,
    entries: reading.entries.length,
    money_in: reais(moneyIn),
    money_out: reais(moneyOut),
    skipped_lines: reading.skipped,
    unreadable_lines: reading.unreadable,
    from: reading.from,
    to: reading.to,
    closing_balance: reading.closingBalance
      ? { amount: reais(reading.closingBalance.amount), date: reading.closingBalance.date }
      : null,
  };
}

/**
 * Reads each file in turn; returns 1 when any could not be read, else 0. `today` (`YYYY-MM-DD`)
 * dates card lines written without a year when the file gives no year of its own.
 */
export async function runImport(
  files: readonly string[],
  out: Writable,
  maxBytes: number,
  today?: string,
): Promise<number> {
  let failed = false;
  const fail = (file: string, code: string, message: string) => {
    failed = true;
    out.write(`${JSON.stringify({ type: "error", file, error: { code, message } })}\n`);
  };
  for (const file of files) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      fail(file, "not_found", "Arquivo não encontrado.");
      continue;
    }
    if (info.size > maxBytes) {
      fail(file, "too_large", `Arquivo maior que ${Math.round(maxBytes / 1_048_576)} MB.`);
      continue;
    }
    const result = await readStatementFile({ fileName: file, bytes: await readFile(file), today });
    if (!result.ok) {
      fail(file, result.error.code, result.error.message);
      continue;
    }
    const lines: string[] = [];
    for (const e of result.value.entries) {
      lines.push(
        JSON.stringify({
          type: "entry",
          file,
          date: e.date,
          amount: reais(e.amount),
          direction: e.direction,
          kind: e.kind,
          description: e.description,
          fitid: e.fitid,
          counterpart: e.counterpart,
          method: e.method,
          category: e.category,
          installment: e.installment,
          balance: e.balance === null ? null : reais(e.balance),
          raw: e.raw,
          key: e.key,
        }),
      );
      if (lines.length >= 1000) out.write(`${lines.splice(0).join("\n")}\n`);
    }
    if (lines.length > 0) out.write(`${lines.join("\n")}\n`);
    out.write(`${JSON.stringify(summary(file, result.value))}\n`);
  }
  return failed ? 1 : 0;
}
