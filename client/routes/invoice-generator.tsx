import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/invoice-generator")({
  component: lazyPage(() => import("../features/invoice-generator/generator-page")),
});
