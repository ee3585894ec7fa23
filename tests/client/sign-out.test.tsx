import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signOut } from "../../client/features/auth/auth-actions";
import { AuthProvider } from "../../client/features/auth/auth-provider";
import { type AuthStore, createAuthStore, type SettledAuth } from "../../client/features/auth/auth-store";
import { requireSignedIn } from "../../client/features/auth/require-signed-in";
import { useSignOut } from "../../client/features/auth/use-sign-out";

const USER = { email: "jan@example.nl", name: "Jan", picture: "", sub: "u1" };

afterEach(() => localStorage.clear());

function signedInStore(): AuthStore {
  return createAuthStore(
    async (): Promise<SettledAuth> => ({ status: "signed-in", user: USER, expiresAt: 1e13 }),
  );
}

function SignOutButton(): ReactElement {
  const signOutNow = useSignOut();
  return (
    <button type="button" onClick={() => void signOutNow()}>
      Sign Out
    </button>
  );
}

/** The app's shape in small: a guarded layout that remembers where signed-out visitors came from. */
function renderApp(
  store: AuthStore,
  path: string,
): { state: { location: { pathname: string } }; invalidate: () => Promise<void> } {
  const root = createRootRouteWithContext<{ auth: AuthStore }>()({
    component: () => (
      <>
        <SignOutButton />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: "/", component: () => <h1>Home</h1> });
  const login = createRoute({ getParentRoute: () => root, path: "/login", component: () => <h1>Login</h1> });
  const authed = createRoute({
    getParentRoute: () => root,
    id: "_authed",
    beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location),
  });
  const settings = createRoute({
    getParentRoute: () => authed,
    path: "/dashboard/settings",
    component: () => <h1>Settings</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, login, authed.addChildren([settings])]),
    context: { auth: store },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  store.subscribe(() => void router.invalidate());
  render(
    <AuthProvider store={store}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

describe("sign-out (SPEC §4, issue 14 item 6)", () => {
  it("clears redirectTo and fromMagnetPage and lands on /, also when signing out on a guarded page", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ok: true }));
    const store = signedInStore();
    await store.settled();
    localStorage.setItem("fromMagnetPage", "true");
    const router = renderApp(store, "/dashboard/settings");
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    await act(async () => {
      await router.invalidate();
    });

    expect(router.state.location.pathname).toBe("/");
    expect(store.getSnapshot()).toEqual({ status: "signed-out" });
    expect(localStorage.getItem("redirectTo")).toBeNull();
    expect(localStorage.getItem("fromMagnetPage")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("signOut() itself clears every local key of SPEC §3", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ok: true }));
    const store = signedInStore();
    await store.settled();
    localStorage.setItem("user", JSON.stringify(USER));
    localStorage.setItem("redirectTo", "/profile");
    localStorage.setItem("fromMagnetPage", "true");
    await signOut(store);
    expect([
      localStorage.getItem("user"),
      localStorage.getItem("redirectTo"),
      localStorage.getItem("fromMagnetPage"),
    ]).toEqual([null, null, null]);
  });

  it("a signed-out visitor of a guarded page is still remembered for after sign-in", async () => {
    const store = createAuthStore(async (): Promise<SettledAuth> => ({ status: "signed-out" }));
    renderApp(store, "/dashboard/settings");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(localStorage.getItem("redirectTo")).toBe("/dashboard/settings");
  });
});
