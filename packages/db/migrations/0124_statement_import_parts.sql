-- A file holding more than one account's statement (an OFX with a bank account's and a card's) is
-- one offer per account, each landing in its own; the offers after the first point to it and are
-- answered with it (imported as one operation of the books, or cancelled together).
ALTER TABLE statement_imports ADD COLUMN part_of bigint REFERENCES statement_imports (id) ON DELETE CASCADE;
CREATE INDEX statement_imports_part_of_idx ON statement_imports (part_of) WHERE part_of IS NOT NULL;
