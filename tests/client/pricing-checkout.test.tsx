import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../../client/features/auth/auth-provider";
import { type AuthStore, createAuthStore, type SettledAuth } from "../../client/features/auth/auth-store";
import PricingPage from "../../client/features/billing/pricing-page";

const USER = { email: "jan@example.nl", name: "Jan", picture: "", sub: "u1" };
const CHECKOUT_URL = "https://checkout.example/tr_123";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A session check that answers only when the test says so, as on a busy machine or a slow network. */
function slowSessionStore(): { store: AuthStore; answer: (auth: SettledAuth) => void } {
  let answer: (auth: SettledAuth) => void = () => undefined;
  const pending = new Promise<SettledAuth>((resolve) => {
    answer = resolve;
  });
  return { store: createAuthStore(() => pending), answer };
}

function renderPricing(store: AuthStore): { pathname: () => string } {
  const root = createRootRoute({ component: () => <Outlet /> });
  const pricing = createRoute({ getParentRoute: () => root, path: "/pricing", component: PricingPage });
  const login = createRoute({ getParentRoute: () => root, path: "/login", component: () => <h1>Login</h1> });
  const router = createRouter({
    routeTree: root.addChildren([pricing, login]),
    history: createMemoryHistory({ initialEntries: ["/pricing"] }),
  });
  render(
    <AuthProvider store={store}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { pathname: () => router.state.location.pathname };
}

function stubBillingApi(): { assign: ReturnType<typeof vi.fn> } {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith("/api/billing/config")) return Response.json({ checkoutConfigured: true });
    if (url.endsWith("/api/billing/checkout")) return Response.json({ checkoutUrl: CHECKOUT_URL });
    return Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
  });
  const assign = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
  return { assign };
}

describe("choosing Pro on /pricing (issue 27 item 10)", () => {
  it("waits for the session check instead of sending a signed-in user to /login", async () => {
    const { assign } = stubBillingApi();
    const { store, answer } = slowSessionStore();
    const app = renderPricing(store);
    const choose = await screen.findByRole("button", { name: "Choose Pro monthly" });

    fireEvent.click(choose);
    await act(async () => answer({ status: "signed-in", user: USER, expiresAt: 1e13 }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(app.pathname()).toBe("/pricing");
  });

  it("still sends a visitor who turns out to be signed out to /login, remembering /pricing", async () => {
    const { assign } = stubBillingApi();
    const { store, answer } = slowSessionStore();
    const app = renderPricing(store);
    fireEvent.click(await screen.findByRole("button", { name: "Choose Pro monthly" }));
    await act(async () => answer({ status: "signed-out" }));

    await waitFor(() => expect(app.pathname()).toBe("/login"));
    expect(localStorage.getItem("redirectTo")).toBe("/pricing");
    expect(assign).not.toHaveBeenCalled();
  });
});
