-- Accounts and their balances are part of the books: the books module creates, renames, states
-- the balance of and deletes them inside an operation (books/accounts.ts), from chat, the
-- dashboard or a statement import, so their rows are captured and an undo puts them back
-- (docs/books.md, "Undo"). Deleting a card clears the account standing for it inside the same
-- operation, so that link is captured and restored like every other.
-- Migrations run by name: on a new database the accounts table comes later (0100, which adds the
-- same triggers); on one that has it already, they are added here.
DO $$
BEGIN
  IF to_regclass('accounts') IS NOT NULL THEN
    CREATE OR REPLACE TRIGGER accounts_books_capture_ins AFTER INSERT ON accounts
      REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
    CREATE OR REPLACE TRIGGER accounts_books_capture_upd AFTER UPDATE ON accounts
      REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
    CREATE OR REPLACE TRIGGER accounts_books_capture_del AFTER DELETE ON accounts
      REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
  END IF;
END $$;
