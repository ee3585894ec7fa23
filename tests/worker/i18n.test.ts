import { describe, expect, it } from "vitest";
import { renderPasswordResetEmail, renderVerificationEmail } from "../../worker/email/templates";
import {
  call,
  cookieFrom,
  createVerifiedUser,
  nextIp,
  readOutbox,
  STRONG_PASSWORD,
  signIn,
  uniqueEmail,
} from "./auth-helpers";

const context = {
  to: "klant@example.com",
  link: "https://factuurkit.nl/x",
  supportEmail: "support@factuurkit.nl",
};

describe("e-mails in the recipient's language", () => {
  it("render in Dutch when asked, in English otherwise", () => {
    const dutch = renderVerificationEmail({ ...context, language: "nl" });
    expect(dutch.subject).toBe("Bevestig uw e-mailadres voor Factuurkit");
    expect(dutch.html).toContain('<html lang="nl">');
    expect(dutch.text).toContain("E-mailadres bevestigen");
    expect(renderPasswordResetEmail({ ...context, language: "nl" }).text).toContain("verloopt na 1 uur");
    expect(renderVerificationEmail(context).subject).toBe("Confirm your e-mail address for Factuurkit");
  });

  it("sends the verification mail in the language of the registration request", async () => {
    const email = uniqueEmail("nl-register");
    const response = await call("/api/auth/register", {
      json: { name: "Anna", email, password: STRONG_PASSWORD },
      ip: nextIp(),
      headers: { "Accept-Language": "nl-NL,nl;q=0.9,en;q=0.5" },
    });
    expect(response.status).toBe(201);
    const [message] = await readOutbox(email);
    expect(message?.subject).toBe("Bevestig uw e-mailadres voor Factuurkit");
  });

  it("sends a reset mail in the stored language even when the request asks for another", async () => {
    const { email } = await createVerifiedUser(uniqueEmail("nl-reset"));
    const cookie = await signIn(email, STRONG_PASSWORD);
    const saved = await call("/api/account", { method: "PATCH", json: { language: "nl" }, cookie });
    expect(saved.status).toBe(200);
    await call("/api/auth/reset-request", {
      json: { email },
      ip: nextIp(),
      headers: { "Accept-Language": "en-GB" },
    });
    const [message] = await readOutbox(email);
    expect(message?.subject).toBe("Stel een nieuw wachtwoord in voor Factuurkit");
  });
});

describe("the stored language", () => {
  it("is saved with PATCH /api/account, returned by GET and remembered in the lang cookie", async () => {
    const { email } = await createVerifiedUser(uniqueEmail("lang-profile"));
    const cookie = await signIn(email, STRONG_PASSWORD);
    const saved = await call("/api/account", { method: "PATCH", json: { language: "nl" }, cookie });
    expect(saved.status).toBe(200);
    expect(cookieFrom(saved, "lang")).toBe("lang=nl");
    const profile = (await (await call("/api/account", { cookie })).json()) as { language: string | null };
    expect(profile.language).toBe("nl");
  });

  it("refuses a language we do not offer and needs a session", async () => {
    const { email } = await createVerifiedUser(uniqueEmail("lang-bad"));
    const cookie = await signIn(email, STRONG_PASSWORD);
    expect((await call("/api/account", { method: "PATCH", json: { language: "de" }, cookie })).status).toBe(
      400,
    );
    for (const hostile of [{ language: 1 }, { language: "nl", role: "admin" }, {}])
      expect(
        (await call("/api/account", { method: "PATCH", json: hostile, cookie })).status,
        JSON.stringify(hostile).slice(0, 40),
      ).toBe(400);
    const oversized = await call("/api/account", {
      method: "PATCH",
      json: { language: "nl".repeat(50_000) },
      cookie,
    });
    expect(oversized.status).toBe(413);
    const profile = (await (await call("/api/account", { cookie })).json()) as { language: string | null };
    // Nothing refused changed the stored choice (registration stored the request's language).
    expect(profile.language).toBe("en");
    expect((await call("/api/account", { method: "PATCH", json: { language: "nl" } })).status).toBe(401);
  });

  it("follows the user to a new browser at sign-in", async () => {
    const { email } = await createVerifiedUser(uniqueEmail("lang-signin"));
    const first = await signIn(email, STRONG_PASSWORD);
    await call("/api/account", { method: "PATCH", json: { language: "nl" }, cookie: first });
    const response = await call("/api/auth/login", {
      json: { email, password: STRONG_PASSWORD },
      ip: nextIp(),
    });
    expect(cookieFrom(response, "lang")).toBe("lang=nl");
  });
});
