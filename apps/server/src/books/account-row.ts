/**
 * An account as the books read it (docs/accounts.md): the books module writes accounts
 * (books/accounts.ts), the accounts domain reads them with the same columns.
 */
import type { AccountKind } from "@tostao/core";

export interface Account {
  id: number;
  name: string;
  kind: AccountKind;
  bank: string | null;
  /** The account or card number its statements give (OFX ACCTID, "Conta: 38127-4", a card's last digits). */
  number: string | null;
  cardId: number | null;
  openingBalance: number;
  openingOn: string;
  statedBalance: number | null;
  statedOn: string | null;
}

/** The columns an account is read with. */
export const ACCOUNT_COLUMNS = `id, name, kind, bank, number, card_id AS "cardId", opening_balance_centavos::bigint AS "openingBalance",
  opening_on::text AS "openingOn", stated_balance_centavos::bigint AS "statedBalance", stated_on::text AS "statedOn"`;

export const asAccount = (row: Account): Account => ({
  ...row,
  openingBalance: Number(row.openingBalance),
  statedBalance: row.statedBalance === null ? null : Number(row.statedBalance),
  cardId: row.cardId === null ? null : Number(row.cardId),
  id: Number(row.id),
});
