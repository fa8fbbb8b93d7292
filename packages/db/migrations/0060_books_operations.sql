-- Every change a person makes to their books is one operation, whatever door it comes through
-- (chat, dashboard, a photo, a statement import, a daily job): the books module opens it, the
-- rows it changes are captured below with their image before and after, and undoing it puts
-- them back exactly (docs/books.md, "Undo").

CREATE TABLE books_operations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL CHECK (book IN ('personal', 'business')),
  -- What the person did: record, edit, delete, move_bill, pay_bill, fixed_items, import, undo…
  kind text NOT NULL,
  -- The door: chat, dashboard, media, schedule, import.
  source text NOT NULL,
  source_message_id bigint REFERENCES messages (id) ON DELETE SET NULL,
  -- What replies and the dashboard say about it (description, amount…), for "desfaz".
  summary jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  undone_at timestamptz,
  -- The operation this one undid (an undo is itself an operation, and is not undone again).
  undoes bigint REFERENCES books_operations (id) ON DELETE CASCADE
);
CREATE INDEX books_operations_user_idx ON books_operations (user_id, book, id DESC);

-- One changed row of an operation: inserted (before NULL), deleted (after NULL) or updated.
CREATE TABLE books_changes (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operation_id bigint NOT NULL REFERENCES books_operations (id) ON DELETE CASCADE,
  table_name text NOT NULL,
  row_key text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX books_changes_operation_idx ON books_changes (operation_id, seq);
CREATE INDEX books_changes_row_idx ON books_changes (table_name, row_key, operation_id);

-- The capture: while a transaction has an operation open (books.operation, set by the books
-- module and local to the transaction), every statement on a books table adds its rows here.
-- Outside an operation nothing is captured (a new person's categories, an erased account).
CREATE FUNCTION books_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  op text := current_setting('books.operation', true);
  key_expr text := CASE TG_TABLE_NAME WHEN 'card_bill_payments' THEN $k$x.card_id || '|' || x.month$k$ ELSE 'x.id::text' END;
  key_new text := replace(key_expr, 'x.', 'n.');
  key_old text := replace(key_expr, 'x.', 'o.');
BEGIN
  IF op IS NULL OR op = '' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO books_changes (operation_id, table_name, row_key, before, after)
      SELECT $1, $2, %s, NULL, to_jsonb(n) FROM changed_new n', key_new) USING op::bigint, TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO books_changes (operation_id, table_name, row_key, before, after)
      SELECT $1, $2, %s, to_jsonb(o), NULL FROM changed_old o', key_old) USING op::bigint, TG_TABLE_NAME;
  ELSE
    EXECUTE format('INSERT INTO books_changes (operation_id, table_name, row_key, before, after)
      SELECT $1, $2, %s, to_jsonb(o), to_jsonb(n) FROM changed_old o JOIN changed_new n ON %s = %s
      WHERE to_jsonb(o) IS DISTINCT FROM to_jsonb(n)', key_new, key_old, key_new) USING op::bigint, TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['transactions', 'categories', 'recurring_rules', 'reminders', 'card_bill_payments',
    'planned_purchases'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_books_capture_ins AFTER INSERT ON %1$s
      REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture()', t);
    EXECUTE format('CREATE TRIGGER %1$s_books_capture_upd AFTER UPDATE ON %1$s
      REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture()', t);
    EXECUTE format('CREATE TRIGGER %1$s_books_capture_del AFTER DELETE ON %1$s
      REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION books_capture()', t);
  END LOOP;
END $$;
