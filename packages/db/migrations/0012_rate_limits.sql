-- Rate limits and sign-in backoff kept in the database instead of one process's memory, so
-- every process behind a proxy counts the same hits and a restart does not reset them.

-- Fixed windows: at most N hits per key (a limit's name and an address, user or phone) in a
-- window that starts at the key's first hit.
CREATE TABLE rate_limit_windows (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_windows_start_idx ON rate_limit_windows (window_start);

-- Failed attempts (wrong sign-in codes, wrong operator passwords) per key: past a free number,
-- each further failure makes the key wait twice as long, up to a cap. Never a lock-out.
CREATE TABLE failure_backoff (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz
);
CREATE INDEX failure_backoff_last_idx ON failure_backoff (last_failure_at);
