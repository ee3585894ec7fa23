import { useEffect, useState } from "react";
import { type AccountProfile, fetchAccountProfile } from "./account-api";

/** The account's profile from the Worker (null while loading or if it could not be read). */
export function useAccountProfile(): AccountProfile | null {
  const [profile, setProfile] = useState<AccountProfile | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchAccountProfile(controller.signal).then((result) => {
      if (!controller.signal.aborted && result.ok) setProfile(result.value);
    });
    return () => controller.abort();
  }, []);
  return profile;
}
