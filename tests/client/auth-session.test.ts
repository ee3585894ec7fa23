import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  msUntilRefresh,
  REFRESH_MARGIN_MS,
  signOut,
  startAutoRefresh,
} from "../../client/features/auth/auth-actions";
import { createAuthStore, type SettledAuth } from "../../client/features/auth/auth-store";
import {
  DEFAULT_LANDING,
  isSafeRedirectPath,
  rememberCurrentPathBeforeGoogle,
  rememberRedirect,
  takeLandingPath,
} from "../../client/features/auth/redirect-memory";
import { isResetLinkValid } from "../../client/features/auth/reset-link";

const USER = { email: "jan@example.nl", name: "Jan", picture: "", sub: "u1" };

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("landing after sign-in (docs/decisions/012)", () => {
  it("goes to the saved redirectTo and clears it", () => {
    rememberRedirect("/dashboard/settings?tab=company");
    expect(takeLandingPath()).toBe("/dashboard/settings?tab=company");
    expect(localStorage.getItem("redirectTo")).toBeNull();
    expect(takeLandingPath()).toBe(DEFAULT_LANDING);
  });

  it("otherwise goes to /invoice_processor/pdf, also when /login or a foreign URL was saved", () => {
    expect(DEFAULT_LANDING).toBe("/invoice_processor/pdf");
    for (const saved of [
      "/login",
      "/login?verified=true",
      "https://evil.example/",
      "//evil.example",
      "/\\evil",
    ]) {
      localStorage.setItem("redirectTo", saved);
      expect(takeLandingPath(), saved).toBe("/invoice_processor/pdf");
    }
  });

  it("clears fromMagnetPage when it was set", () => {
    localStorage.setItem("fromMagnetPage", "true");
    takeLandingPath();
    expect(localStorage.getItem("fromMagnetPage")).toBeNull();
  });

  it("remembers only our own paths, and before Google sign-in not / or /login", () => {
    expect(isSafeRedirectPath("/profile")).toBe(true);
    expect(isSafeRedirectPath("/login")).toBe(false);
    rememberCurrentPathBeforeGoogle("/");
    expect(localStorage.getItem("redirectTo")).toBeNull();
    rememberCurrentPathBeforeGoogle("/login");
    expect(localStorage.getItem("redirectTo")).toBeNull();
    rememberCurrentPathBeforeGoogle("/invoice-ocr");
    expect(localStorage.getItem("redirectTo")).toBe("/invoice-ocr");
  });
});

describe("reset page validity (SPEC §4)", () => {
  it("is valid with token=true or an access_token", () => {
    expect(isResetLinkValid({ token: true })).toBe(true);
    expect(isResetLinkValid({ token: "true" })).toBe(true);
    expect(isResetLinkValid({ access_token: "abc" })).toBe(true);
    expect(isResetLinkValid({})).toBe(false);
    expect(isResetLinkValid({ token: "false" })).toBe(false);
    expect(isResetLinkValid({ token: 1 })).toBe(false);
  });
});

describe("automatic refresh (SPEC §9: 300000 ms before expiry)", () => {
  it("computes the wait until 5 minutes before expiry", () => {
    expect(REFRESH_MARGIN_MS).toBe(300_000);
    expect(msUntilRefresh(1_000_000, 0)).toBe(700_000);
    expect(msUntilRefresh(1_000_000, 800_000)).toBe(0);
  });

  it("refreshes when the session comes within 5 minutes of expiry, and stores the new expiry", async () => {
    vi.useFakeTimers({ now: 0 });
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ session: { user: USER, expiresAt: 2_000_000 } }));
    const store = createAuthStore(
      async (): Promise<SettledAuth> => ({
        status: "signed-in",
        user: USER,
        expiresAt: 1_000_000,
      }),
    );
    await store.settled();
    const stop = startAutoRefresh(store, () => Date.now());
    await vi.advanceTimersByTimeAsync(699_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/refresh", expect.objectContaining({ method: "POST" }));
    expect(store.getSnapshot()).toEqual({ status: "signed-in", user: USER, expiresAt: 2_000_000 });
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(USER);
    stop();
  });

  it("signs out locally when the refresh finds the session gone", async () => {
    vi.useFakeTimers({ now: 0 });
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ error: { code: "no_session", message: "No authenticated session" } }, { status: 401 }),
    );
    localStorage.setItem("user", JSON.stringify(USER));
    const store = createAuthStore(
      async (): Promise<SettledAuth> => ({ status: "signed-in", user: USER, expiresAt: 300_000 }),
    );
    await store.settled();
    const stop = startAutoRefresh(store, () => Date.now());
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot()).toEqual({ status: "signed-out" });
    expect(localStorage.getItem("user")).toBeNull();
    stop();
  });
});

describe("sign-out (SPEC §4)", () => {
  it("clears local data before asking the server, and ignores a 401", async () => {
    localStorage.setItem("user", JSON.stringify(USER));
    localStorage.setItem("redirectTo", "/profile");
    const seenUser: (string | null)[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      seenUser.push(localStorage.getItem("user"));
      return Response.json(
        { error: { code: "no_session", message: "No authenticated session" } },
        { status: 401 },
      );
    });
    const store = createAuthStore(
      async (): Promise<SettledAuth> => ({ status: "signed-in", user: USER, expiresAt: 1e13 }),
    );
    await store.settled();
    await signOut(store);
    expect(seenUser).toEqual([null]);
    expect(localStorage.getItem("redirectTo")).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: "signed-out" });
  });

  it("does not call the server when nobody was signed in", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    const store = createAuthStore(async (): Promise<SettledAuth> => ({ status: "signed-out" }));
    await store.settled();
    await signOut(store);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
