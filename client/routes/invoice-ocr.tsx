import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/invoice-ocr")({
  component: lazyPage(() => import("../features/invoice-ocr/ocr-page")),
});
