import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/address-cleansing-guide")({
  component: guidePage("address-cleansing-guide", () => import("../content/address-cleansing-guide")),
});
