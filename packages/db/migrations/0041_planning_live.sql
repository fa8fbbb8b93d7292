-- An open dashboard refreshes when the books' version moves (0020). Planning changes made in chat
-- (a card, a bill paid, a limit, a goal, a planned purchase) move it too, so the Cartões, Limites,
-- Metas and Compras futuras pages stay current like the records list.

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cards', 'spending_limits', 'goals', 'planned_purchases'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_books_version_ins AFTER INSERT ON %1$s
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_new()', t);
    EXECUTE format('CREATE TRIGGER %1$s_books_version_upd AFTER UPDATE ON %1$s
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_new()', t);
    EXECUTE format('CREATE TRIGGER %1$s_books_version_del AFTER DELETE ON %1$s
      REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_new()', t);
  END LOOP;
END $$;

-- A bill payment names its card, not the person.
CREATE FUNCTION bump_books_version_card_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET books_version = books_version + 1
  WHERE id IN (SELECT c.user_id FROM cards c WHERE c.id IN (SELECT card_id FROM changed_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER card_bill_payments_books_version_ins AFTER INSERT ON card_bill_payments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_card_bill();
CREATE TRIGGER card_bill_payments_books_version_del AFTER DELETE ON card_bill_payments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_card_bill();
