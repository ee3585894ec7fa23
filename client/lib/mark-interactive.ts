import { useEffect } from "react";

/**
 * Sets `data-interactive` on <html> once React has mounted or hydrated the app, so the page's
 * handlers are attached. Before that a prerendered page looks ready but ignores clicks and typing;
 * the end-to-end tests wait for this mark after every page load (tests/e2e/fixtures.ts).
 */
export function useMarkInteractive(): void {
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
}
