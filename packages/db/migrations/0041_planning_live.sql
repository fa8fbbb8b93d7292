-- An open dashboard refreshes when the books' version moves (0020). Planning changes made in chat
-- (a card, a bill paid, a limit, a goal, a planned purchase) move it too, so the Cartões, Limites,
-- Metas and Compras futuras pages stay current like the records list.

-- A bill payment names its card, not the person.
CREATE FUNCTION bump_books_version_card_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET books_version = books_version + 1
  WHERE id IN (SELECT c.user_id FROM cards c WHERE c.id IN (SELECT card_id FROM changed_rows));
  RETURN NULL;
END $$;

-- One trigger per table and statement kind: (table, function) pairs times insert/update/delete.
DO $$
DECLARE
  target record;
  event record;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('cards', 'bump_books_version_new'),
      ('spending_limits', 'bump_books_version_new'),
      ('goals', 'bump_books_version_new'),
      ('planned_purchases', 'bump_books_version_new'),
      ('card_bill_payments', 'bump_books_version_card_bill')
    ) AS t (tbl, fn)
  LOOP
    FOR event IN
      SELECT * FROM (VALUES ('ins', 'INSERT', 'NEW'), ('upd', 'UPDATE', 'NEW'), ('del', 'DELETE', 'OLD'))
        AS e (suffix, verb, transition)
    LOOP
      EXECUTE format(
        'CREATE TRIGGER %1$s_books_version_%3$s AFTER %4$s ON %1$s REFERENCING %5$s TABLE AS changed_rows
         FOR EACH STATEMENT EXECUTE FUNCTION %2$s()',
        target.tbl, target.fn, event.suffix, event.verb, event.transition);
    END LOOP;
  END LOOP;
END $$;
