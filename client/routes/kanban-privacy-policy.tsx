import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/kanban-privacy-policy")({
  component: lazyPage(() => import("../content/kanban-privacy-policy")),
});
