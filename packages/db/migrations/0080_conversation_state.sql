-- One conversation state per person (packages/core/src/conversation): the subject last talked
-- about, so follow-ups resolve ("e semana passada?", "o limite dele"), and the one question waiting
-- for an answer. It replaces the two tables that each kept one kind of waiting question: a record
-- waiting for its amount (pending_intents) and a yes/no question (planning_confirmations).

CREATE TABLE conversation_states (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  state jsonb NOT NULL,
  -- after this the state means nothing (its subject and question both lapsed)
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A question waiting now keeps waiting, in the new shape; of two, the newer one (a person had
-- only ever one answer pending in practice: a new question replaced the old one's meaning).
INSERT INTO conversation_states (user_id, state, expires_at)
SELECT user_id,
  jsonb_build_object('seq', 1, 'subject', NULL::jsonb,
    'pending', question || jsonb_build_object('id', 'q1', 'expiresAt', to_jsonb(expires_at), 'book', 'personal')),
  expires_at
FROM (
  SELECT DISTINCT ON (user_id) user_id, question, expires_at
  FROM (
    SELECT user_id, jsonb_build_object('type', 'amount', 'intent', intent) AS question, expires_at, created_at
    FROM pending_intents
    UNION ALL
    SELECT user_id,
      action || CASE WHEN action ? 'description' THEN '{}'::jsonb ELSE jsonb_build_object('description', '') END,
      expires_at, created_at
    FROM planning_confirmations
  ) waiting
  WHERE expires_at > now()
  ORDER BY user_id, created_at DESC
) newest;

DROP TABLE pending_intents;
DROP TABLE planning_confirmations;
