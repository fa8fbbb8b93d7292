-- Planning: cards and their bills, category limits and their alerts, goals, future purchases,
-- and the digests. Money is integer centavos; months are 'YYYY-MM' text (a bill is named by the
-- month it falls due in).

CREATE TABLE cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  kind text NOT NULL DEFAULT 'credit' CHECK (kind IN ('credit', 'debit')),
  limit_centavos bigint CHECK (limit_centavos > 0),
  closing_day smallint CHECK (closing_day BETWEEN 1 AND 31),
  due_day smallint CHECK (due_day BETWEEN 1 AND 31),
  -- The 10:00 notices on a bill's due date and the day before; a person can turn them off.
  bill_reminders boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX cards_user_book_name_key ON cards (user_id, book, lower(name));

-- A credit purchase's part sits on one bill; a hand-picked bill sticks (bill_overridden).
ALTER TABLE transactions ADD COLUMN card_id bigint REFERENCES cards (id) ON DELETE SET NULL;
ALTER TABLE transactions ADD COLUMN bill_month text CHECK (bill_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');
ALTER TABLE transactions ADD COLUMN bill_overridden boolean NOT NULL DEFAULT false;
CREATE INDEX transactions_card_bill_idx ON transactions (card_id, bill_month) WHERE card_id IS NOT NULL;

-- A bill exists here once paid. Paying is a transfer from the account to the card: the purchases
-- were already expenses, so the payment is not a transaction and nothing is counted twice.
CREATE TABLE card_bill_payments (
  card_id bigint NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  amount_centavos bigint NOT NULL CHECK (amount_centavos >= 0),
  paid_on date NOT NULL,
  source_message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (card_id, month)
);

-- One due-day notice and one eve notice per bill, however often the daily job runs.
CREATE TABLE card_bill_notices (
  card_id bigint NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  month text NOT NULL,
  notice text NOT NULL CHECK (notice IN ('eve', 'due')),
  message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (card_id, month, notice)
);

CREATE TABLE spending_limits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business')),
  category_id bigint NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT spending_limits_user_category_key UNIQUE (user_id, book, category_id)
);

-- An alert goes out once per threshold, month and category: the key is the promise. A total
-- brought back under a threshold deletes its row, which re-arms it.
CREATE TABLE limit_alerts (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id bigint NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  threshold smallint NOT NULL CHECK (threshold IN (80, 100)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, category_id, month, threshold)
);

CREATE TABLE goals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business')),
  kind text NOT NULL CHECK (kind IN ('savings', 'investment', 'debt')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  target_centavos bigint NOT NULL CHECK (target_centavos > 0),
  deadline date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX goals_user_book_name_key ON goals (user_id, book, lower(name));

-- Records tied to a goal: money set aside for it, or paid towards a debt.
ALTER TABLE transactions ADD COLUMN goal_id bigint REFERENCES goals (id) ON DELETE SET NULL;
CREATE INDEX transactions_goal_idx ON transactions (goal_id) WHERE goal_id IS NOT NULL;

CREATE TABLE planned_purchases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 120),
  amount_centavos bigint CHECK (amount_centavos > 0),
  planned_for date,
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'bought', 'cancelled')),
  transaction_id bigint REFERENCES transactions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX planned_purchases_user_idx ON planned_purchases (user_id, status);

-- A question the assistant asked and is waiting for a yes to ("registro a compra da tv?").
CREATE TABLE planning_confirmations (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  action jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Weekly summary and monthly close: once per person and period, whatever restarts happen.
ALTER TABLE users ADD COLUMN digests_enabled boolean NOT NULL DEFAULT true;
CREATE TABLE digest_sends (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('weekly', 'monthly')),
  period text NOT NULL,
  message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period)
);
