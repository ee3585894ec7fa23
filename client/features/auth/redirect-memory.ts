/** Local storage keys of SPEC §3. */
export const STORAGE_KEYS = {
  user: "user",
  redirectTo: "redirectTo",
  fromMagnetPage: "fromMagnetPage",
} as const;

/** Where signed-in users land when nothing was remembered (docs/decisions/012). */
export const DEFAULT_LANDING = "/invoice_processor/pdf";

/** Only our own paths are remembered, never another origin or the login page itself. */
export function isSafeRedirectPath(path: string): boolean {
  return (
    path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") && !path.startsWith("/login")
  );
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberRedirect(path: string): void {
  if (isSafeRedirectPath(path)) storage()?.setItem(STORAGE_KEYS.redirectTo, path);
}

/** SPEC §4: before Google sign-in the current path is remembered unless it is / or /login. */
export function rememberCurrentPathBeforeGoogle(path: string): void {
  if (path !== "/") rememberRedirect(path);
}

/**
 * The one landing rule (docs/decisions/012): the saved redirectTo unless it is /login, else
 * /invoice_processor/pdf. Reading it clears redirectTo, and fromMagnetPage when it was set.
 */
export function takeLandingPath(): string {
  const store = storage();
  const saved = store?.getItem(STORAGE_KEYS.redirectTo) ?? null;
  store?.removeItem(STORAGE_KEYS.redirectTo);
  if (store?.getItem(STORAGE_KEYS.fromMagnetPage) === "true") store.removeItem(STORAGE_KEYS.fromMagnetPage);
  return saved !== null && isSafeRedirectPath(saved) ? saved : DEFAULT_LANDING;
}

export function rememberMagnetEntry(): void {
  storage()?.setItem(STORAGE_KEYS.fromMagnetPage, "true");
}

export function isMagnetEntry(): boolean {
  return storage()?.getItem(STORAGE_KEYS.fromMagnetPage) === "true";
}

/** The profile kept under `user` (SPEC §3). */
export function storeUserProfile(profile: unknown): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(profile));
}

/**
 * SPEC §4 "Signed out event": clear user, session and redirectTo, and the lead-magnet flag too, so
 * the next person on this browser neither lands on the previous user's page nor inherits their entry.
 */
export function clearLocalAuthData(): void {
  const store = storage();
  for (const key of Object.values(STORAGE_KEYS)) store?.removeItem(key);
}
