import {
  paymentMethodLabels,
  paymentMethods,
  recordKindLabels,
  recordKinds,
} from "@tostao/core/dashboard/fields";

/** The <option>s of a record kind select: Despesa, Receita, Investimento. */
export function KindOptions() {
  return recordKinds.map((k) => (
    <option key={k} value={k}>
      {recordKindLabels[k]}
    </option>
  ));
}

/** The <option>s of a payment method select. */
export function PaymentOptions() {
  return paymentMethods.map((p) => (
    <option key={p} value={p}>
      {paymentMethodLabels[p]}
    </option>
  ));
}
