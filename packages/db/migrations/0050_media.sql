-- Photos, PDFs and voice notes. A file is read outside any transaction, its reading stored here,
-- and only then does the processing transaction act on the books, so a worker dying mid-read
-- leaves the message to be read again and nothing half-recorded.

-- Files sent in the web chat wait here until read, then are deleted. (WhatsApp files stay with
-- Meta and are fetched by their media id when read.)
CREATE TABLE media_uploads (
  message_id bigint PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
  bytes bytea NOT NULL,
  mime_type text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What was read: the document's fields or the transcript, or why it could not be read. The
-- transcript is cleared once the message is processed; fields hold amounts, dates and names only.
CREATE TABLE media_readings (
  message_id bigint PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
  outcome text NOT NULL CHECK (outcome IN ('document', 'voice', 'error')),
  fields jsonb,
  transcript text,
  error_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- NFC-e / SAT access key of a receipt: the same receipt sent twice is recorded once.
ALTER TABLE transactions ADD COLUMN access_key text;
CREATE UNIQUE INDEX transactions_access_key_idx ON transactions (user_id, access_key) WHERE access_key IS NOT NULL;

-- A card statement's purchases not yet in the books, offered for import until the person answers
-- "importar" (one offer per person; a newer statement replaces it).
CREATE TABLE statement_import_offers (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  message_id bigint REFERENCES messages (id) ON DELETE CASCADE,
  issuer text,
  items jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
