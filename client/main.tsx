import { createRoot, hydrateRoot } from "react-dom/client";
import { AppRoot, createAppRouter } from "./app-root";
import { createAuthStore } from "./features/auth/auth-store";
import { fetchSession } from "./features/auth/session-api";
import { ANALYTICS } from "./features/consent/analytics-settings";
import "./styles.css";

const auth = createAuthStore(fetchSession);
const router = createAppRouter(auth);

auth.subscribe(() => void router.invalidate());

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");
const root: HTMLElement = rootElement;

/**
 * A prerendered page (scripts/prerender.ts) already holds the page's markup: load the route's chunk
 * first so the first client render equals the server's, then hydrate. The SPA shell (signed-in pages,
 * sign-in screens, unknown paths, `npm run dev`) has an empty root and is rendered from scratch.
 */
/** Analytics exist only when configured; the banner and loaders are a separate chunk (docs/decisions/071). */
function startAnalytics(): void {
  if (!ANALYTICS.gaMeasurementId && !ANALYTICS.beaconToken) return;
  void import("./features/consent/consent-boot").then((module) => module.startConsent(ANALYTICS));
}

if (root.hasChildNodes()) {
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
