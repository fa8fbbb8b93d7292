import {
  paymentMethodLabels,
  paymentMethods,
  recordKindLabels,
  recordKinds,
} from "@tostao/core/dashboard/fields";
import { Options } from "~/components/ui/options";

/** The <option>s of a record kind select: Despesa, Receita, Investimento. */
export function KindOptions() {
  return <Options items={recordKinds} value={(k) => k} label={(k) => recordKindLabels[k]} />;
}

/** The <option>s of a payment method select. */
export function PaymentOptions() {
  return <Options items={paymentMethods} value={(p) => p} label={(p) => paymentMethodLabels[p]} />;
}

/** The <option>s of a category select: their ids, or their names when the API takes a name. */
export function CategoryOptions({
  categories,
  by = "id",
  label = (c) => c.name,
}: {
  categories: readonly { id: number; name: string }[];
  by?: "id" | "name";
  label?: (c: { id: number; name: string }) => string;
}) {
  return <Options items={categories} value={(c) => c[by]} label={label} />;
}
