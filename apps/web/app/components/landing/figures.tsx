/**
 * Big figures with what each one counts (the label is read after the number, shown under it).
 * The classes say how the list, the labels and the numbers look on each page.
 */
export function Figures({
  items,
  className,
  labelClass,
  valueClass,
}: {
  items: readonly { value: string; label: string }[];
  className: string;
  labelClass: string;
  valueClass: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse">
          <dt className={labelClass}>{item.label}</dt>
          <dd className={valueClass}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
