import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { SITE_ORIGIN } from "../../lib/site-origin";

/**
 * Keeps <head> (title, description, canonical, hreflang, Open Graph, JSON-LD, robots) in step with the
 * route. The tag builder is a chunk of its own: the first page's tags are already in the HTML
 * (prerendered) or in index.html, so it is only needed from the first navigation on (home page budget).
 */
export function DocumentMetaUpdater(): null {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    let current = true;
    void import("../../lib/head-tags").then(({ applyHeadTags, buildHeadTags }) => {
      if (current) applyHeadTags(document.head, buildHeadTags(pathname, SITE_ORIGIN));
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}
