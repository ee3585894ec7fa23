/**
 * Server-side entry of the prerender (scripts/prerender.ts builds it for Node): renders one route
 * to HTML with the same router and providers as client/main.tsx, waiting for lazy page chunks.
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { CATALOGUE } from "../../core/i18n/generated/nl";
import type { Language } from "../../core/i18n/language";
import { registerCatalogue } from "../../core/i18n/translate";
import { AppRoot, createAppRouter } from "../app-root";
import { createAuthStore } from "../features/auth/auth-store";
import { buildHeadTags, renderHeadTags } from "../lib/head-tags";
import { setPageLanguage } from "../lib/i18n/current-language";
import { registerDutchPageTexts } from "../lib/i18n/page-text";
import { collectDutchPageTexts } from "../lib/i18n/page-text-nl-all";
import { SITE_ORIGIN } from "../lib/site-origin";

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  readonly body: string;
  /** The page's head tags as HTML. */
  readonly head: string;
  /** The HTTP status the router ended in: anything but 200 means the page must not be written. */
  readonly status: number;
}

/**
 * React puts resource hints (an image preload) before the app's markup; they belong in <head>, and
 * left inside #root they would be one node more than hydration expects.
 */
function splitResourceHints(html: string): { hints: string; markup: string } {
  const match = /^(?:<link [^>]*\/>)+/.exec(html);
  return match ? { hints: match[0], markup: html.slice(match[0].length) } : { hints: "", markup: html };
}

// Every language is available up front here; the browser loads Dutch as a chunk of its own.
registerCatalogue("nl", CATALOGUE);
registerDutchPageTexts(collectDutchPageTexts());

export async function renderPage(path: string, language: Language = "en"): Promise<RenderedPage> {
  setPageLanguage(language);
  // Public pages render the signed-out shell; the browser learns the real session after hydration.
  const auth = createAuthStore(async () => ({ status: "signed-out" }));
  await auth.settled();
  const router = createAppRouter(auth, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // A redirect or a not-found would prerender the wrong page: report it as a non-200 status.
  const moved = router.state.location.pathname !== path;
  const failed = router.state.matches.some((match) => match.status !== "success");
  const status = moved ? 307 : failed ? 500 : 200;
  // The page chunks are loaded by now, so nothing suspends and renderToString needs no inline
  // scripts (which the CSP would block): the HTML is plain markup.
  const { hints, markup } = splitResourceHints(renderToString(<AppRoot router={router} auth={auth} />));
  return {
    body: markup,
    head: `${renderHeadTags(buildHeadTags(path, SITE_ORIGIN, language))}${hints}`,
    status,
  };
}
