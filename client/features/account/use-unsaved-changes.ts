import { useBlocker } from "@tanstack/react-router";

export interface UnsavedChangesPrompt {
  open: boolean;
  leave: () => void;
  stay: () => void;
}

/**
 * Warns before leaving with unsaved changes: in-app navigation is held by TanStack Router's blocker
 * (the page shows its own dialog), and closing or reloading the tab gets the browser's
 * beforeunload prompt.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChangesPrompt {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return {
    open: blocker.status === "blocked",
    leave: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
