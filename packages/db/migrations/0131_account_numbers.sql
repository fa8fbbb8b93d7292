-- The account or card number a bank statement gives (OFX ACCTID, "Conta: 38127-4", a card's last
-- digits), kept on the account its statements go to: two accounts of one bank and side (two
-- Nubank current accounts, an OFX holding two STMTRS) keep their statements apart by it
-- (docs/statement-formats.md, "Importing").
ALTER TABLE accounts ADD COLUMN number text;
