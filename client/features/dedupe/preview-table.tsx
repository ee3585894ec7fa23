import type { ReactElement } from "react";

interface PreviewTableProps {
  readonly rows: readonly (readonly string[])[];
  readonly headerRow: number;
  readonly caption: string;
}

export function PreviewTable({ rows, headerRow, caption }: PreviewTableProps): ReactElement {
  const width = Math.max(0, ...rows.map((row) => row.length));
  return (
    <div className="mt-4 max-h-80 overflow-auto rounded border border-gray-200 dark:border-gray-700">
      <table className="min-w-full text-left text-xs">
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={index}
              className={
                index === headerRow
                  ? "bg-blue-50 font-semibold text-blue-950 dark:bg-blue-950 dark:text-blue-100"
                  : index < headerRow
                    ? "text-gray-400 line-through dark:text-gray-500"
                    : "odd:bg-gray-50 dark:odd:bg-gray-800/50"
              }
            >
              <th scope="row" className="px-2 py-1 font-normal text-gray-500 dark:text-gray-400">
                {index + 1}
              </th>
              {Array.from({ length: width }, (_, column) => (
                <td
                  key={column}
                  className="max-w-48 truncate whitespace-pre px-2 py-1 text-gray-900 dark:text-gray-100"
                >
                  {row[column] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
