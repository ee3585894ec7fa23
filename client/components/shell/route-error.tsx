import type { ErrorComponentProps } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { isChunkLoadError } from "../../lib/chunk-loader";

/** The router's default error page, with a retry for chunks that failed to load. */
export function RouteError({ error }: ErrorComponentProps): ReactElement {
  if (isChunkLoadError(error)) {
    return (
      <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">This page could not be loaded</h1>
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          Part of the application did not arrive (ChunkLoadError). Check your internet connection and try
          again.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
        >
          Retry
        </button>
      </section>
    );
  }
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">
        Something went wrong while showing this page. Reload the page, or go back to the home page.
      </p>
      <a href="/" className="mt-6 inline-block text-blue-700 underline dark:text-blue-300">
        Go to the home page
      </a>
    </section>
  );
}
