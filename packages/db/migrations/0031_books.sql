-- The business edition: every person keeps two separate sets of books, their own and their
-- business's. Rows of the book tables say which one they belong to; totals never mix them.
ALTER TABLE transactions ADD COLUMN book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business'));
ALTER TABLE categories ADD COLUMN book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business'));
ALTER TABLE recurring_rules ADD COLUMN book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business'));
ALTER TABLE reminders ADD COLUMN book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business'));

-- The same category name may exist once in each book.
ALTER TABLE categories DROP CONSTRAINT categories_user_kind_name_key;
ALTER TABLE categories ADD CONSTRAINT categories_user_book_kind_name_key UNIQUE (user_id, book, kind, name);

-- The book chat messages go to when they do not say ("modo empresa" / "modo pessoal"), and
-- when the person first used the business book (from then on replies name the book).
ALTER TABLE users ADD COLUMN active_book text NOT NULL DEFAULT 'personal' CHECK (active_book IN ('personal', 'business'));
ALTER TABLE users ADD COLUMN business_started_at timestamptz;
