-- Text search in a person's records ("farmácia", "FARMACIA" and "farmacia" all find "Farmácia"),
-- fast however rare the word: without an index a search that matches few records reads every
-- record of the person before it can fill a page.
--
-- fold_text is the one comparison form, used on both sides of the match: accents and case
-- removed by translate() and lower(), both immutable on any locale (unlike unaccent(), which is
-- not immutable and so can be neither stored nor indexed). translate() over a multibyte string is
-- slow (about 6 µs a row on PGlite), so each description is folded once, when it is written, into
-- a stored column, rather than on every search for every row read.
-- pg_trgm ships with PostgreSQL (a trusted extension since 13) and with PGlite (loaded by openDb).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION fold_text(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate($1, 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñÝýÿ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy'))
$$;

ALTER TABLE transactions
  ADD COLUMN description_folded text NOT NULL GENERATED ALWAYS AS (fold_text(description)) STORED;
ALTER TABLE transaction_month_sums
  ADD COLUMN description_folded text NOT NULL GENERATED ALWAYS AS (fold_text(description)) STORED;

-- Trigrams of the folded description: "description_folded LIKE '%farmacia%'" reads only the
-- records whose description holds the word's trigrams, however few they are.
CREATE INDEX transactions_description_trgm_idx ON transactions USING gin (description_folded gin_trgm_ops);
