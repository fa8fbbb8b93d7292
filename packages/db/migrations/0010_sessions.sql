-- One session table for people (web chat, dashboard) and operators (admin area), so every
-- sign-in is stored, listed per device and revocable. Replaces web_sessions: people signed in
-- to the web chat sign in again once.
DROP TABLE web_sessions;

CREATE TABLE sessions (
  -- Public id (shown in the devices list, used to revoke); the cookie carries a separate secret.
  id text PRIMARY KEY,
  -- sha256 of the cookie's token; the token itself is never stored.
  token_hash text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('person', 'operator')),
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  user_agent text,
  created_at timestamptz NOT NULL,
  -- Refreshed at most every few minutes; a session idle for 30 days is over.
  last_seen_at timestamptz NOT NULL,
  -- An absolute end besides the idle one (operators: 12 hours); NULL for people.
  expires_at timestamptz,
  revoked_at timestamptz,
  CHECK ((kind = 'person') = (user_id IS NOT NULL))
);
CREATE INDEX sessions_user_idx ON sessions (user_id, created_at DESC) WHERE user_id IS NOT NULL;

-- One-time sign-in links (sent on WhatsApp, opened at /entrar?token=…): 15 minutes, single use.
CREATE TABLE sign_in_links (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sign_in_links_user_idx ON sign_in_links (user_id);
