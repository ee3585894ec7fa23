import { useSyncExternalStore } from "react";

const subscribe = (): (() => void) => () => undefined;

/**
 * False while React renders a prerendered page's markup (the prerender itself and the hydration that
 * follows), true afterwards and in every client-only render. State read from the browser (local
 * storage, today's date) must wait for it: hydration has to render exactly what the prerender wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
