-- Money moved between a person's own accounts is part of the books: an import writes it inside
-- its operation, and undoing the import takes it back (docs/books.md, "Undo").
CREATE TRIGGER account_transfers_books_capture_ins AFTER INSERT ON account_transfers
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
CREATE TRIGGER account_transfers_books_capture_upd AFTER UPDATE ON account_transfers
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
CREATE TRIGGER account_transfers_books_capture_del AFTER DELETE ON account_transfers
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION books_capture();
