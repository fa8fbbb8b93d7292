-- Money taken back out of a goal ("tirei 300 da meta da viagem") only moves the person's own money:
-- a transfer tied to the goal, which the goal's saved amount counts against (docs/books.md, "Goals").
-- Neither side of it need be an account the person keeps here; one account on both sides is still
-- no transfer.
ALTER TABLE account_transfers ADD COLUMN goal_id bigint REFERENCES goals (id) ON DELETE SET NULL;
CREATE INDEX account_transfers_goal_idx ON account_transfers (goal_id) WHERE goal_id IS NOT NULL;
ALTER TABLE account_transfers DROP CONSTRAINT account_transfers_check,
  ADD CONSTRAINT account_transfers_check CHECK (from_account_id <> to_account_id);

-- Money moved moves the books' version too (0041), so an open dashboard's goals, accounts and
-- transfers stay current when chat or an import moves it.
CREATE TRIGGER account_transfers_books_version_ins AFTER INSERT ON account_transfers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_new();
CREATE TRIGGER account_transfers_books_version_upd AFTER UPDATE ON account_transfers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_new();
CREATE TRIGGER account_transfers_books_version_del AFTER DELETE ON account_transfers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_books_version_new();
