import type { ReactElement } from "react";

/** Shown by guarded routes while the session check runs (SPEC §2 "Protected-route wrapper"). */
export function AuthLoading(): ReactElement {
  return (
    <p role="status" className="px-4 py-16 text-center">
      Loading...
    </p>
  );
}
