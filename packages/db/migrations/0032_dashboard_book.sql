-- The book the dashboard shows, chosen with the Pessoal / Empresa switch and kept per person.
-- Separate from active_book (chat's "modo empresa"), so browsing the business book on the
-- dashboard never sends the next WhatsApp record there.
ALTER TABLE users ADD COLUMN dashboard_book text NOT NULL DEFAULT 'personal' CHECK (dashboard_book IN ('personal', 'business'));
