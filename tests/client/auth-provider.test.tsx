import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../client/features/auth/auth-provider";
import { createAuthStore, type SettledAuth } from "../../client/features/auth/auth-store";

const USER = { email: "jan@example.nl", name: "Jan", picture: "", sub: "u1" };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

function Broken(): ReactElement {
  throw new Error("profile could not be read");
}

describe("AuthProvider", () => {
  it("keeps the profile under `user` while signed in", async () => {
    const store = createAuthStore(
      async (): Promise<SettledAuth> => ({ status: "signed-in", user: USER, expiresAt: 1e13 }),
    );
    render(
      <AuthProvider store={store}>
        <p>content</p>
      </AuthProvider>,
    );
    await act(async () => {
      await store.settled();
    });
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(USER);
  });

  it("on an authentication render error: apologises, signs out and clears local data", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ok: true }));
    const store = createAuthStore(
      async (): Promise<SettledAuth> => ({ status: "signed-in", user: USER, expiresAt: 1e13 }),
    );
    await store.settled();
    localStorage.setItem("user", JSON.stringify(USER));
    localStorage.setItem("redirectTo", "/profile");
    render(
      <AuthProvider store={store}>
        <Broken />
      </AuthProvider>,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Sorry.. there was an authentication error. Redirecting to login...",
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(store.getSnapshot()).toEqual({ status: "signed-out" });
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("redirectTo")).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
  });
});
