-- The two halves of a transfer between the person's own accounts, each read from its own
-- statement ("TED enviada" in one, "TED recebida" in the other): one transfer row keeps both
-- entries' import keys, so neither statement read again adds its half twice (docs/statement-formats.md).
ALTER TABLE account_transfers ADD COLUMN linked_import_key text;
CREATE UNIQUE INDEX account_transfers_linked_import_key_idx ON account_transfers (user_id, linked_import_key)
  WHERE linked_import_key IS NOT NULL;
