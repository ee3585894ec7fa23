import { lazyRouteComponent } from "@tanstack/react-router";
import type { ComponentType } from "react";
import { loadChunk } from "./chunk-loader";

/** A route component in its own chunk, loaded with the chunk timeout and error mapping. */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): ReturnType<typeof lazyRouteComponent> {
  return lazyRouteComponent(() => loadChunk(load));
}
