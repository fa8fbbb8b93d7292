-- A card the person no longer uses is archived rather than deleted: its purchases and bills stay
-- (history), but new purchases no longer land on it, it leaves the pickers and its bill notices stop.
ALTER TABLE cards ADD COLUMN archived_at timestamptz;
