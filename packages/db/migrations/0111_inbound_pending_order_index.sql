-- The text batches claim the oldest waiting inbound messages: walked in id order through this
-- index, a claim reads only the messages still waiting, however many were answered before them.
CREATE INDEX messages_inbound_received_idx ON messages (id)
  WHERE direction = 'inbound' AND status = 'received';
