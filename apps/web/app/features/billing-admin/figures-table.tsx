import type { ReactNode } from "react";

export interface FiguresColumn {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

/** A small captioned table of figures, one row per slice (a category, a day, a country). */
export function FiguresTable({
  caption,
  columns,
  rows,
  className = "w-full",
}: {
  caption: string;
  columns: readonly FiguresColumn[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  className?: string;
}) {
  const align = (c: FiguresColumn) => (c.numeric ? "text-right" : undefined);
  return (
    <table className={`${className} border-separate border-spacing-x-3 text-sm`}>
      <caption className="mb-1 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          {columns.map((c) => (
            <th key={c.label} className={`${align(c) ?? ""} font-normal`.trim()}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            {r.cells.map((cell, i) => (
              <td key={columns[i]?.label ?? i} className={columns[i] && align(columns[i])}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
