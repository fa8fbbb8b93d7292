-- Where a person files a merchant or an item (docs/message-understanding.md, "The person's own
-- words"): when they move a record to another category, in chat or on the dashboard, the words of
-- its description go to that category from then on. One choice per words and book; the newest wins.

CREATE TABLE category_choices (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  book text NOT NULL DEFAULT 'personal' CHECK (book IN ('personal', 'business')),
  -- the description's significant words, folded and in order ("ifood", "loja jogos")
  words text NOT NULL CHECK (length(words) BETWEEN 1 AND 200),
  category_id bigint NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, book, words)
);

CREATE INDEX category_choices_category ON category_choices (category_id);
