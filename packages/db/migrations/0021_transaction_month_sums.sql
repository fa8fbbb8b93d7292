-- Monthly sums of each person's records by book, kind, category, payment method and description,
-- kept by statement triggers on transactions, so the dashboard's totals (of any filter on period,
-- kind, category, payment or text) and its month summary read these few rows instead of every
-- record. People repeat descriptions, so a person's 100,000 records fold into a few thousand rows.
CREATE TABLE transaction_month_sums (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL,
  month date NOT NULL,
  kind text NOT NULL,
  category_id bigint,
  payment_method text,
  description text NOT NULL,
  total_centavos bigint NOT NULL,
  n integer NOT NULL
);
CREATE UNIQUE INDEX transaction_month_sums_key ON transaction_month_sums
  (user_id, book, month, kind, category_id, payment_method, description) NULLS NOT DISTINCT;

-- The books column comes in 0031 (billing's range runs after this one on a fresh database, where
-- there is nothing to sum yet); an older database's records are all personal until then. The
-- trigger functions below read it when they run, after every migration.
DO $$
BEGIN
  EXECUTE format(
    $q$INSERT INTO transaction_month_sums
      (user_id, book, month, kind, category_id, payment_method, description, total_centavos, n)
    SELECT user_id, %s, date_trunc('month', date)::date, kind, category_id, payment_method, description,
      SUM(amount_centavos), COUNT(*)
    FROM transactions GROUP BY 1, 2, 3, 4, 5, 6, 7$q$,
    CASE WHEN EXISTS (
      SELECT 1 FROM information_schema.columns WHERE table_name = 'transactions' AND column_name = 'book'
    ) THEN 'book' ELSE quote_literal('personal') END
  );
END $$;

-- One function for the three statement triggers: an UPDATE or DELETE takes the old rows' sums
-- away, an INSERT or UPDATE adds the new ones, then groups left empty go (in that order, so a row
-- whose group did not change never leaves an empty group behind).
CREATE FUNCTION transaction_month_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE transaction_month_sums s
    SET total_centavos = s.total_centavos - o.total, n = s.n - o.n
    FROM (
      SELECT user_id, book, date_trunc('month', date)::date AS month, kind, category_id, payment_method,
        description, SUM(amount_centavos) AS total, COUNT(*) AS n
      FROM removed_rows GROUP BY 1, 2, 3, 4, 5, 6, 7
    ) o
    WHERE s.user_id = o.user_id AND s.book = o.book AND s.month = o.month AND s.kind = o.kind
      AND s.category_id IS NOT DISTINCT FROM o.category_id
      AND s.payment_method IS NOT DISTINCT FROM o.payment_method
      AND s.description = o.description;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO transaction_month_sums AS s
      (user_id, book, month, kind, category_id, payment_method, description, total_centavos, n)
    SELECT user_id, book, date_trunc('month', date)::date, kind, category_id, payment_method, description,
      SUM(amount_centavos), COUNT(*)
    FROM added_rows GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (user_id, book, month, kind, category_id, payment_method, description)
    DO UPDATE SET total_centavos = s.total_centavos + EXCLUDED.total_centavos, n = s.n + EXCLUDED.n;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM transaction_month_sums s
    WHERE s.n <= 0 AND s.user_id IN (SELECT DISTINCT user_id FROM removed_rows);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_month_sums_ins AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_month_sums_apply();
CREATE TRIGGER transactions_month_sums_upd AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_month_sums_apply();
CREATE TRIGGER transactions_month_sums_del AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_month_sums_apply();

ANALYZE transaction_month_sums;
