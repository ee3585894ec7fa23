import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/tools")({
  component: lazyPage(() => import("../features/tools/tools-page")),
});
