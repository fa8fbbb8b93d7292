-- Every stored phone in its one canonical form (packages/core/src/phone/): "+55" + DDD +
-- subscriber, mobiles with their ninth digit. Before this, affiliate applications stored
-- "5511987654321" and WhatsApp ids without the ninth digit ("+551187654321") made a second
-- user for a person already known with it.
--
-- Where two rows become the same phone, the oldest stays: a newer duplicate person is merged
-- into it (books, messages, sessions… follow), a newer duplicate affiliate application of the
-- same person is dropped (the form accepts one per WhatsApp). Foreign numbers stay as they are.

-- The canonical phone of a stored value, or the value itself when it is not a Brazilian phone.
CREATE FUNCTION pg_temp.canonical_phone(stored text) RETURNS text
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT CASE
    WHEN national IS NULL THEN stored
    WHEN length(national) = 10 AND substr(national, 3, 1) BETWEEN '6' AND '9'
      THEN '+55' || substr(national, 1, 2) || '9' || substr(national, 3)
    ELSE '+55' || national
  END
  FROM (
    SELECT CASE
      WHEN digits ~ '^55[1-9][0-9]{9,10}$' THEN substr(digits, 3)
      WHEN stored !~ '^\s*\+' AND digits ~ '^[1-9][0-9]{9,10}$' THEN digits
    END AS national
    FROM (SELECT regexp_replace(stored, '[^0-9]', '', 'g') AS digits) AS d
  ) AS n
$fn$;

-- Affiliate applications: the oldest of a person's applications stays.
DELETE FROM afiliados_pedidos a
USING afiliados_pedidos older
WHERE pg_temp.canonical_phone(older.whatsapp) = pg_temp.canonical_phone(a.whatsapp)
  AND older.id < a.id;
UPDATE afiliados_pedidos SET whatsapp = pg_temp.canonical_phone(whatsapp)
WHERE whatsapp IS DISTINCT FROM pg_temp.canonical_phone(whatsapp);

-- People: merge each newer duplicate into the oldest user with the same canonical phone.
DO $merge$
DECLARE
  pair record;
  fk record;
BEGIN
  FOR pair IN
    SELECT u.id AS dup_id, keeper.id AS keep_id
    FROM users u
    JOIN LATERAL (
      SELECT o.id FROM users o
      WHERE pg_temp.canonical_phone(o.phone) = pg_temp.canonical_phone(u.phone)
      ORDER BY o.id LIMIT 1
    ) AS keeper ON keeper.id < u.id
    ORDER BY u.id
  LOOP
    -- Rows pointing at a category the keeper also has (same kind and name) move to the keeper's.
    FOR fk IN
      SELECT c.conrelid::regclass AS tbl, a.attname AS col
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'categories'::regclass AND cardinality(c.conkey) = 1
    LOOP
      EXECUTE format(
        'UPDATE %s t SET %I = kc.id FROM categories dc
           JOIN categories kc ON kc.user_id = $2 AND kc.kind = dc.kind AND kc.name = dc.name
         WHERE dc.user_id = $1 AND t.%I = dc.id',
        fk.tbl, fk.col, fk.col)
      USING pair.dup_id, pair.keep_id;
    END LOOP;
    DELETE FROM categories dc
    USING categories kc
    WHERE dc.user_id = pair.dup_id AND kc.user_id = pair.keep_id AND kc.kind = dc.kind AND kc.name = dc.name;
    -- One pending question per person: the keeper's wins.
    DELETE FROM pending_intents p
    WHERE p.user_id = pair.dup_id AND EXISTS (SELECT 1 FROM pending_intents k WHERE k.user_id = pair.keep_id);
    -- Everything else that belongs to a person follows, whichever tables exist by now.
    FOR fk IN
      SELECT c.conrelid::regclass AS tbl, a.attname AS col
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND cardinality(c.conkey) = 1
    LOOP
      BEGIN
        EXECUTE format('UPDATE %s SET %I = $2 WHERE %I = $1', fk.tbl, fk.col, fk.col)
        USING pair.dup_id, pair.keep_id;
      EXCEPTION WHEN unique_violation THEN
        -- A table holding one row per person (settings and the like): the keeper's row wins.
        EXECUTE format('DELETE FROM %s WHERE %I = $1', fk.tbl, fk.col) USING pair.dup_id;
      END;
    END LOOP;
    UPDATE users k SET
      name = COALESCE(k.name, d.name),
      last_inbound_at = GREATEST(k.last_inbound_at, d.last_inbound_at),
      welcomed_at = COALESCE(k.welcomed_at, d.welcomed_at)
    FROM users d
    WHERE k.id = pair.keep_id AND d.id = pair.dup_id;
    DELETE FROM users WHERE id = pair.dup_id;
  END LOOP;
END
$merge$;

UPDATE users SET phone = pg_temp.canonical_phone(phone)
WHERE phone IS DISTINCT FROM pg_temp.canonical_phone(phone);

-- Phones that are not keys: rewrite them where the table exists by now.
UPDATE messages SET phone = pg_temp.canonical_phone(phone)
WHERE phone IS DISTINCT FROM pg_temp.canonical_phone(phone);
UPDATE login_codes SET phone = pg_temp.canonical_phone(phone)
WHERE phone IS DISTINCT FROM pg_temp.canonical_phone(phone);
DO $rest$
BEGIN
  IF to_regclass('subscriptions') IS NOT NULL THEN
    UPDATE subscriptions SET phone = pg_temp.canonical_phone(phone)
    WHERE phone IS DISTINCT FROM pg_temp.canonical_phone(phone);
  END IF;
END
$rest$;

DROP FUNCTION pg_temp.canonical_phone(text);
