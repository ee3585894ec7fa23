import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/data-cleansing-services")({
  component: lazyPage(() => import("../features/data-cleansing/services-page")),
});
