-- The records' seven foreign keys (their person, category, account, card, goal, recurring rule and
-- message) were checked row by row, each an after-trigger event queued, fetched back and looked up
-- even when the key is NULL: 70,000 checks for a 10,000-line statement import, about 300 ms of its
-- confirmation on PGlite. As the capture's key to its operation (0125), they are now checked once
-- per statement: each referenced row once, locked against deletion as the keys' checks did (FOR KEY
-- SHARE), the statement refused with the keys' own error (23503, naming the constraint) when one is
-- missing. What the keys did when a referenced row is deleted is done by triggers on those tables:
-- a person deleted takes their records with them, a category, account, card, goal, recurring rule or
-- message deleted leaves the records that named it without it, once per statement. The ids referenced
-- are never changed (identity keys no code updates).
ALTER TABLE transactions
  DROP CONSTRAINT transactions_user_id_fkey,
  DROP CONSTRAINT transactions_category_id_fkey,
  DROP CONSTRAINT transactions_account_id_fkey,
  DROP CONSTRAINT transactions_card_id_fkey,
  DROP CONSTRAINT transactions_goal_id_fkey,
  DROP CONSTRAINT transactions_recurring_rule_id_fkey,
  DROP CONSTRAINT transactions_source_message_id_fkey;

CREATE FUNCTION transactions_keys_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing bigint;
  key text;
  target text;
BEGIN
  SELECT n.id INTO missing FROM (SELECT DISTINCT user_id AS id FROM checked_rows) n
    WHERE NOT EXISTS (SELECT FROM users r WHERE r.id = n.id FOR KEY SHARE);
  IF FOUND THEN key := 'user_id'; target := 'users'; END IF;
  IF key IS NULL THEN
    SELECT n.id INTO missing FROM (SELECT DISTINCT category_id AS id FROM checked_rows WHERE category_id IS NOT NULL) n
      WHERE NOT EXISTS (SELECT FROM categories r WHERE r.id = n.id FOR KEY SHARE);
    IF FOUND THEN key := 'category_id'; target := 'categories'; END IF;
  END IF;
  IF key IS NULL THEN
    SELECT n.id INTO missing FROM (SELECT DISTINCT account_id AS id FROM checked_rows WHERE account_id IS NOT NULL) n
      WHERE NOT EXISTS (SELECT FROM accounts r WHERE r.id = n.id FOR KEY SHARE);
    IF FOUND THEN key := 'account_id'; target := 'accounts'; END IF;
  END IF;
  IF key IS NULL THEN
    SELECT n.id INTO missing FROM (SELECT DISTINCT card_id AS id FROM checked_rows WHERE card_id IS NOT NULL) n
      WHERE NOT EXISTS (SELECT FROM cards r WHERE r.id = n.id FOR KEY SHARE);
    IF FOUND THEN key := 'card_id'; target := 'cards'; END IF;
  END IF;
  IF key IS NULL THEN
    SELECT n.id INTO missing FROM (SELECT DISTINCT goal_id AS id FROM checked_rows WHERE goal_id IS NOT NULL) n
      WHERE NOT EXISTS (SELECT FROM goals r WHERE r.id = n.id FOR KEY SHARE);
    IF FOUND THEN key := 'goal_id'; target := 'goals'; END IF;
  END IF;
  IF key IS NULL THEN
    SELECT n.id INTO missing
      FROM (SELECT DISTINCT recurring_rule_id AS id FROM checked_rows WHERE recurring_rule_id IS NOT NULL) n
      WHERE NOT EXISTS (SELECT FROM recurring_rules r WHERE r.id = n.id FOR KEY SHARE);
    IF FOUND THEN key := 'recurring_rule_id'; target := 'recurring_rules'; END IF;
  END IF;
  IF key IS NULL THEN
    SELECT n.id INTO missing
      FROM (SELECT DISTINCT source_message_id AS id FROM checked_rows WHERE source_message_id IS NOT NULL) n
      WHERE NOT EXISTS (SELECT FROM messages r WHERE r.id = n.id FOR KEY SHARE);
    IF FOUND THEN key := 'source_message_id'; target := 'messages'; END IF;
  END IF;
  IF key IS NOT NULL THEN
    RAISE foreign_key_violation USING
      MESSAGE = format('insert or update on table "transactions" violates foreign key constraint "transactions_%s_fkey"', key),
      DETAIL = format('Key (%s)=(%s) is not present in table "%s".', key, missing, target),
      TABLE = 'transactions', COLUMN = key, CONSTRAINT = format('transactions_%s_fkey', key);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_keys_ins AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT EXECUTE FUNCTION transactions_keys_check();
CREATE TRIGGER transactions_keys_upd AFTER UPDATE ON transactions
  REFERENCING NEW TABLE AS checked_rows FOR EACH STATEMENT EXECUTE FUNCTION transactions_keys_check();

-- A person deleted: their records too.
CREATE FUNCTION transactions_of_deleted_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transactions WHERE user_id IN (SELECT id FROM deleted_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER users_transactions_del AFTER DELETE ON users REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_of_deleted_people();

-- A category, account, card, goal, recurring rule or message deleted: the records that named it
-- keep none (the column named by the trigger's argument).
CREATE FUNCTION transactions_without_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE transactions SET %1$I = NULL WHERE %1$I IN (SELECT id FROM deleted_rows)', TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE TRIGGER categories_transactions_del AFTER DELETE ON categories REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_without_deleted('category_id');
CREATE TRIGGER accounts_transactions_del AFTER DELETE ON accounts REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_without_deleted('account_id');
CREATE TRIGGER cards_transactions_del AFTER DELETE ON cards REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_without_deleted('card_id');
CREATE TRIGGER goals_transactions_del AFTER DELETE ON goals REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_without_deleted('goal_id');
CREATE TRIGGER recurring_rules_transactions_del AFTER DELETE ON recurring_rules REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_without_deleted('recurring_rule_id');
CREATE TRIGGER messages_transactions_del AFTER DELETE ON messages REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transactions_without_deleted('source_message_id');
