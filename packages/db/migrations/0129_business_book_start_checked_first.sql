-- A record starts its person's business book (0120) only when it is in that book: the trigger now
-- looks at the rows written first and updates people only when one of them is a business record.
-- Its update ran for every personal record too, with a plan cached per connection: one made while
-- the people table was small scanned the whole table on every record written after it.

CREATE OR REPLACE FUNCTION start_business_book() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows WHERE book = 'business') THEN
    UPDATE users SET business_started_at = now()
    WHERE business_started_at IS NULL
      AND id IN (SELECT DISTINCT user_id FROM changed_rows WHERE book = 'business');
  END IF;
  RETURN NULL;
END $$;
