import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/kanban-privacy-policy")({
  component: guidePage("kanban-privacy-policy", () => import("../content/kanban-privacy-policy")),
});
