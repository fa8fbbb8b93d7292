-- Statuses of a message we sent that arrive before its send is stored: Meta's status webhook can
-- reach us while the process that sent the message has its id but has not written it yet. They
-- wait here (pricing included) and are attached when the send is recorded; the status pass drops
-- those no send of ours claimed within a day (another app's messages on the same number).
CREATE TABLE early_message_statuses (
  external_id text NOT NULL,
  status text NOT NULL,
  occurred_at timestamptz NOT NULL,
  recipient text,
  errors jsonb,
  pricing jsonb,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (external_id, status)
);
CREATE INDEX early_message_statuses_received_idx ON early_message_statuses (received_at);
