/**
 * A small accessible bar chart in plain SVG: the figures are also in a visually hidden table,
 * so screen readers get the numbers and nothing heavy loads for a dozen bars.
 */
export function BarChart({
  title,
  bars,
  format = (n) => String(n),
  color = "fill-primary",
}: {
  title: string;
  bars: { label: string; value: number; short?: string }[];
  format?: (n: number) => string;
  color?: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = 100 / Math.max(1, bars.length);
  return (
    <figure className="rounded-xl border border-border bg-card p-4 text-card-foreground">
      <figcaption className="mb-3 font-semibold">{title}</figcaption>
      <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="h-32 w-full" aria-hidden="true">
        {bars.map((bar, i) => {
          const h = (bar.value / max) * 38;
          return (
            <rect
              key={bar.label}
              x={i * width + width * 0.15}
              y={40 - h}
              width={width * 0.7}
              height={h}
              className={color}
              rx={0.6}
            >
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{bars[0]?.short ?? bars[0]?.label}</span>
        <span>{bars.at(-1)?.short ?? bars.at(-1)?.label}</span>
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{format(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
