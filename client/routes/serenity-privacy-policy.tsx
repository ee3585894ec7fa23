import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/serenity-privacy-policy")({
  component: guidePage("serenity-privacy-policy", () => import("../content/serenity-privacy-policy")),
});
