import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { getDocumentMeta } from "../../lib/document-meta";

export function DocumentMetaUpdater(): null {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const meta = getDocumentMeta(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [pathname]);
  return null;
}
