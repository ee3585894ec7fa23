import type { ErrorComponentProps } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { isChunkLoadError } from "../../lib/chunk-loader";

/** The router's default error page, with a retry for chunks that failed to load. */
export function RouteError({ error }: ErrorComponentProps): ReactElement {
  if (isChunkLoadError(error)) {
    return (
      <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{m.error_chunk_title()}</h1>
        <p className="mt-4 text-gray-700 dark:text-gray-300">{m.error_chunk_text()}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
        >
          {m.error_retry()}
        </button>
      </section>
    );
  }
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.error_unexpected_title()}</h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">{m.error_unexpected_text()}</p>
      <a href="/" className="mt-6 inline-block text-blue-700 underline dark:text-blue-300">
        {m.error_go_home()}
      </a>
    </section>
  );
}
