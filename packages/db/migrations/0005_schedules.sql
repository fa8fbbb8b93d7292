-- The daily schedules: reminders go out at 10:00 São Paulo, fixed monthly items enter the books.

-- The São Paulo date a reminder's notification was last queued. A one-off reminder then turns
-- 'sent'; a monthly one stays 'pending' with due_date moved to next month's occurrence.
ALTER TABLE reminders ADD COLUMN last_sent_on date;

-- One occurrence of a recurring rule per month, however often or concurrently the daily job runs.
CREATE UNIQUE INDEX transactions_recurring_month_key
  ON transactions (recurring_rule_id, (extract(year FROM date)), (extract(month FROM date)))
  WHERE recurring_rule_id IS NOT NULL;

-- The daily job looks rules up by day of month.
CREATE INDEX recurring_rules_day_idx ON recurring_rules (day_of_month) WHERE active;
