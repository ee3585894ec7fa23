import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/address-cleansing-guide")({
  component: lazyPage(() => import("../content/address-cleansing-guide")),
});
