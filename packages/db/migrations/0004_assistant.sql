-- The assistant: people, their books, and every message in and out of every channel.
-- Money is integer centavos (bigint) everywhere.

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  name text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked')),
  last_inbound_at timestamptz,
  -- Set when the welcome went out, so it goes out once.
  welcomed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_phone_key UNIQUE (phone),
  CONSTRAINT users_phone_e164 CHECK (phone ~ '^\+[1-9][0-9]{7,14}$')
);

CREATE TABLE categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('income', 'expense', 'investment')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT categories_user_kind_name_key UNIQUE (user_id, kind, name)
);

CREATE TABLE recurring_rules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('income', 'expense', 'investment')),
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  category_id bigint REFERENCES categories (id) ON DELETE SET NULL,
  description text NOT NULL,
  day_of_month smallint NOT NULL CHECK (day_of_month BETWEEN 1 AND 31),
  payment_method text,
  card text,
  active boolean NOT NULL DEFAULT true,
  starts_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recurring_rules_user_idx ON recurring_rules (user_id) WHERE active;

CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('whatsapp', 'webchat')),
  -- The provider's id (wamid) or the web client's id; outbound gets it once sent.
  external_id text,
  direction text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  -- Who the message is from (inbound) or to (outbound), E.164.
  phone text NOT NULL,
  -- The profile name the provider reports for the sender (inbound).
  sender_name text,
  type text NOT NULL,
  body text,
  media jsonb,
  status text NOT NULL CHECK (status IN (
    'received', 'processed', 'failed',
    'queued', 'sending', 'sent', 'delivered', 'read'
  )),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  reply_to_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  sent_at timestamptz,
  -- When the provider says the person sent it (inbound).
  provider_timestamp timestamptz,
  processed_at timestamptz,
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT messages_channel_external_id_key UNIQUE (channel, external_id)
);
CREATE INDEX messages_user_channel_idx ON messages (user_id, channel, id);
CREATE INDEX messages_pending_idx ON messages (status) WHERE status IN ('received', 'queued', 'sending');

CREATE TABLE message_statuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  external_id text NOT NULL,
  status text NOT NULL,
  occurred_at timestamptz NOT NULL,
  recipient text,
  errors jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT message_statuses_external_id_status_key UNIQUE (external_id, status)
);

CREATE TABLE transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('income', 'expense', 'investment')),
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  date date NOT NULL,
  category_id bigint REFERENCES categories (id) ON DELETE SET NULL,
  description text NOT NULL DEFAULT '',
  payment_method text CHECK (payment_method IN ('credit', 'debit', 'pix', 'cash', 'boleto')),
  card text,
  installment_group uuid,
  installment_number smallint,
  installment_count smallint,
  recurring_rule_id bigint REFERENCES recurring_rules (id) ON DELETE SET NULL,
  source_message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT transactions_installment_check CHECK (
    (installment_group IS NULL AND installment_number IS NULL AND installment_count IS NULL)
    OR (installment_number BETWEEN 1 AND installment_count)
  )
);
CREATE INDEX transactions_user_date_idx ON transactions (user_id, date);
CREATE INDEX transactions_user_created_idx ON transactions (user_id, id DESC);
CREATE INDEX transactions_installment_group_idx ON transactions (installment_group) WHERE installment_group IS NOT NULL;

CREATE TABLE reminders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  description text NOT NULL,
  amount_centavos bigint CHECK (amount_centavos > 0),
  due_date date NOT NULL,
  recurrence_day smallint CHECK (recurrence_day BETWEEN 1 AND 31),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'done', 'cancelled')),
  source_message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reminders_due_idx ON reminders (due_date) WHERE status = 'pending';

-- An incomplete record waiting for the amount in the person's next message.
CREATE TABLE pending_intents (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  intent jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_codes_phone_idx ON login_codes (phone, id DESC);

CREATE TABLE web_sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX web_sessions_user_idx ON web_sessions (user_id);
