-- People made up by `npm run seed:demo` (the demonstration books, the benchmark's crowd): the
-- dashboard says so on every page, so made-up records are never shown as someone's real money.
ALTER TABLE users ADD COLUMN demo boolean NOT NULL DEFAULT false;
