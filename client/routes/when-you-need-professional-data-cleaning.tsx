import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/when-you-need-professional-data-cleaning")({
  component: lazyPage(() => import("../content/when-you-need-professional-data-cleaning")),
});
