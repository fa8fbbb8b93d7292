import type { Interpretation } from "../parser/types.ts";
import type { Feature } from "./features.ts";

/**
 * The plan feature a chat request needs beyond the basics, if any: spending limits (setting
 * one or asking about it) are a quarterly-and-up feature; moving a record into the business book
 * needs business books.
 */
export function intentFeature(item: Interpretation): Feature | null {
  if (item.intent === "limit") return "limits";
  if (item.intent === "move_to_book" && item.book === "business") return "business_books";
  // "como tô no mercado?" is answered with the spending when limits are not in the plan
  if (item.intent === "query" && item.metric === "limit" && !item.standing) return "limits";
  return null;
}
