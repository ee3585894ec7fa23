import type { ReactElement, ReactNode } from "react";

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  /** One array per row, as many cells as columns; the first cell is the row's header. */
  rows: readonly (readonly ReactNode[])[];
}

/** A captioned table with column and row headers, scrollable sideways on narrow screens. */
export function DataTable({ caption, columns, rows }: DataTableProps): ReactElement {
  return (
    // A focusable scroll container: keyboard users can scroll a table wider than the screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be focusable (WCAG 2.1.1)
    <section aria-label={caption} tabIndex={0} className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-medium text-gray-600 dark:text-gray-400">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-gray-300 dark:border-gray-600">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-gray-200 align-top dark:border-gray-700">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-3 py-2 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
