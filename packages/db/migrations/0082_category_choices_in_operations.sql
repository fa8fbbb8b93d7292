-- A category chosen by hand is part of the operation that moved the record (docs/books.md, "Undo"):
-- undoing the move forgets the choice, or gives back the one it replaced. A choice is keyed by
-- person, book and words (words are folded letters, digits and spaces: never a '|').
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

CREATE TRIGGER category_choices_books_capture_ins AFTER INSERT ON category_choices
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
CREATE TRIGGER category_choices_books_capture_upd AFTER UPDATE ON category_choices
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
CREATE TRIGGER category_choices_books_capture_del AFTER DELETE ON category_choices
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
