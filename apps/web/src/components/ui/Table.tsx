import type { Key, ReactNode } from 'react';
import { EmptyState } from './LoadState';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of this column's cells (text size, colour, wrapping). */
  className?: string;
}

interface TableProps<Row> {
  /** What the table lists, for screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
}

/**
 * A table that stays readable on a phone: from `md` up a table with a header row; below it each
 * row is a block of its cells, one under the other (the header row is hidden, the cells carry
 * their own labels in their content).
 */
export function Table<Row>({ caption, columns, rows, rowKey, emptyText }: TableProps<Row>) {
  if (rows.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <table className="block w-full md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="block border-b border-slate-200 py-3 md:table-row md:py-0">
              {columns.map((column) => (
                <td key={column.header} className={`block px-3 py-1 md:table-cell md:py-3 ${column.className ?? ''}`.trim()}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
