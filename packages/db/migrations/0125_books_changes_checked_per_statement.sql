-- The capture (0060) writes one row of books_changes per row an operation changes, and the foreign
-- key from each to its operation was checked row by row: 10,000 checks for a 10,000-line statement
-- import, a tenth of its confirmation on PGlite. The capture now checks its operation once per
-- statement, locking it against deletion as the key's check did; an operation deleted (undone
-- with nothing changed, or its person erased) still takes its changes with it.
ALTER TABLE books_changes DROP CONSTRAINT books_changes_operation_id_fkey;

CREATE FUNCTION books_changes_of_deleted_operations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM books_changes c USING deleted_operations d WHERE c.operation_id = d.id;
  RETURN NULL;
END $$;

CREATE TRIGGER books_operations_changes_del AFTER DELETE ON books_operations
  REFERENCING OLD TABLE AS deleted_operations FOR EACH STATEMENT
  EXECUTE FUNCTION books_changes_of_deleted_operations();

CREATE OR REPLACE FUNCTION books_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  op text := current_setting('books.operation', true);
  key_expr text := CASE TG_TABLE_NAME
    WHEN 'card_bill_payments' THEN $k$x.card_id || '|' || x.month$k$
    WHEN 'card_bill_notices' THEN $k$x.card_id || '|' || x.month || '|' || x.notice$k$
    WHEN 'category_choices' THEN $k$x.user_id || '|' || x.book || '|' || x.words$k$
    ELSE 'x.id::text' END;
  key_new text := replace(key_expr, 'x.', 'n.');
  key_old text := replace(key_expr, 'x.', 'o.');
BEGIN
  IF op IS NULL OR op = '' THEN RETURN NULL; END IF;
  -- The operation the changes belong to, once for the statement's rows.
  PERFORM 1 FROM books_operations WHERE id = op::bigint FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE foreign_key_violation USING MESSAGE = format('books operation %s does not exist', op);
  END IF;
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
