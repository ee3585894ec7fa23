import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";

/** /login while the session check runs (SPEC §2 Login screen). */
export function AuthChecking(): ReactElement {
  return (
    <p role="status" className="px-4 py-16 text-center">
      {m.auth_checking()}
    </p>
  );
}
