-- Accounts and balances, statement imports, payday (docs/accounts.md). Money is integer centavos.

-- Where money sits: a current account, savings, the wallet, a credit card. The balance is the
-- opening balance plus what moved in it since; a card's balance is what is owed (negative).
CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  kind text NOT NULL CHECK (kind IN ('checking', 'savings', 'wallet', 'card')),
  -- The bank as statements name it ("Nubank", "Banco Inter"), to offer this account for its files.
  bank text,
  card_id bigint REFERENCES cards (id) ON DELETE SET NULL,
  opening_balance_centavos bigint NOT NULL DEFAULT 0,
  -- Movements dated before this day are already inside the opening balance.
  opening_on date NOT NULL,
  -- The balance a bank stated at the end of the newest statement imported, and its day.
  stated_balance_centavos bigint,
  stated_on date,
  -- When the person said it in chat ("tenho 1.200 no nubank"): records made later that day count
  -- after it. A bank's balance (NULL here) closes its day.
  stated_at timestamptz,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX accounts_user_book_name_key ON accounts (user_id, book, lower(name));
-- Part of the books: written inside operations and captured for undo (0062 adds the same
-- triggers to a database that had this table before).
CREATE OR REPLACE TRIGGER accounts_books_capture_ins AFTER INSERT ON accounts
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
CREATE OR REPLACE TRIGGER accounts_books_capture_upd AFTER UPDATE ON accounts
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
CREATE OR REPLACE TRIGGER accounts_books_capture_del AFTER DELETE ON accounts
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION books_capture();

-- A record sits in an account ("no pix do inter"); an imported one carries its statement entry's
-- key, so the same entry read again is never recorded twice.
ALTER TABLE transactions ADD COLUMN account_id bigint REFERENCES accounts (id) ON DELETE SET NULL;
ALTER TABLE transactions ADD COLUMN import_key text;
CREATE INDEX transactions_account_idx ON transactions (account_id, date) WHERE account_id IS NOT NULL;
CREATE UNIQUE INDEX transactions_import_key_idx ON transactions (user_id, import_key) WHERE import_key IS NOT NULL;

-- Money moved between the person's own accounts (a Pix to oneself, savings, a card bill paid):
-- never spending nor income. Either side may be an account the person does not keep here.
CREATE TABLE account_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business')),
  date date NOT NULL,
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  from_account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  to_account_id bigint REFERENCES accounts (id) ON DELETE SET NULL,
  kind text NOT NULL DEFAULT 'transfer' CHECK (kind IN ('transfer', 'bill_payment', 'investment')),
  description text NOT NULL DEFAULT '',
  import_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_account_id IS DISTINCT FROM to_account_id)
);
CREATE INDEX account_transfers_user_date_idx ON account_transfers (user_id, date);
CREATE UNIQUE INDEX account_transfers_import_key_idx ON account_transfers (user_id, import_key) WHERE import_key IS NOT NULL;

-- A statement read and waiting for the person's confirmation (dashboard preview, chat offer),
-- then what its import did.
CREATE TABLE statement_imports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business')),
  account_id bigint REFERENCES accounts (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  -- What core read (bank, layout, side, entries, closing balance).
  reading jsonb NOT NULL,
  status text NOT NULL DEFAULT 'offered' CHECK (status IN ('offered', 'imported', 'cancelled')),
  source text NOT NULL CHECK (source IN ('chat', 'dashboard')),
  message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  operation_id bigint,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  imported_at timestamptz
);
CREATE INDEX statement_imports_user_idx ON statement_imports (user_id, id DESC);

-- When the salary arrives ("todo 5º dia útil", "dia 30") and whether months start on it.
CREATE TABLE paydays (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  rule jsonb NOT NULL,
  -- The salary's amount, when the person says it; otherwise the last salary recorded.
  amount_centavos bigint CHECK (amount_centavos > 0),
  month_starts_on_payday boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
