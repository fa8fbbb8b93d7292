-- The text batches claim the oldest waiting inbound messages: walked in id order through this
-- index, a claim reads only the messages still waiting, however many were answered before them.
CREATE INDEX messages_inbound_received_idx ON messages (id)
  WHERE direction = 'inbound' AND status = 'received';

-- Conversations are keyed by COALESCE(phone, wa_user_id) now: messages_inbound_waiting_idx serves
-- the look-up of earlier waiting messages that this one served by phone alone.
DROP INDEX IF EXISTS messages_inbound_pending_idx;
