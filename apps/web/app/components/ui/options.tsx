import type { ReactNode } from "react";

/** The <option>s of a select, one per item: `value` and `label` say what each one holds and shows. */
export function Options<T>({
  items,
  value,
  label,
}: {
  items: readonly T[];
  value: (item: T) => string | number;
  label: (item: T) => ReactNode;
}) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}

/** The <option>s of a fixed list of `{ value, label }` choices. */
export function ChoiceOptions({ choices }: { choices: readonly { value: string; label: string }[] }) {
  return <Options items={choices} value={(c) => c.value} label={(c) => c.label} />;
}
