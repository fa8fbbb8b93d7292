-- The outbox: outbound rows of messages are the delivery queue itself. A dispatcher claims the
-- oldest due message of each conversation (FOR UPDATE SKIP LOCKED), holds a short lease renewed
-- while the provider call runs, and a lease left by a crashed process is taken over.

-- WhatsApp template messages (outside the 24-hour window): { name, language, params }.
ALTER TABLE messages ADD COLUMN template jsonb;
-- When a queued message may next be tried (retry backoff).
ALTER TABLE messages ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
-- Sign-in codes: the text is replaced once sent, so the table keeps no usable code.
ALTER TABLE messages ADD COLUMN redact_after_send boolean NOT NULL DEFAULT false;

CREATE INDEX messages_outbox_idx ON messages (id)
  WHERE direction = 'outbound' AND status IN ('queued', 'sending');
CREATE INDEX messages_outbox_conversation_idx ON messages (channel, phone, id)
  WHERE direction = 'outbound' AND status IN ('queued', 'sending');

-- Templates queued before this column existed kept it under media.
UPDATE messages SET template = media -> 'template' WHERE type = 'template' AND template IS NULL AND media ? 'template';
