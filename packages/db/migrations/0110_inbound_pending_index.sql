-- The received messages still waiting in each conversation: "earlier received messages" and the
-- batch claim of the oldest pending message per conversation read this index alone, so their cost
-- does not grow with the backlog (the old plan scanned every received message on each call).
CREATE INDEX messages_inbound_pending_idx ON messages (channel, phone, id)
  WHERE direction = 'inbound' AND status = 'received';
