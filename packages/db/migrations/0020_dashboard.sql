-- The web dashboard: category colours and archiving, a per-person version of the books that
-- an open dashboard polls to show changes made in chat, and indexes for long lists.

ALTER TABLE categories ADD COLUMN color text CHECK (color ~ '^#[0-9a-f]{6}$');
ALTER TABLE categories ADD COLUMN archived_at timestamptz;

-- Bumped by every statement that changes a person's records, categories, reminders or fixed
-- items, whoever runs it (assistant, dashboard, daily jobs).
ALTER TABLE users ADD COLUMN books_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION bump_books_version_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET books_version = books_version + 1
  WHERE id IN (SELECT DISTINCT user_id FROM changed_rows);
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['transactions', 'categories', 'reminders', 'recurring_rules'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_books_version_ins AFTER INSERT ON %1$s
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_new()', t);
    EXECUTE format('CREATE TRIGGER %1$s_books_version_upd AFTER UPDATE ON %1$s
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_new()', t);
    EXECUTE format('CREATE TRIGGER %1$s_books_version_del AFTER DELETE ON %1$s
      REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_new()', t);
  END LOOP;
END $$;

-- Keyset pages of a person's records by date or by amount, newest or largest first, and the
-- totals of a date range read from the index alone.
CREATE INDEX transactions_user_date_id_idx ON transactions (user_id, date, id)
  INCLUDE (kind, amount_centavos, category_id);
CREATE INDEX transactions_user_amount_id_idx ON transactions (user_id, amount_centavos, id);
DROP INDEX transactions_user_date_idx;

CREATE INDEX categories_user_idx ON categories (user_id);
CREATE INDEX reminders_user_idx ON reminders (user_id, due_date);
CREATE INDEX recurring_rules_user_all_idx ON recurring_rules (user_id);
