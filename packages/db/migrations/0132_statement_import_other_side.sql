-- A statement file that does not state whether it is an account's or a card bill is read as one
-- side and offered so; in chat the person may answer that it is the other ("é fatura do cartão").
-- The file read as the other side is kept with the offer (its JSON, raw deflate, as `entries`)
-- only while the offer waits: answering it (importing, cancelling, reading it again) clears it.
ALTER TABLE statement_imports ADD COLUMN other_side bytea;
