-- Which month a credit card part counts in (docs/books.md, "Months"): by default the month of its
-- bill ('bill'); a person may keep the month of the purchase ('purchase').
ALTER TABLE users ADD COLUMN instalment_view text NOT NULL DEFAULT 'bill'
  CHECK (instalment_view IN ('bill', 'purchase'));

-- Month totals read a person's parts by the month of their bill.
CREATE INDEX transactions_user_bill_month_idx ON transactions (user_id, bill_month) WHERE bill_month IS NOT NULL;
