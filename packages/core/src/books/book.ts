// What the books are called, apart from how messages name them (books.ts): the dashboard needs
// these few values, and none of the parser's word tables books.ts builds when it loads.

/** A person's two separate sets of books: their own, and their business's (business edition). */
export const books = ["personal", "business"] as const;
export type Book = (typeof books)[number];

export function isBook(value: unknown): value is Book {
  return value === "personal" || value === "business";
}

/** How replies and the dashboard name each book. */
export const bookLabel: Record<Book, string> = { personal: "Pessoal", business: "Empresa" };
