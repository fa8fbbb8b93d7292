-- The statement triggers that update people (the books' version, 0020/0041/0130; the business book's
-- start, 0129/0130) and empty month sums (0130) keep, per connection, the plan made the first time
-- they ran. One made while the people table was small scans the whole table, and is kept: in a burst
-- of new people every record and every new person's categories read every person (about 1 ms each
-- at 2,000 people, and growing). They now look people up by key, with the key lookup as their only
-- way (`enable_seqscan` off for these functions: they touch only the rows their transition tables
-- name), whatever the tables' sizes when the connection first ran them.

CREATE OR REPLACE FUNCTION bump_books_version_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET books_version = books_version + 1
  WHERE id = ANY (ARRAY(SELECT DISTINCT user_id FROM changed_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION bump_books_version_card_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET books_version = books_version + 1
  WHERE id = ANY (ARRAY(SELECT c.user_id FROM cards c WHERE c.id = ANY (ARRAY(SELECT card_id FROM changed_rows))));
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION start_business_book() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows WHERE book = 'business') THEN
    UPDATE users SET business_started_at = now()
    WHERE business_started_at IS NULL
      AND id = ANY (ARRAY(SELECT DISTINCT user_id FROM changed_rows WHERE book = 'business'));
  END IF;
  RETURN NULL;
END $$;

-- The records' own trigger (0130), its updates of people and of the month sums by key.
CREATE OR REPLACE FUNCTION transactions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  op text := current_setting('books.operation', true);
  missing bigint;
  key text;
  target text;
BEGIN
  -- The keys (0127), for the rows written: each referenced row once, locked against deletion.
  IF TG_OP <> 'DELETE' THEN
    SELECT n.id INTO missing FROM (SELECT DISTINCT user_id AS id FROM new_rows) n
      WHERE NOT EXISTS (SELECT FROM users r WHERE r.id = n.id FOR KEY SHARE);
    IF FOUND THEN key := 'user_id'; target := 'users'; END IF;
    IF key IS NULL THEN
      SELECT n.id INTO missing
        FROM (SELECT DISTINCT category_id AS id FROM new_rows WHERE category_id IS NOT NULL) n
        WHERE NOT EXISTS (SELECT FROM categories r WHERE r.id = n.id FOR KEY SHARE);
      IF FOUND THEN key := 'category_id'; target := 'categories'; END IF;
    END IF;
    IF key IS NULL THEN
      SELECT n.id INTO missing
        FROM (SELECT DISTINCT account_id AS id FROM new_rows WHERE account_id IS NOT NULL) n
        WHERE NOT EXISTS (SELECT FROM accounts r WHERE r.id = n.id FOR KEY SHARE);
      IF FOUND THEN key := 'account_id'; target := 'accounts'; END IF;
    END IF;
    IF key IS NULL THEN
      SELECT n.id INTO missing FROM (SELECT DISTINCT card_id AS id FROM new_rows WHERE card_id IS NOT NULL) n
        WHERE NOT EXISTS (SELECT FROM cards r WHERE r.id = n.id FOR KEY SHARE);
      IF FOUND THEN key := 'card_id'; target := 'cards'; END IF;
    END IF;
    IF key IS NULL THEN
      SELECT n.id INTO missing FROM (SELECT DISTINCT goal_id AS id FROM new_rows WHERE goal_id IS NOT NULL) n
        WHERE NOT EXISTS (SELECT FROM goals r WHERE r.id = n.id FOR KEY SHARE);
      IF FOUND THEN key := 'goal_id'; target := 'goals'; END IF;
    END IF;
    IF key IS NULL THEN
      SELECT n.id INTO missing
        FROM (SELECT DISTINCT recurring_rule_id AS id FROM new_rows WHERE recurring_rule_id IS NOT NULL) n
        WHERE NOT EXISTS (SELECT FROM recurring_rules r WHERE r.id = n.id FOR KEY SHARE);
      IF FOUND THEN key := 'recurring_rule_id'; target := 'recurring_rules'; END IF;
    END IF;
    IF key IS NULL THEN
      SELECT n.id INTO missing
        FROM (SELECT DISTINCT source_message_id AS id FROM new_rows WHERE source_message_id IS NOT NULL) n
        WHERE NOT EXISTS (SELECT FROM messages r WHERE r.id = n.id FOR KEY SHARE);
      IF FOUND THEN key := 'source_message_id'; target := 'messages'; END IF;
    END IF;
    IF key IS NOT NULL THEN
      RAISE foreign_key_violation USING
        MESSAGE = format('insert or update on table "transactions" violates foreign key constraint "transactions_%s_fkey"', key),
        DETAIL = format('Key (%s)=(%s) is not present in table "%s".', key, missing, target),
        TABLE = 'transactions', COLUMN = key, CONSTRAINT = format('transactions_%s_fkey', key);
    END IF;
  END IF;

  -- The capture (0125): every row changed under the operation open, before and after.
  IF op IS NOT NULL AND op <> '' THEN
    PERFORM 1 FROM books_operations WHERE id = op::bigint FOR KEY SHARE;
    IF NOT FOUND THEN
      RAISE foreign_key_violation USING MESSAGE = format('books operation %s does not exist', op);
    END IF;
    IF TG_OP = 'INSERT' THEN
      INSERT INTO books_changes (operation_id, table_name, row_key, before, after)
        SELECT op::bigint, 'transactions', n.id::text, NULL, to_jsonb(n) FROM new_rows n;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO books_changes (operation_id, table_name, row_key, before, after)
        SELECT op::bigint, 'transactions', o.id::text, to_jsonb(o), NULL FROM old_rows o;
    ELSE
      INSERT INTO books_changes (operation_id, table_name, row_key, before, after)
        SELECT op::bigint, 'transactions', n.id::text, to_jsonb(o), to_jsonb(n)
        FROM old_rows o JOIN new_rows n ON o.id = n.id
        WHERE to_jsonb(o) IS DISTINCT FROM to_jsonb(n);
    END IF;
  END IF;

  -- The month sums (0123): what left a sum taken off it, what came added, sums emptied removed.
  IF TG_OP <> 'INSERT' THEN
    UPDATE transaction_month_sums s
    SET total_centavos = s.total_centavos - o.total, n = s.n - o.n
    FROM (
      SELECT user_id, book, date_trunc('month', date)::date AS month,
        other_bill_month(bill_month, date) AS bill_month, kind, category_id, payment_method,
        description, SUM(amount_centavos) AS total, COUNT(*) AS n
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ) o
    WHERE s.user_id = o.user_id AND s.book = o.book AND s.month = o.month
      AND s.bill_month IS NOT DISTINCT FROM o.bill_month AND s.kind = o.kind
      AND s.category_id IS NOT DISTINCT FROM o.category_id
      AND s.payment_method IS NOT DISTINCT FROM o.payment_method
      AND s.description = o.description;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO transaction_month_sums AS s
      (user_id, book, month, bill_month, kind, category_id, payment_method, description, total_centavos, n)
    SELECT user_id, book, date_trunc('month', date)::date, other_bill_month(bill_month, date), kind,
      category_id, payment_method, description, SUM(amount_centavos), COUNT(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (user_id, book, month, bill_month, kind, category_id, payment_method, description)
    DO UPDATE SET total_centavos = s.total_centavos + EXCLUDED.total_centavos, n = s.n + EXCLUDED.n;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM transaction_month_sums
    WHERE n <= 0 AND user_id = ANY (ARRAY(SELECT DISTINCT user_id FROM old_rows));
  END IF;

  -- The books' version (0020), and the business book started by its first record (0129).
  IF TG_OP = 'DELETE' THEN
    UPDATE users SET books_version = books_version + 1
    WHERE id = ANY (ARRAY(SELECT DISTINCT user_id FROM old_rows));
  ELSE
    UPDATE users SET books_version = books_version + 1
    WHERE id = ANY (ARRAY(SELECT DISTINCT user_id FROM new_rows));
    IF EXISTS (SELECT 1 FROM new_rows WHERE book = 'business') THEN
      UPDATE users SET business_started_at = now()
      WHERE business_started_at IS NULL
        AND id = ANY (ARRAY(SELECT DISTINCT user_id FROM new_rows WHERE book = 'business'));
    END IF;
  END IF;
  RETURN NULL;
END $$;

ALTER FUNCTION bump_books_version_new() SET enable_seqscan = off;
ALTER FUNCTION bump_books_version_card_bill() SET enable_seqscan = off;
ALTER FUNCTION start_business_book() SET enable_seqscan = off;
ALTER FUNCTION transactions_changed() SET enable_seqscan = off;
