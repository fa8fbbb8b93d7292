-- A business book starts with its first record: a transaction, fixed item or reminder written to it,
-- by any door. Opening the Empresa tab or reading the business figures no longer starts it, so it
-- no longer makes every later message name its book ("👤 Livro pessoal").

CREATE FUNCTION start_business_book() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET business_started_at = now()
  WHERE business_started_at IS NULL
    AND id IN (SELECT DISTINCT user_id FROM changed_rows WHERE book = 'business');
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['transactions', 'recurring_rules', 'reminders'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_business_book_ins AFTER INSERT ON %1$s
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION start_business_book()', t);
    EXECUTE format('CREATE TRIGGER %1$s_business_book_upd AFTER UPDATE ON %1$s
      REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION start_business_book()', t);
  END LOOP;
END $$;

-- Books opened before this without a record in them were never started.
UPDATE users u SET business_started_at = (
  SELECT min(created_at) FROM (
    SELECT created_at FROM transactions WHERE user_id = u.id AND book = 'business'
    UNION ALL SELECT created_at FROM recurring_rules WHERE user_id = u.id AND book = 'business'
    UNION ALL SELECT created_at FROM reminders WHERE user_id = u.id AND book = 'business'
  ) started)
WHERE business_started_at IS NOT NULL;
