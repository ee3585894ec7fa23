import { describe, expect, it, vi } from "vitest";
import { LOGIN_PER_ACCOUNT } from "../../worker/auth/rate-limit";
import { call, cookieFrom, createVerifiedUser, latestLink, nextIp } from "./auth-helpers";

vi.setConfig({ testTimeout: 120_000 });

const WRONG = "Wrong-Pass-1!";
const NEW_PASSWORD = "Fresh-Start-7?";

function login(email: string, password: string, ip: string, cookie?: string): Promise<Response> {
  return call("/api/auth/login", { json: { email, password }, ip, ...(cookie ? { cookie } : {}) });
}

/** Wrong passwords for `email`, each from a new address (a botnet), all answered 401. */
async function guessFromManyAddresses(email: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < count; attempt += 1) {
    expect((await login(email, WRONG, nextIp())).status).toBe(401);
  }
}

describe("sign-in limits do not let strangers lock an account (issue 27 item 4)", () => {
  it("wrong passwords from several addresses do not stop the owner's correct password from their own", async () => {
    const { email, password } = await createVerifiedUser();
    await guessFromManyAddresses(email, 8);
    const owner = await login(email, password, nextIp());
    expect(owner.status).toBe(200);
  });

  it("one address guessing one account gets 429 with Retry-After, X-Forwarded-For or not; the owner elsewhere signs in", async () => {
    const { email, password } = await createVerifiedUser();
    const attacker = nextIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, WRONG, attacker)).status).toBe(401);
    }
    const locked = await call("/api/auth/login", {
      json: { email, password },
      ip: attacker,
      headers: { "X-Forwarded-For": nextIp() },
    });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(((await locked.json()) as { error: { code: string } }).error.code).toBe("too_many_attempts");
    expect((await login(email, password, nextIp())).status).toBe(200);
  });

  it("slows a distributed attack past the account's ceiling, but not a browser that signed in before", async () => {
    const { email, password } = await createVerifiedUser();
    const signedIn = await login(email, password, nextIp());
    const device = cookieFrom(signedIn, "__Host-device");
    expect(device).not.toBeNull();

    await guessFromManyAddresses(email, LOGIN_PER_ACCOUNT.freeFailures);
    // Every further guess from yet another address waits, even with the right password.
    const fresh = await login(email, password, nextIp());
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("Retry-After"))).toBeGreaterThan(0);

    // The owner's browser, on whatever network it is now, still signs in.
    expect((await login(email, password, nextIp(), device ?? "")).status).toBe(200);

    // A device cookie earned on the attacker's own account does nothing for the victim's.
    const other = await createVerifiedUser();
    const attackerDevice = cookieFrom(await login(other.email, other.password, nextIp()), "__Host-device");
    expect((await login(email, password, nextIp(), attackerDevice ?? "")).status).toBe(429);

    // On a new browser, the owner's way in is the reset link: finishing it makes that browser known.
    expect((await call("/api/auth/reset-request", { json: { email }, ip: nextIp() })).status).toBe(200);
    const recovery = cookieFrom(await call(await latestLink(email, "/api/auth/reset")), "__Host-recovery");
    const reset = await call("/api/auth/password", {
      json: { password: NEW_PASSWORD },
      cookie: recovery ?? "",
    });
    expect(reset.status).toBe(200);
    const resetBrowser = cookieFrom(reset, "__Host-device");
    expect(resetBrowser).not.toBeNull();
    expect((await login(email, NEW_PASSWORD, nextIp(), resetBrowser ?? "")).status).toBe(200);
  });

  it("holds a known device to its own count of wrong passwords", async () => {
    const { email, password } = await createVerifiedUser();
    const device = cookieFrom(await login(email, password, nextIp()), "__Host-device") ?? "";
    const ip = nextIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, WRONG, ip, device)).status).toBe(401);
    }
    expect((await login(email, password, nextIp(), device)).status).toBe(429);
    // Its mistakes do not lock the owner's other browsers.
    expect((await login(email, password, nextIp())).status).toBe(200);
  });

  it("ignores a forged or malformed device cookie", async () => {
    const { email, password } = await createVerifiedUser();
    const attacker = nextIp();
    for (const cookie of [
      "__Host-device=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      "__Host-device=%00;",
      "__Host-device=",
    ]) {
      expect((await login(email, WRONG, attacker, cookie)).status).toBe(401);
    }
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await login(email, WRONG, attacker)).status).toBe(401);
    }
    const locked = await login(email, password, attacker, "__Host-device=bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb");
    expect(locked.status).toBe(429);
  });
});
