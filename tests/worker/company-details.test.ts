import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { CompanyDetailsRecord } from "../../core/company/company-details";
import { call, createSignedInUser } from "./support/accounts";
import { FULL_DETAILS, putDetails } from "./support/company";

vi.setConfig({ testTimeout: 60_000 });

interface DetailsBody {
  details: CompanyDetailsRecord | null;
}
interface FieldErrorBody {
  error: { code: string; message: string };
  fields: Record<string, string>;
}

describe("GET/PUT /api/company", () => {
  it("answers null before anything is saved, then round-trips every field", async () => {
    const user = await createSignedInUser("company");
    const empty = await call("/api/company", { cookie: user.cookie });
    expect(empty.status).toBe(200);
    expect(empty.headers.get("Cache-Control")).toBe("no-store");
    expect(await empty.json()).toEqual({ details: null });

    const before = Date.now();
    const saved = await putDetails(user.cookie, FULL_DETAILS);
    expect(saved.status).toBe(200);
    expect(saved.headers.get("Cache-Control")).toBe("no-store");
    const savedBody = (await saved.json()) as DetailsBody;
    expect(savedBody.details).toEqual({ ...FULL_DETAILS, updatedAt: expect.any(Number), logo: null });
    expect(savedBody.details?.updatedAt).toBeGreaterThanOrEqual(before);

    const read = (await (await call("/api/company", { cookie: user.cookie })).json()) as DetailsBody;
    expect(read).toEqual(savedBody);
    // The row is the user's, and nothing of the internals leaks into the answer.
    expect(JSON.stringify(read)).not.toContain(user.id);
  });

  it("updates the existing row (one row per user) and moves updated_at", async () => {
    const user = await createSignedInUser("company-update");
    const first = (await (await putDetails(user.cookie, FULL_DETAILS)).json()) as DetailsBody;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await (
      await putDetails(user.cookie, { companyName: "Renamed B.V.", city: "Utrecht" })
    ).json()) as DetailsBody;
    expect(second.details).toMatchObject({ companyName: "Renamed B.V.", city: "Utrecht", iban: null });
    expect(second.details?.updatedAt).toBeGreaterThan(first.details?.updatedAt ?? Number.POSITIVE_INFINITY);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM user_company_details WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("normalises what people type: spaces, case, postcode, phone, website", async () => {
    const user = await createSignedInUser("company-normalise");
    const response = await putDetails(user.cookie, {
      companyName: "  Acme  ",
      postcode: "1012lg",
      vatNumber: "nl 1234.56782 b01",
      iban: "nl91 abna 0417 1643 00",
      bic: "abna nl2a",
      email: " Info@Acme.NL ",
      phone: "020 123 4567",
      website: "acme.nl",
      contactPerson: "   ",
      kvkNumber: "1234 5678",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as DetailsBody).details).toMatchObject({
      companyName: "Acme",
      postcode: "1012 LG",
      vatNumber: "NL123456782B01",
      iban: "NL91ABNA0417164300",
      bic: "ABNANL2A",
      email: "info@acme.nl",
      phone: "+31201234567",
      website: "https://acme.nl",
      contactPerson: null,
      kvkNumber: "12345678",
    });
  });

  it("accepts both BTW-id checksum kinds and the formats of other member states", async () => {
    const user = await createSignedInUser("company-vat");
    const good: [string, string][] = [
      ["NL123456782B01", "11-test"],
      ["NL000099998B57", "MOD 97-10 (sole trader since 2020)"],
      ["DE123456789", "German format"],
      ["BE0123456789", "Belgian format"],
      ["FR12345678901", "French format"],
      ["ATU12345678", "Austrian format"],
      ["EL123456789", "Greek format"],
    ];
    for (const [vatNumber, kind] of good) {
      const response = await putDetails(user.cookie, { companyName: "Acme", vatNumber });
      expect(response.status, kind).toBe(200);
    }
  });

  const BAD_FIELDS: [Record<string, unknown>, string, RegExp][] = [
    [{ companyName: "" }, "companyName", /company name/],
    [{ companyName: "x".repeat(201) }, "companyName", /200 characters/],
    [{ postcode: "12345" }, "postcode", /1234 AB/],
    [{ postcode: "0123 AB" }, "postcode", /1234 AB/],
    [{ postcode: "1234 SS" }, "postcode", /not used/],
    [{ country: "DE", postcode: "10115!" }, "postcode", /not a valid postcode/],
    [{ country: "XX" }, "country", /country/],
    [{ kvkNumber: "1234567" }, "kvkNumber", /8 digits/],
    [{ kvkNumber: "123456789" }, "kvkNumber", /8 digits/],
    [{ vatNumber: "NL123456789B01" }, "vatNumber", /check digit/],
    [{ vatNumber: "NL000099998B58" }, "vatNumber", /check digit/],
    [{ vatNumber: "NL12345678B01" }, "vatNumber", /NL123456789B01/],
    [{ vatNumber: "GR123456789" }, "vatNumber", /EL/],
    [{ vatNumber: "DE12345678" }, "vatNumber", /format/],
    [{ vatNumber: "US123456789" }, "vatNumber", /member state/],
    [{ iban: "NL91ABNA0417164301" }, "iban", /check digits/],
    [{ iban: "NL91ABNA041716430" }, "iban", /18 characters/],
    [{ iban: "XX91ABNA0417164300" }, "iban", /not a country/],
    [{ bic: "ABNANL2" }, "bic", /8 or 11/],
    [{ bic: "ABNA1L2A" }, "bic", /8 or 11/],
    [{ email: "info @acme.nl" }, "email", /Please enter a valid email address/],
    [{ email: "info@acme" }, "email", /Please enter a valid email address/],
    [{ phone: "12" }, "phone", /valid phone number/],
    [{ phone: "+31 20 123" }, "phone", /valid phone number/],
    [{ website: "javascript:alert(1)" }, "website", /web address/],
    [{ website: "ftp://acme.nl" }, "website", /web address/],
    [{ website: "https://user:pw@acme.nl" }, "website", /web address/],
    [{ website: "not a url" }, "website", /web address/],
    [{ invoicePrefix: "-abc" }, "invoicePrefix", /20 letters/],
    [{ invoicePrefix: "A".repeat(21) }, "invoicePrefix", /20/],
    [{ invoicePrefix: "<script>" }, "invoicePrefix", /20 letters/],
    [{ nextInvoiceNumber: 0 }, "nextInvoiceNumber", /whole number from 1/],
    [{ nextInvoiceNumber: 1.5 }, "nextInvoiceNumber", /whole number/],
    [{ nextInvoiceNumber: "7" }, "nextInvoiceNumber", /whole number/],
    [{ nextInvoiceNumber: 1_000_000_000 }, "nextInvoiceNumber", /999999999/],
    [{ paymentTermsDays: -1 }, "paymentTermsDays", /0 to 365/],
    [{ paymentTermsDays: 366 }, "paymentTermsDays", /0 to 365/],
    [{ defaultVatRate: 6 }, "defaultVatRate", /21%, 9% or 0%/],
    [{ defaultVatRate: "21" }, "defaultVatRate", /21%, 9% or 0%/],
    [{ invoiceLanguage: "DE" }, "invoiceLanguage", /NL or EN/],
    [{ city: 12 }, "city", /text/],
  ];

  it("refuses each bad value with 422 and a message on that field, and saves nothing", async () => {
    const user = await createSignedInUser("company-bad");
    for (const [patch, field, message] of BAD_FIELDS) {
      const response = await putDetails(user.cookie, { ...FULL_DETAILS, ...patch });
      expect(response.status, JSON.stringify(patch)).toBe(422);
      const body = (await response.json()) as FieldErrorBody;
      expect(body.error.code).toBe("invalid_company_details");
      expect(Object.keys(body.fields), JSON.stringify(patch)).toEqual([field]);
      expect(body.fields[field], JSON.stringify(patch)).toMatch(message);
    }
    expect(await (await call("/api/company", { cookie: user.cookie })).json()).toEqual({ details: null });
  });

  it("accepts the good value of each rule", async () => {
    const user = await createSignedInUser("company-good");
    const good: Record<string, unknown>[] = [
      { postcode: "9999 ZZ" },
      { country: "DE", postcode: "10115" },
      { country: "BE", postcode: "1000", vatNumber: "BE0123456789" },
      { kvkNumber: "87654321" },
      { iban: "DE89370400440532013000" },
      { iban: "BE68539007547034" },
      { bic: "DEUTDEFF500" },
      { phone: "+32 2 123 45 67" },
      { phone: "06 12345678" },
      { website: "http://acme.example.com/about" },
      { invoicePrefix: "INV/2026." },
      { nextInvoiceNumber: 999_999_999, paymentTermsDays: 0, defaultVatRate: 0, invoiceLanguage: "NL" },
      { paymentTermsDays: 365, defaultVatRate: 21 },
      { contactPerson: null, street: null, city: null },
    ];
    for (const patch of good) {
      const response = await putDetails(user.cookie, { ...FULL_DETAILS, ...patch });
      expect(response.status, JSON.stringify(patch)).toBe(200);
    }
  });

  it("rejects unknown fields (no mass assignment), non-objects, malformed and oversized bodies with 400/413", async () => {
    const user = await createSignedInUser("company-shape");
    const other = await createSignedInUser("company-shape-other");
    for (const json of [
      { ...FULL_DETAILS, userId: other.id },
      { ...FULL_DETAILS, user_id: other.id },
      { ...FULL_DETAILS, updatedAt: 1 },
      { ...FULL_DETAILS, logoKey: `users/${other.id}/logo/x` },
      [],
      null,
      "Acme",
    ]) {
      const response = await putDetails(user.cookie, json);
      expect(response.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect(((await response.json()) as FieldErrorBody).error.code).toBe("invalid_request");
    }
    const malformed = await call("/api/company", {
      method: "PUT",
      body: '{"companyName":',
      cookie: user.cookie,
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const huge = await call("/api/company", {
      method: "PUT",
      body: JSON.stringify({ companyName: "x".repeat(40_000) }),
      cookie: user.cookie,
      headers: { "Content-Type": "application/json" },
    });
    expect(huge.status).toBe(413);
    expect(await (await call("/api/company", { cookie: user.cookie })).json()).toEqual({ details: null });
  });

  it("leaves one consistent row after two concurrent updates", async () => {
    const user = await createSignedInUser("company-race");
    const a = { ...FULL_DETAILS, companyName: "Alpha B.V.", city: "Amsterdam", paymentTermsDays: 7 };
    const b = { ...FULL_DETAILS, companyName: "Beta B.V.", city: "Rotterdam", paymentTermsDays: 60 };
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all([putDetails(user.cookie, a), putDetails(user.cookie, b)]);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const { details } = (await (await call("/api/company", { cookie: user.cookie })).json()) as DetailsBody;
      const { updatedAt: _updatedAt, logo: _logo, ...stored } = details ?? ({} as CompanyDetailsRecord);
      // Entirely one save or entirely the other, never a mixture.
      expect([a, b]).toContainEqual(stored);
    }
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM user_company_details WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("needs a session: 401 'No authenticated session' for reads and writes, with no-store", async () => {
    const read = await call("/api/company");
    expect(read.status).toBe(401);
    expect(read.headers.get("Cache-Control")).toBe("no-store");
    expect(await read.json()).toEqual({ error: { code: "no_session", message: "No authenticated session" } });
    const write = await putDetails("__Host-session=forged.token", FULL_DETAILS);
    expect(write.status).toBe(401);
  });
});
