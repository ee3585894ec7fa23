import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/duplicate-removal-tool")({
  component: lazyPage(() => import("../features/dedupe/dedupe-page")),
});
