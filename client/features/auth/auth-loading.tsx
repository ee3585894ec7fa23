import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";

/** Shown by guarded routes while the session check runs (SPEC §2 "Protected-route wrapper"). */
export function AuthLoading(): ReactElement {
  return (
    <p role="status" className="px-4 py-16 text-center">
      {m.auth_loading()}
    </p>
  );
}
