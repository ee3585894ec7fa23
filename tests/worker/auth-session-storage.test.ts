import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { hashSecret } from "../../worker/auth/secrets";
import { createVerifiedUser, signIn } from "./auth-helpers";

vi.setConfig({ testTimeout: 60_000 });

// SECURITY.md "Sessions": a CSPRNG token of at least 128 bits, stored only as its SHA-256.
describe("session tokens at rest", () => {
  it("carry at least 128 random bits, differ every time, and KV holds only the SHA-256 of the secret", async () => {
    const { email, password } = await createVerifiedUser();
    const cookies = [await signIn(email, password), await signIn(email, password)];
    const secrets = new Set<string>();
    for (const cookie of cookies) {
      const [id = "", secret = ""] = cookie.slice("__Host-session=".length).split(".");
      // Base32 without padding: 5 bits a character.
      expect(secret.length * 5).toBeGreaterThanOrEqual(128);
      expect(secret).toMatch(/^[a-z2-7]+$/);
      secrets.add(secret);
      const stored = await env.KV.get(`session:${id}`);
      expect(stored).not.toBeNull();
      expect(stored).not.toContain(secret);
      expect(stored).toContain(hashSecret(secret));
    }
    expect(secrets.size).toBe(2);
  });
});
