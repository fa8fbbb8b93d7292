-- A statement file sent in chat (OFX, CSV, XLSX) is read like a photo or PDF: its reading is kept
-- for the message's processing, which makes the import offer. The offer itself is a statement
-- import (statement_imports) and the question waiting for its answer lives in the conversation
-- state, like every other question; the table that kept card statement offers apart goes.
ALTER TABLE media_readings DROP CONSTRAINT media_readings_outcome_check;
ALTER TABLE media_readings ADD CONSTRAINT media_readings_outcome_check
  CHECK (outcome IN ('document', 'voice', 'statement', 'error'));

DROP TABLE statement_import_offers;
