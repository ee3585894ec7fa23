import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listDevOutbox } from "../../worker/email/dev-outbox";
import { LEAD_BODY_LIMIT_BYTES, LEADS_PER_IP } from "../../worker/routes/leads";
import { BASE, call, nextIp } from "./auth-helpers";

const SUPPORT = "support@factuurkit.nl";

function validLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Anna de Vries",
    company: "Bakkerij De Vries B.V.",
    email: "anna@example.nl",
    phone: "+31 20 123 4567",
    dataType: "customers",
    recordCount: "25.000",
    message: "Two CRM exports merged last year.\nMany duplicate contacts.",
    ...overrides,
  };
}

function postLead(json: unknown, ip = nextIp()): Promise<Response> {
  return call("/api/leads", { json, ip });
}

interface LeadRow {
  id: string;
  name: string;
  company: string;
  email: string;
  data_type: string;
  record_count: number;
  message: string;
}

async function findLead(id: string): Promise<LeadRow | null> {
  return env.DB.prepare("SELECT * FROM leads WHERE id = ?").bind(id).first<LeadRow>();
}

describe("POST /api/leads", () => {
  it("stores a valid request, normalised by the form's schema, and answers 201 with its id", async () => {
    const response = await postLead(validLead({ name: "  Anna de Vries  " }));
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { lead: { id: string } };
    expect(body.lead.id).toMatch(/^[a-z2-7]{24}$/);
    const row = await findLead(body.lead.id);
    expect(row).toMatchObject({
      name: "Anna de Vries",
      company: "Bakkerij De Vries B.V.",
      email: "anna@example.nl",
      data_type: "customers",
      record_count: 25000,
    });
    expect(row?.message).toContain("\nMany duplicate contacts.");
  });

  it("e-mails the request to the support address, every value escaped", async () => {
    const response = await postLead(
      validLead({ name: "<b>Eve</b> & co", company: "", message: '<img src=x onerror="alert(1)">' }),
    );
    expect(response.status).toBe(201);
    const { lead } = (await response.json()) as { lead: { id: string } };
    const mail = (await listDevOutbox(env.KV, SUPPORT, 20)).find((message) => message.text.includes(lead.id));
    expect(mail).toBeDefined();
    expect(mail?.subject).toBe("Quote request: <b>Eve</b> & co (25,000 records)");
    expect(mail?.html).toContain("&lt;b&gt;Eve&lt;/b&gt; &amp; co");
    expect(mail?.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail?.html).not.toContain("<img");
    expect(mail?.text).toContain("Type of data: Customer or contact data");
    expect(mail?.text).toContain("E-mail: anna@example.nl");
  });

  it.each([
    ["a missing name", { name: "" }, "name"],
    ["a malformed e-mail address", { email: "anna@" }, "email"],
    ["an unknown data type", { dataType: "passwords" }, "dataType"],
    ["a record count that is not a number", { recordCount: "lots" }, "recordCount"],
    ["a record count of zero", { recordCount: "0" }, "recordCount"],
    ["a control character in a single-line field", { company: "Acme\u0007" }, "company"],
    ["a line break in the name (header injection)", { name: "Anna\r\nBcc: x@example.com" }, "name"],
    ["a message over 2000 characters", { message: "x".repeat(2001) }, "message"],
    ["a number where text is expected", { phone: 31201234567 }, "phone"],
  ])("refuses %s with 422", async (_label, override, field) => {
    const response = await postLead(validLead(override));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message.startsWith(`${field}: `)).toBe(true);
  });

  it("refuses unknown fields (strict schema)", async () => {
    const response = await postLead(validLead({ isAdmin: true }));
    expect(response.status).toBe(422);
  });

  it("refuses a missing field and a body that is not an object", async () => {
    const { email: _omitted, ...withoutEmail } = validLead();
    expect((await postLead(withoutEmail)).status).toBe(422);
    expect((await postLead([validLead()])).status).toBe(422);
    expect((await postLead(null)).status).toBe(422);
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await call("/api/leads", {
      method: "POST",
      body: '{"name": "Anna",',
      headers: { "Content-Type": "application/json" },
      ip: nextIp(),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
  });

  it("answers 413 for a body over the limit, without storing anything", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads").first<{ n: number }>();
    const response = await postLead(validLead({ message: "x".repeat(LEAD_BODY_LIMIT_BYTES) }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM leads").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("refuses cross-site requests and non-JSON bodies (CSRF)", async () => {
    const crossSite = await call("/api/leads", {
      json: validLead(),
      ip: nextIp(),
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const noOrigin = await exportsFetch(validLead());
    expect(noOrigin.status).toBe(403);
    const form = await call("/api/leads", {
      method: "POST",
      body: "name=Anna&email=anna%40example.nl",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: nextIp(),
    });
    expect(form.status).toBe(415);
  });

  it("limits requests per client address with 429 and Retry-After", async () => {
    const ip = nextIp();
    for (let index = 0; index < LEADS_PER_IP.limit; index += 1) {
      expect((await postLead(validLead(), ip)).status).toBe(201);
    }
    const limited = await postLead(validLead(), ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LEADS_PER_IP.windowMs / 1000);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    // Another address is not affected.
    expect((await postLead(validLead())).status).toBe(201);
  });

  it("does not answer GET", async () => {
    const response = await call("/api/leads");
    expect(response.status).toBe(404);
  });
});

/** A request without Origin or Sec-Fetch-Site, as a server-side script would send it. */
async function exportsFetch(json: unknown): Promise<Response> {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(
    new Request(`${BASE}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(json),
    }),
  );
}
