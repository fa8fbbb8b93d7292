/**
 * The category an imported entry gets from its own words, after the person's history (which the
 * server looks up first): a named brand, a shop's kind of business, the parser's vocabulary,
 * then the bank's own category column.
 */
import { shopCategory } from "../documents/merchant.ts";
import { DEFAULT_CATEGORIES, findCategory } from "../parser/categories.ts";
import type { CleanedText } from "./clean-description.ts";
import { words } from "./clean-description.ts";
import type { EntryKind } from "./types.ts";

const SALARY =
  /\bsalario\b|\bfolha( de)? pag|\bremuneracao\b|\bholerite\b|\bvencimentos\b|\bpro labore\b|\bproventos\b|\bcred(ito)? sal/;
const YIELD = /\brendimento|\brend pago\b|\bjuros\b|\bdividendo|\bjcp\b|\bremuneracao (de )?aplic/;
const FEES =
  /\btarifa|\biof\b|\banuidade\b|\bencargo|\bmulta\b|\bjuros\b|\bcesta (de )?servic|\bmensalidade (do )?pacote\b/;

const KNOWN = new Set([
  ...DEFAULT_CATEGORIES.expense,
  ...DEFAULT_CATEGORIES.income,
  ...DEFAULT_CATEGORIES.investment,
]);

/** A category from the file's own column when it names one of the product's categories. */
function fileCategoryName(fileCategory: string | null): string | null {
  if (!fileCategory) return null;
  const t = fileCategory.trim();
  return KNOWN.has(t) ? t : null;
}

/**
 * The default category of an entry, or null when its words do not say (transfers and bill
 * payments have none).
 * @example entryCategory("expense", cleanDescription("UBER *TRIP"), "UBER *TRIP", null) // "Transporte"
 */
export function entryCategory(
  kind: EntryKind,
  cleaned: CleanedText,
  raw: string,
  fileCategory: string | null,
): string | null {
  const own = fileCategoryName(fileCategory);
  if (kind === "transfer" || kind === "bill_payment") return null;
  if (kind === "investment") return "Investimentos";
  if (kind === "refund") return "Reembolso";
  const folded = words(raw);
  const text = folded.join(" ");
  if (kind === "income") {
    if (own && DEFAULT_CATEGORIES.income.includes(own)) return own;
    if (SALARY.test(text)) return "Salário";
    if (YIELD.test(text)) return "Rendimentos";
    return findCategory(folded, "income")?.category ?? "Outras receitas";
  }
  if (own && DEFAULT_CATEGORIES.expense.includes(own)) return own;
  if (cleaned.brandCategory) return cleaned.brandCategory;
  if (FEES.test(text)) return "Impostos e taxas";
  const shop = shopCategory(cleaned.description, "");
  if (shop) return shop;
  const hit = findCategory(folded, "expense");
  if (hit) return hit.category;
  if (fileCategory) return findCategory(words(fileCategory), "expense")?.category ?? null;
  return null;
}
