import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/excel-data-cleaning-guide")({
  component: lazyPage(() => import("../content/excel-data-cleaning-guide")),
});
