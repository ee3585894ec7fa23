import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAuthStore, type SettledAuth } from "../../client/features/auth/auth-store";
import { EmailAuthForm, REGISTER_SWITCH_DELAY_MS } from "../../client/features/auth/email-auth-form";
import { PasswordStrengthMeter } from "../../client/features/auth/password-strength-meter";
import { AuthStoreContext } from "../../client/features/auth/use-auth";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderForm(): { onSignedIn: () => void } {
  const store = createAuthStore(async (): Promise<SettledAuth> => ({ status: "signed-out" }));
  const onSignedIn = vi.fn();
  render(
    <AuthStoreContext.Provider value={store}>
      <EmailAuthForm onBack={() => undefined} onSignedIn={onSignedIn} />
    </AuthStoreContext.Provider>,
  );
  return { onSignedIn };
}

function type(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true, selector: "input" }), { target: { value } });
}

describe("the strength meter", () => {
  it("shows weak, medium and strong by the SPEC thresholds, nothing for an empty field", () => {
    const { rerender, container } = render(<PasswordStrengthMeter password="" />);
    expect(container.textContent).toBe("");
    rerender(<PasswordStrengthMeter password="abc" />);
    expect(screen.getByText("Password strength: Weak")).toBeTruthy();
    rerender(<PasswordStrengthMeter password="Abcdefg1" />);
    expect(screen.getByText("Password strength: Medium")).toBeTruthy();
    rerender(<PasswordStrengthMeter password="Abcdef1!" />);
    expect(screen.getByText("Password strength: Strong")).toBeTruthy();
  });
});

describe("the e-mail form", () => {
  it("registers: success message, cleared form, and sign-in mode after 3 seconds", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ user: {} }, { status: 201 }));
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    type("Name", "Jan");
    type("Email", " jan@example.nl ");
    type("Password", "Sterk-Wachtwoord-1!");
    type("Confirm Password", "Sterk-Wachtwoord-1!");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    });
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/register", expect.objectContaining({ method: "POST" }));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, string>;
    expect(body).toEqual({ name: "Jan", email: "jan@example.nl", password: "Sterk-Wachtwoord-1!" });
    expect(
      screen.getByText("Account created successfully! Please check your email to verify your account."),
    ).toBeTruthy();
    expect(
      (screen.getByLabelText("Email", { exact: true, selector: "input" }) as HTMLInputElement).value,
    ).toBe("");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REGISTER_SWITCH_DELAY_MS);
    });
    expect(screen.getByRole("button", { name: /^Sign In$/ })).toBeTruthy();
  });

  it("shows the mapped provider message, or the default when there is none", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: { code: "invalid_credentials", message: "Invalid login credentials" } },
        { status: 401 },
      ),
    );
    renderForm();
    type("Email", "jan@example.nl");
    type("Password", "Whatever-1!");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Sign In$/ }));
    });
    expect(screen.getByRole("alert").textContent).toBe(
      "Invalid email or password. Please check your credentials and try again.",
    );
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500 }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Sign In$/ }));
    });
    expect(screen.getByRole("alert").textContent).toBe("Failed to sign in. Please check your credentials.");
  });

  it("shows validation messages before calling the server; login shows the first password error only", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    renderForm();
    type("Password", "abc");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Sign In$/ }));
    });
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters long")).toBeTruthy();
    expect(screen.queryByText(/uppercase/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("resend verification needs the address, then confirms", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ok: true }));
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    });
    expect(screen.getByRole("alert").textContent).toBe("Please enter your email address");
    type("Email", "jan@example.nl");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    });
    expect(screen.getByRole("status").textContent).toBe("Verification email sent! Please check your inbox.");
  });

  it("reset mode: the throttle error is mapped to the 60-second message", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json(
        { error: { code: "over_email_send_rate_limit", message: "request-once-every-60-seconds" } },
        { status: 429 },
      ),
    );
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Forgot your password?" }));
    expect(screen.queryByLabelText("Password", { exact: true, selector: "input" })).toBeNull();
    type("Email", "jan@example.nl");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send Reset Instructions" }));
    });
    expect(screen.getByRole("alert").textContent).toBe(
      "Please wait 60 seconds before requesting another password reset email.",
    );
  });
});
