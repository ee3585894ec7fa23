/** Session state for the whole SPA: loading → signed-in | signed-out (SPEC §4). */
export interface UserProfile {
  readonly email: string;
  readonly name: string;
  readonly picture: string;
  readonly sub: string;
}

export type AuthSnapshot =
  | { readonly status: "loading" }
  | { readonly status: "signed-in"; readonly user: UserProfile; readonly expiresAt: number }
  | { readonly status: "signed-out" };

export type SettledAuth = Exclude<AuthSnapshot, { status: "loading" }>;

export interface AuthStore {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Resolves once the first session check has finished. */
  settled(): Promise<SettledAuth>;
  set(next: SettledAuth): void;
}

export function createAuthStore(loadSession: () => Promise<SettledAuth>): AuthStore {
  let snapshot: AuthSnapshot = { status: "loading" };
  const listeners = new Set<() => void>();
  const set = (next: SettledAuth): void => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const first = loadSession()
    .catch((): SettledAuth => ({ status: "signed-out" }))
    .then((result) => {
      if (snapshot.status === "loading") set(result);
      return result;
    });
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: async () => {
      await first;
      return snapshot.status === "loading" ? { status: "signed-out" } : snapshot;
    },
    set,
  };
}
