-- What Meta charges for each message we send, as its status webhooks report it (per-message
-- pricing since July 2025: `pricing: {billable, pricing_model: "PMP", type, category}`). Kept on
-- the outbound message so the operator sees per person and month what a customer costs.
ALTER TABLE messages ADD COLUMN pricing_category text;
ALTER TABLE messages ADD COLUMN pricing_type text;
ALTER TABLE messages ADD COLUMN pricing_billable boolean;

CREATE INDEX messages_outbound_month_idx ON messages (user_id, created_at)
  WHERE direction = 'outbound' AND channel = 'whatsapp';
