import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/excel-data-cleaning-guide")({
  component: guidePage("excel-data-cleaning-guide", () => import("../content/excel-data-cleaning-guide")),
});
