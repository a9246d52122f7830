import type { ReactNode } from 'react';

/** One row: its name (the row's header) and a cell per figure column, in the columns' order. */
export interface BreakdownRow {
  key: string;
  label: ReactNode;
  cells: readonly ReactNode[];
}

/**
 * The Performance page's small tables (by platform, marketplace, language, funnel, what works): a row
 * header, then figures aligned right (text columns named in `textColumns` align left), scrolling
 * sideways on a phone. `label` names the table for screen readers; `rowTestId` marks each row.
 */
export function BreakdownTable({
  label,
  columns,
  textColumns = [],
  rows,
  rowTestId,
}: {
  label: string;
  /** The row header's column first, then one per cell. */
  columns: readonly string[];
  textColumns?: readonly string[];
  rows: readonly BreakdownRow[];
  rowTestId: string;
}) {
  const [head, ...figures] = columns;
  const align = (column: string | undefined) =>
    column !== undefined && textColumns.includes(column) ? '' : 'text-right';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={label}>
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              {head}
            </th>
            {figures.map((column) => (
              <th key={column} scope="col" className={`py-1 pr-4 font-medium last:pr-0 ${align(column)}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {rows.map((row) => (
            <tr key={row.key} data-testid={rowTestId}>
              <th scope="row" className="max-w-xs py-1.5 pr-4 font-medium text-slate-800">
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={figures[i] ?? i}
                  className={`py-1.5 pr-4 whitespace-nowrap last:pr-0 ${align(figures[i])}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
