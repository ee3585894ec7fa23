import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/excel-text-functions-guide")({
  component: guidePage("excel-text-functions-guide", () => import("../content/excel-text-functions-guide")),
});
