-- A statement offer kept its entries inside its reading, as jsonb: for a 10,000-line statement,
-- 3 MB written when it is previewed and read back when it is confirmed, a fifth of the whole
-- import's time on PGlite. The entries are kept apart, their JSON compressed (raw deflate, a tenth
-- of the size), and only the confirmation reads them, whole; the reading keeps the rest (bank,
-- layout, side, period, account). Offers made before keep their entries in the reading.
ALTER TABLE statement_imports ADD COLUMN entries bytea;
