import { afterEach, describe, expect, it, vi } from "vitest";
import { call, cookieFrom, latestLink, nextIp, signIn, uniqueEmail } from "./auth-helpers";

vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = "Log-Secret-Pass-7!";
const NEW_PASSWORD = "Log-Other-Pass-8?";

afterEach(() => vi.restoreAllMocks());

/** Everything the Worker wrote to the console while `run` ran, as one string. */
async function captureLogs(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    });
  }
  await run();
  return lines.join("\n");
}

// SECURITY.md "Access control": logs never contain tokens or passwords.
describe("the auth flows log no password, token or session secret", () => {
  it("through registration, verification, failed and good sign-in, reset and a new password", async () => {
    const email = uniqueEmail("logs");
    const secrets: string[] = [PASSWORD, NEW_PASSWORD];
    const logs = await captureLogs(async () => {
      await call("/api/auth/register", { json: { name: "L", email, password: PASSWORD }, ip: nextIp() });
      const verify = await latestLink(email, "/api/auth/verify");
      secrets.push(verify.split("token=")[1] ?? "");
      await call(verify);
      await call("/api/auth/login", { json: { email, password: "Wrong-Pass-1!" }, ip: nextIp() });
      const session = await signIn(email, PASSWORD);
      secrets.push(session.split("=")[1] ?? "");
      await call("/api/auth/reset-request", { json: { email }, ip: nextIp() });
      const reset = await latestLink(email, "/api/auth/reset");
      secrets.push(reset.split("token=")[1] ?? "");
      const opened = await call(reset);
      const recovery = cookieFrom(opened, "__Host-recovery") ?? "";
      await call("/api/auth/password", { json: { password: NEW_PASSWORD }, cookie: recovery });
      // A malformed body takes the error path too.
      await call("/api/auth/login", {
        method: "POST",
        body: `{"email":"${email}","password":"${PASSWORD}"`,
        headers: { "Content-Type": "application/json" },
      });
    });
    expect(secrets.every((secret) => secret.length >= 16)).toBe(true);
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
