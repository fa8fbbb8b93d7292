-- The monthly sums (0021) also keep the bill a credit part sits on when that bill falls due in
-- another month than the part's date (docs/books.md, "Months"), so the dashboard counts each part
-- in its bill's month under the person's bill view, and in its purchase's month under the other,
-- from the same few rows. NULL when the record is on no bill or on a bill of its own month.

ALTER TABLE transaction_month_sums ADD COLUMN bill_month text;

DROP INDEX transaction_month_sums_key;
CREATE UNIQUE INDEX transaction_month_sums_key ON transaction_month_sums
  (user_id, book, month, bill_month, kind, category_id, payment_method, description) NULLS NOT DISTINCT;
-- A month's totals under the bill view read the parts on that month's bills too.
CREATE INDEX transaction_month_sums_bill_idx ON transaction_month_sums (user_id, book, bill_month)
  WHERE bill_month IS NOT NULL;

-- The bill month kept with a record's sum: set only when it moves the record to another month.
CREATE FUNCTION other_bill_month(bill_month text, d date) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN bill_month IS NOT NULL AND bill_month <> to_char(d, 'YYYY-MM') THEN bill_month END
$$;

DELETE FROM transaction_month_sums;
INSERT INTO transaction_month_sums
  (user_id, book, month, bill_month, kind, category_id, payment_method, description, total_centavos, n)
SELECT user_id, book, date_trunc('month', date)::date, other_bill_month(bill_month, date), kind, category_id,
  payment_method, description, SUM(amount_centavos), COUNT(*)
FROM transactions GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;

CREATE OR REPLACE FUNCTION transaction_month_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE transaction_month_sums s
    SET total_centavos = s.total_centavos - o.total, n = s.n - o.n
    FROM (
      SELECT user_id, book, date_trunc('month', date)::date AS month,
        other_bill_month(bill_month, date) AS bill_month, kind, category_id, payment_method,
        description, SUM(amount_centavos) AS total, COUNT(*) AS n
      FROM removed_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
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
    FROM added_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (user_id, book, month, bill_month, kind, category_id, payment_method, description)
    DO UPDATE SET total_centavos = s.total_centavos + EXCLUDED.total_centavos, n = s.n + EXCLUDED.n;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM transaction_month_sums s
    WHERE s.n <= 0 AND s.user_id IN (SELECT DISTINCT user_id FROM removed_rows);
  END IF;
  RETURN NULL;
END $$;

ANALYZE transaction_month_sums;
