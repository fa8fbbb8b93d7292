-- Cards, goals, spending limits and planned purchases are part of the books: the books module
-- writes them inside an operation like records (docs/books.md, "Undo"), so their rows are captured
-- and an undo puts them back. Deleting a card or a goal clears what links to it inside the same
-- operation (records, bill payments, bill notices), so the undo restores every link too. (An
-- account standing for a deleted card is linked to it again by the undo itself: accounts come
-- later in the migrations.)
CREATE OR REPLACE FUNCTION books_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  op text := current_setting('books.operation', true);
  key_expr text := CASE TG_TABLE_NAME
    WHEN 'card_bill_payments' THEN $k$x.card_id || '|' || x.month$k$
    WHEN 'card_bill_notices' THEN $k$x.card_id || '|' || x.month || '|' || x.notice$k$
    ELSE 'x.id::text' END;
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
  FOREACH t IN ARRAY ARRAY['cards', 'goals', 'spending_limits', 'card_bill_notices'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_books_capture_ins AFTER INSERT ON %1$s
      REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture()', t);
    EXECUTE format('CREATE TRIGGER %1$s_books_capture_upd AFTER UPDATE ON %1$s
      REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture()', t);
    EXECUTE format('CREATE TRIGGER %1$s_books_capture_del AFTER DELETE ON %1$s
      REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION books_capture()', t);
  END LOOP;
END $$;
