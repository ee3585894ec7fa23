import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/excel-remove-duplicates-guide")({
  component: lazyPage(() => import("../content/excel-remove-duplicates-guide")),
});
