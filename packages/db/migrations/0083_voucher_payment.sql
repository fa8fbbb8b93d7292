-- A meal or food voucher card (VR, VA, Alelo, Ticket, Pluxee…) is a way a record was paid:
-- "almoço 30 no vr" is paid with it, and "quanto gastei no vr?" asks about it.
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_payment_method_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_payment_method_check
  CHECK (payment_method IN ('credit', 'debit', 'pix', 'cash', 'boleto', 'voucher'));
