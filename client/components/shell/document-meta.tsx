import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { applyHeadTags, buildHeadTags } from "../../lib/head-tags";
import { SITE_ORIGIN } from "../../lib/site-origin";

/** Keeps <head> (title, description, canonical, Open Graph, JSON-LD, robots) in step with the route. */
export function DocumentMetaUpdater(): null {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    applyHeadTags(document.head, buildHeadTags(pathname, SITE_ORIGIN));
  }, [pathname]);
  return null;
}
