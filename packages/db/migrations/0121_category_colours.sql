-- Every category has a colour, distinct among the categories of its kind in its book: the donut of
-- Visão geral (expenses by category) is read against its legend, and Moradia, Lazer and Alimentação
-- were all teal (one colour hashed from the name). A category written without a colour, by any door,
-- takes the first colour of the palette that no other category of that kind in that person's book
-- has (the palette is core's dashboard/category-palette.ts, kept equal by a test); past the
-- palette's size, colours repeat in order.

CREATE FUNCTION category_palette() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    '#0f766e', '#c2410c', '#7c3aed', '#4d7c0f', '#be123c', '#1d4ed8', '#b45309', '#0e7490',
    '#a21caf', '#15803d', '#dc2626', '#4f46e5', '#a16207', '#db2777', '#0369a1', '#78350f',
    '#6b21a8', '#047857', '#57534e', '#9f1239', '#365314', '#1e3a8a', '#ea580c', '#0d9488'
  ]
$$;

-- The first palette colour unused by that kind in the person's book; when all are taken, the next in order.
CREATE FUNCTION unused_category_colour(p_user_id bigint, p_book text, p_kind text, p_except bigint) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  palette text[] := category_palette();
  taken text[];
  colour text;
  n integer;
BEGIN
  SELECT coalesce(array_agg(lower(color)), '{}') INTO taken FROM categories
  WHERE user_id = p_user_id AND book = p_book AND kind = p_kind AND color IS NOT NULL
    AND id IS DISTINCT FROM p_except;
  FOREACH colour IN ARRAY palette LOOP
    IF NOT colour = ANY (taken) THEN
      RETURN colour;
    END IF;
  END LOOP;
  n := cardinality(taken);
  RETURN palette[1 + (n % cardinality(palette))];
END $$;

CREATE FUNCTION give_category_colour() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.color IS NULL THEN
    NEW.color := unused_category_colour(NEW.user_id, NEW.book, NEW.kind, NEW.id);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER categories_colour BEFORE INSERT OR UPDATE OF color ON categories
  FOR EACH ROW EXECUTE FUNCTION give_category_colour();

-- Categories that have none yet, in the order they were created.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT id, user_id, book, kind FROM categories WHERE color IS NULL ORDER BY user_id, book, kind, id LOOP
    UPDATE categories SET color = unused_category_colour(c.user_id, c.book, c.kind, c.id) WHERE id = c.id;
  END LOOP;
END $$;
