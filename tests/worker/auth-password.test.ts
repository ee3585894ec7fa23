import { describe, expect, it, vi } from "vitest";
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from "../../worker/auth/password";

// Each scrypt hash takes a noticeable fraction of a second on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe("password hashing", () => {
  it("uses the parameters of docs/decisions/010 (OWASP: N=2^14, r=8, p=5) and stores them", async () => {
    expect(SCRYPT_PARAMS).toEqual({ logN: 14, r: 8, p: 5 });
    const hash = await hashPassword("Correct-Horse-9!");
    expect(hash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });

  it("salts every hash (16 bytes) so equal passwords hash differently", async () => {
    const [a, b] = await Promise.all([hashPassword("Same-Pass-1!"), hashPassword("Same-Pass-1!")]);
    expect(a).not.toBe(b);
    expect(a.split("$")[3]).toHaveLength(22); // 16 bytes in unpadded base64
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("Correct-Horse-9!");
    expect(await verifyPassword("Correct-Horse-9!", hash)).toBe(true);
    expect(await verifyPassword("Correct-Horse-9?", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("keeps Unicode as typed: no normalisation, so composed and decomposed forms differ", async () => {
    const composed = "Wachtwoörd-1!é";
    const decomposed = composed.normalize("NFD");
    expect(decomposed).not.toBe(composed);
    const hash = await hashPassword(composed);
    expect(await verifyPassword(composed, hash)).toBe(true);
    expect(await verifyPassword(decomposed, hash)).toBe(false);
    const emoji = "🔐Pässwörd-1!🇳🇱";
    expect(await verifyPassword(emoji, await hashPassword(emoji))).toBe(true);
  });

  it("never truncates: 256-character passwords differing only in the last character differ", async () => {
    const base = `Aa1!${"x".repeat(251)}`;
    const hash = await hashPassword(`${base}y`);
    expect(await verifyPassword(`${base}y`, hash)).toBe(true);
    expect(await verifyPassword(`${base}z`, hash)).toBe(false);
  });

  it("rejects malformed or hostile stored hashes instead of throwing or burning CPU", async () => {
    for (const stored of [
      "",
      "plain",
      "$scrypt$ln=14,r=8,p=5$$",
      "$scrypt$ln=30,r=8,p=5$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "$scrypt$ln=14,r=8,p=5$AAAAAAAAAAAAAAAAAAAAAA$AAAA",
      "$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA",
    ]) {
      expect(await verifyPassword("Correct-Horse-9!", stored), stored).toBe(false);
    }
  });

  it("asks for a rehash when a stored hash has weaker parameters than today's", async () => {
    expect(needsRehash(await hashPassword("Correct-Horse-9!"))).toBe(false);
    expect(
      needsRehash("$scrypt$ln=12,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
    ).toBe(true);
  });
});
