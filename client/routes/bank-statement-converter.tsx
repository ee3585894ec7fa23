import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/bank-statement-converter")({
  component: lazyPage(() => import("../features/bank-statements/converter-page")),
});
