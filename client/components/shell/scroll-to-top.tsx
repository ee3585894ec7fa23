import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";

/** Every path change starts at the top of the page (SPEC §2 "Shell"). */
export function ScrollToTop(): null {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    void pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
