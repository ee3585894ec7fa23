import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/data-cleanup-checklist")({
  component: lazyPage(() => import("../content/data-cleanup-checklist")),
});
