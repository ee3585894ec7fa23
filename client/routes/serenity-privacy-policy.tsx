import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/serenity-privacy-policy")({
  component: lazyPage(() => import("../content/serenity-privacy-policy")),
});
