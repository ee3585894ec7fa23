import { afterEach, describe, expect, it, vi } from "vitest";
import { passwordHasher } from "../../worker/auth/password";
import { call, createVerifiedUser, nextIp, STRONG_PASSWORD, uniqueEmail } from "./auth-helpers";
import { createGoogleOnlyUser } from "./support/accounts";

vi.setConfig({ testTimeout: 60_000 });

/** How often each kind of password work ran while `action` did. */
async function countPasswordWork(action: () => Promise<Response>): Promise<{ hash: number; verify: number }> {
  const hash = vi.spyOn(passwordHasher, "hash");
  const verify = vi.spyOn(passwordHasher, "verify");
  await action();
  const counts = { hash: hash.mock.calls.length, verify: verify.mock.calls.length };
  hash.mockRestore();
  verify.mockRestore();
  return counts;
}

function login(email: string, password: string): Promise<Response> {
  return call("/api/auth/login", { json: { email, password }, ip: nextIp() });
}

afterEach(() => vi.restoreAllMocks());

// Equal work, proven by counting it: no wall-clock measurement (issue 14 items 3 and 13).
describe("account enumeration: the same password work for known and unknown addresses", () => {
  it("sign-in verifies exactly one hash whether the address is known, unknown or has no password", async () => {
    const { email } = await createVerifiedUser();
    const google = await createGoogleOnlyUser();
    const paths = {
      knownWrongPassword: await countPasswordWork(() => login(email, "Wrong-Horse-1!")),
      unknownAddress: await countPasswordWork(() => login(uniqueEmail("nobody"), "Wrong-Horse-1!")),
      googleOnly: await countPasswordWork(() => login(google.email, "Wrong-Horse-1!")),
      knownRightPassword: await countPasswordWork(() => login(email, STRONG_PASSWORD)),
    };
    for (const [path, counts] of Object.entries(paths)) {
      expect(counts, path).toEqual({ hash: 0, verify: 1 });
    }
  });

  it("registration hashes exactly once whether or not the address already has an account", async () => {
    const { email } = await createVerifiedUser();
    const register = (address: string) => () =>
      call("/api/auth/register", {
        json: { name: "N", email: address, password: STRONG_PASSWORD },
        ip: nextIp(),
      });
    const existing = await countPasswordWork(register(email));
    const fresh = await countPasswordWork(register(uniqueEmail("fresh")));
    expect(existing).toEqual({ hash: 1, verify: 0 });
    expect(fresh).toEqual(existing);
  });
});
