import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/excel-text-functions-guide")({
  component: lazyPage(() => import("../content/excel-text-functions-guide")),
});
