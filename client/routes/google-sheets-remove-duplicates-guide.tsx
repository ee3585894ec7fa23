import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/google-sheets-remove-duplicates-guide")({
  component: lazyPage(() => import("../content/google-sheets-remove-duplicates-guide")),
});
