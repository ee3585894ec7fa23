import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { PROCESSING_LABEL, type ToolEntry } from "./tool-catalogue";
import type { ToolDetails } from "./tool-details";

interface ToolCardProps {
  tool: ToolEntry;
  /** Who it is for and the highlights (the /tools page); the home page shows the short form. */
  details?: ToolDetails | undefined;
}

/** One tool: name, what it does, who it is for, where it runs, and a button into it. */
export function ToolCard({ tool, details }: ToolCardProps): ReactElement {
  return (
    <li className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-800/60">
      <h3 className="text-lg font-semibold">{tool.name()}</h3>
      <p className="mt-1 text-xs font-medium uppercase tracking-wide text-emerald-800 dark:text-emerald-300">
        {PROCESSING_LABEL[tool.processing]()}
      </p>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{tool.summary()}</p>
      {details && (
        <>
          <p className="mt-3 text-sm">
            <span className="font-semibold">{m.tools_for()}</span>
            <span className="text-gray-700 dark:text-gray-300">{details.forWho()}</span>
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
            {details.highlights.map((highlight) => (
              <li key={highlight()}>{highlight()}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-auto pt-5">
        <Link
          to={tool.path}
          className="inline-block rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
        >
          {tool.action()}
          <span className="sr-only">: {tool.name()}</span>
        </Link>
      </div>
    </li>
  );
}
