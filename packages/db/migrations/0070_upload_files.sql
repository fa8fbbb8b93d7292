-- On the embedded database (PGlite) a web chat upload waits on disk, under DATA_DIR/uploads, and
-- the row names its file: PGlite runs SQL on the server's own thread, and writing then reading a
-- 19 MB bytea there took seconds during which nothing else was answered. PostgreSQL keeps the
-- bytes in the row, shared by every server process.
ALTER TABLE media_uploads ALTER COLUMN bytes DROP NOT NULL;
ALTER TABLE media_uploads ADD COLUMN file text;
ALTER TABLE media_uploads ADD CONSTRAINT media_uploads_bytes_or_file CHECK ((bytes IS NULL) <> (file IS NULL));
