import type { ReactElement } from "react";

/** /login while the session check runs (SPEC §2 Login screen). */
export function AuthChecking(): ReactElement {
  return (
    <p role="status" className="px-4 py-16 text-center">
      Checking authentication status...
    </p>
  );
}
