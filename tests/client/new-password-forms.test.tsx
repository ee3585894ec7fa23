import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChangePasswordForm } from "../../client/features/account/change-password-form";
import ResetPasswordPage from "../../client/features/auth/reset-password-page";

const PROFILE = {
  email: "jan@example.nl",
  name: "Jan",
  picture: "",
  hasPassword: true,
  googleLinked: false,
  createdAt: 0,
};
const ALL_RULES = [
  "Password must be at least 8 characters long",
  "Password must contain at least one uppercase letter",
  "Password must contain at least one number",
  "Password must contain at least one special character",
].join(", ");

afterEach(() => vi.restoreAllMocks());

function renderResetPage(): void {
  const root = createRootRoute();
  const reset = createRoute({
    getParentRoute: () => root,
    path: "/reset-password",
    component: ResetPasswordPage,
  });
  const router = createRouter({
    routeTree: root.addChildren([reset]),
    history: createMemoryHistory({ initialEntries: ["/reset-password?token=true"] }),
  });
  render(<RouterProvider router={router} />);
}

/** Both forms that set a new password check it the same way and send nothing while it is refused. */
describe.each([
  {
    form: "set-new-password screen",
    renderForm: renderResetPage,
    labels: ["New Password", "Confirm New Password"],
    submit: "Update Password",
  },
  {
    form: "change-password form",
    renderForm: (): void => void render(<ChangePasswordForm profile={PROFILE} />),
    labels: ["New password", "Confirm new password"],
    submit: "Change password",
  },
])("the $form", ({ renderForm, labels, submit }) => {
  it("shows every broken rule joined by commas and a mismatch, and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderForm();
    const [password = "", confirm = ""] = labels;
    fireEvent.change(await screen.findByLabelText(password), { target: { value: "abc" } });
    fireEvent.change(screen.getByLabelText(confirm), { target: { value: "abd" } });
    const current = screen.queryByLabelText("Current password");
    if (current) fireEvent.change(current, { target: { value: "Old-secret1" } });
    fireEvent.click(screen.getByRole("button", { name: submit }));

    const form = screen.getByRole("button", { name: submit }).closest("form") as HTMLElement;
    expect(within(form).getByText(ALL_RULES)).toBeTruthy();
    expect(within(form).getByText("Passwords do not match")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
