import { createRoot, hydrateRoot } from "react-dom/client";
import { registerCatalogue } from "../core/i18n/translate";
import { AppRoot, createAppRouter } from "./app-root";
import { createAuthStore } from "./features/auth/auth-store";
import { fetchSession } from "./features/auth/session-api";
import { ANALYTICS } from "./features/consent/analytics-settings";
import { chooseBrowserLanguage, saveProfileLanguage } from "./lib/i18n/browser-language";
import { setPageLanguage } from "./lib/i18n/current-language";
import { registerDutchPageTexts } from "./lib/i18n/page-text";
import "./styles.css";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");
const root: HTMLElement = rootElement;
const prerendered = root.hasChildNodes();

// The language is fixed for the whole page load; switching reloads (docs/decisions/180).
const { language, chosenNow } = chooseBrowserLanguage(prerendered);
setPageLanguage(language);

const auth = createAuthStore(fetchSession);
if (chosenNow) {
  void auth.settled().then((state) => {
    if (state.status === "signed-in") saveProfileLanguage(language);
  });
}
const router = createAppRouter(auth);

auth.subscribe(() => void router.invalidate());

/** Analytics exist only when configured; the banner and loaders are a separate chunk (docs/decisions/071). */
function startAnalytics(): void {
  if (!ANALYTICS.gaMeasurementId && !ANALYTICS.beaconToken) return;
  void import("./features/consent/consent-boot").then((module) => module.startConsent(ANALYTICS));
}

/**
 * A prerendered page (scripts/prerender.ts) already holds the page's markup: load the route's chunk
 * first so the first client render equals the server's, then hydrate. The SPA shell (signed-in pages,
 * sign-in screens, unknown paths, `npm run dev`) has an empty root and is rendered from scratch.
 */
function start(): void {
  if (prerendered) {
    // Marks the router as hydrating server markup: TanStack then renders the same Suspense structure
    // as on the server (it adds extra boundaries to client-only renders, which would not match).
    router.ssr = { manifest: undefined };
    void router.load().then(() => {
      hydrateRoot(root, <AppRoot router={router} auth={auth} />);
      startAnalytics();
    });
  } else {
    createRoot(root).render(<AppRoot router={router} auth={auth} />);
    startAnalytics();
  }
}

// Dutch messages and page texts are a chunk of their own; English starts at once.
// A Dutch chunk that fails to load leaves the messages in English rather than the page blank.
if (language === "nl") {
  void import("./lib/i18n/load-dutch")
    .then((dutch) => {
      registerCatalogue("nl", dutch.CATALOGUE);
      registerDutchPageTexts(dutch.collectDutchPageTexts());
    })
    .catch(() => undefined)
    .finally(start);
} else start();
