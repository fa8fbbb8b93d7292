-- A password-protected PDF waiting for its password. The assistant asks for it in chat and takes
-- the person's next text message as the password: that message is read in the media queue (it
-- points here by answer_message_id), its text is used for that reading only and then erased from
-- the messages table. The file waits in media_uploads until it opens, the person gives up, the
-- attempts run out or the wait expires; the password itself is never stored here.
CREATE TABLE pdf_password_waits (
  message_id bigint PRIMARY KEY REFERENCES messages (id) ON DELETE CASCADE,
  channel text NOT NULL,
  phone text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  answer_message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
-- One waiting PDF per conversation: a newer one replaces it.
CREATE UNIQUE INDEX pdf_password_waits_conversation_idx ON pdf_password_waits (channel, phone);
CREATE UNIQUE INDEX pdf_password_waits_answer_idx ON pdf_password_waits (answer_message_id);
