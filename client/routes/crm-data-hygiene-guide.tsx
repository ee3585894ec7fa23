import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/crm-data-hygiene-guide")({
  component: lazyPage(() => import("../content/crm-data-hygiene-guide")),
});
