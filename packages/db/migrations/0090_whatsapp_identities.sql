-- People known by their phone, their WhatsApp business-scoped user id (BSUID), or both.
--
-- Since April 2026 every WhatsApp webhook carries the person's BSUID (`user_id`, e.g.
-- "BR.1502576394655843"), and someone who adopted a username and has not talked to the number
-- for 30 days arrives with no phone at all. Such a person is a user without a phone; when phone
-- and BSUID later appear together they are linked (and two accounts that turn out to be one
-- person are merged, by the server). Web sign-in still goes by phone.
--
-- Nothing existing changes: every current user keeps their phone, every message its phone.

ALTER TABLE users ALTER COLUMN phone DROP NOT NULL;
-- The person's current BSUID ("BR.…", parent BSUIDs "BR.ENT.…"); stored exactly as Meta sent it.
ALTER TABLE users ADD COLUMN wa_user_id text;
-- Their WhatsApp username, when they adopted one (changes freely; for display only).
ALTER TABLE users ADD COLUMN wa_username text;
ALTER TABLE users ADD CONSTRAINT users_wa_user_id_key UNIQUE (wa_user_id);
ALTER TABLE users ADD CONSTRAINT users_wa_user_id_format
  CHECK (wa_user_id ~ '^[A-Z]{2}\.[A-Za-z0-9]+(\.[A-Za-z0-9]+)?$' AND length(wa_user_id) <= 160);
ALTER TABLE users ADD CONSTRAINT users_identity CHECK (phone IS NOT NULL OR wa_user_id IS NOT NULL);

-- A BSUID a person had before (Meta gives a new one when the phone number changes): a late
-- message from the old one still finds them.
CREATE TABLE wa_user_id_history (
  wa_user_id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  replaced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wa_user_id_history_user_idx ON wa_user_id_history (user_id);

-- Messages: who they are from (inbound) or to (outbound) is a phone, a BSUID or both. The
-- conversation is the phone when there is one, else the BSUID (COALESCE(phone, wa_user_id)):
-- replies are sent in order per conversation and older messages are processed first.
ALTER TABLE messages ALTER COLUMN phone DROP NOT NULL;
ALTER TABLE messages ADD COLUMN wa_user_id text;
-- The sender's WhatsApp username as the message carried it (their account takes it when created).
ALTER TABLE messages ADD COLUMN sender_username text;
ALTER TABLE messages ADD CONSTRAINT messages_address CHECK (phone IS NOT NULL OR wa_user_id IS NOT NULL);
DROP INDEX messages_outbox_conversation_idx;
CREATE INDEX messages_outbox_conversation_idx ON messages (channel, (COALESCE(phone, wa_user_id)), id)
  WHERE direction = 'outbound' AND status IN ('queued', 'sending');
CREATE INDEX messages_inbound_waiting_idx ON messages (channel, (COALESCE(phone, wa_user_id)), id)
  WHERE direction = 'inbound' AND status = 'received';

-- A protected PDF waits per conversation, which may have no phone.
ALTER TABLE pdf_password_waits RENAME COLUMN phone TO contact;
ALTER INDEX pdf_password_waits_conversation_idx RENAME TO pdf_password_waits_contact_idx;

-- When the person last wrote on WhatsApp: their 24-hour window for free text is WhatsApp's
-- (a message on the web chat does not open it; last_inbound_at counts every channel).
ALTER TABLE users ADD COLUMN wa_last_inbound_at timestamptz;
UPDATE users u SET wa_last_inbound_at = w.at
FROM (SELECT user_id, max(COALESCE(provider_timestamp, created_at)) AS at FROM messages
      WHERE channel = 'whatsapp' AND direction = 'inbound' AND user_id IS NOT NULL GROUP BY user_id) w
WHERE w.user_id = u.id;
