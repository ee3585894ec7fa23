/** Local storage keys of SPEC §3. */
export const STORAGE_KEYS = {
  user: "user",
  redirectTo: "redirectTo",
  fromMagnetPage: "fromMagnetPage",
} as const;

/** Only our own paths are remembered, never another origin or the login page itself. */
export function isSafeRedirectPath(path: string): boolean {
  return (
    path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") && !path.startsWith("/login")
  );
}

export function rememberRedirect(path: string): void {
  if (isSafeRedirectPath(path)) localStorage.setItem(STORAGE_KEYS.redirectTo, path);
}
