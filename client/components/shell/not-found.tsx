import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";

export function NotFound(): ReactElement {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-blue-700 dark:text-blue-300">404</p>
      <h1 className="mt-2 text-3xl font-bold">{m.not_found_title()}</h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">{m.not_found_text()}</p>
      <Link to="/" className="mt-6 inline-block rounded-md bg-blue-700 px-4 py-2 font-semibold text-white">
        {m.not_found_back()}
      </Link>
    </section>
  );
}
