import { bench, describe } from "vitest";
import { buildBreadcrumb } from "../../client/lib/breadcrumb";
import { SITE_PAGES } from "../../client/lib/site-pages";
import { resolveLegacyRedirect } from "../../core/routing/legacy-redirects";

// Work done on every request (redirect check in the Worker) and every navigation (breadcrumb),
// compared with a bare Map lookup over the same paths as the baseline.
const paths = [...SITE_PAGES.map((page) => page.path), "/pdf-invoice-magnet/x", "/cabinet", "/unknown/path"];
const baseline = new Map(paths.map((path) => [path, path]));

describe("per-request routing work", () => {
  bench("baseline: Map lookup", () => {
    for (const path of paths) baseline.get(path);
  });
  bench("resolveLegacyRedirect", () => {
    for (const path of paths) resolveLegacyRedirect(path);
  });
  bench("buildBreadcrumb", () => {
    for (const path of paths) buildBreadcrumb(path);
  });
});
