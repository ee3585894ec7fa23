import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { CompanyDetailsRecord } from "../../core/company/company-details";
import { call, createSignedInUser } from "./support/accounts";
import { FULL_DETAILS, jpegBytes, pngBytes, putDetails, uploadLogo } from "./support/company";

vi.setConfig({ testTimeout: 60_000 });

const MB = 1024 * 1024;

async function listKeys(prefix: string): Promise<string[]> {
  return (await env.FILES.list({ prefix })).objects.map((object) => object.key);
}

async function userWithDetails(label: string): Promise<Awaited<ReturnType<typeof createSignedInUser>>> {
  const user = await createSignedInUser(label);
  expect((await putDetails(user.cookie, FULL_DETAILS)).status).toBe(200);
  return user;
}

describe("/api/company/logo", () => {
  it("stores a PNG under a server-generated key and serves it back to its owner only as an attachment", async () => {
    const user = await userWithDetails("logo-png");
    const bytes = pngBytes(4096);
    const response = await uploadLogo(user.cookie, bytes, { filename: "../../etc/passwd.png" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const { details } = (await response.json()) as { details: CompanyDetailsRecord };
    expect(details.logo?.contentType).toBe("image/png");
    const keys = await listKeys(`users/${user.id}/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^users/${user.id}/logo/[a-z2-7]{26}$`));
    expect(keys[0]).not.toContain("passwd");

    const served = await call("/api/company/logo", { cookie: user.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Content-Disposition")).toBe('attachment; filename="logo.png"');
    expect(served.headers.get("Cache-Control")).toBe("no-store");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

    expect((await call("/api/company/logo")).status).toBe(401);
  });

  it("accepts a JPEG of exactly 1 MB and replaces the previous logo, leaving one object", async () => {
    const user = await userWithDetails("logo-jpeg");
    expect((await uploadLogo(user.cookie, pngBytes())).status).toBe(200);
    const jpeg = jpegBytes(MB);
    const response = await uploadLogo(user.cookie, jpeg, { filename: "photo.jpg", type: "image/jpeg" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { details: CompanyDetailsRecord }).details.logo?.contentType).toBe(
      "image/jpeg",
    );
    expect(await listKeys(`users/${user.id}/logo/`)).toHaveLength(1);
    const served = await call("/api/company/logo", { cookie: user.cookie });
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Content-Disposition")).toBe('attachment; filename="logo.jpg"');
    expect((await served.arrayBuffer()).byteLength).toBe(MB);
  });

  it("refuses files over 1 MB with 413, whatever they claim", async () => {
    const user = await userWithDetails("logo-big");
    const justOver = await uploadLogo(user.cookie, pngBytes(MB + 1));
    expect(justOver.status).toBe(413);
    const wayOver = await uploadLogo(user.cookie, pngBytes(5 * MB));
    expect(wayOver.status).toBe(413);
    expect(((await wayOver.json()) as { error: { code: string } }).error.code).toMatch(/too_large/);
    expect(await listKeys(`users/${user.id}/`)).toEqual([]);
  });

  it("refuses disguised files by their bytes, not their name or declared type (415)", async () => {
    const user = await userWithDetails("logo-disguised");
    const text = (value: string): Uint8Array => new TextEncoder().encode(value);
    const disguised: [string, Uint8Array][] = [
      ["GIF as .png", text("GIF89a\x01\x00\x01\x00\x00\x00\x00;")],
      ["SVG with script", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ["HTML", text("<!doctype html><script>alert(1)</script>")],
      ["PDF", text("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n")],
      ["ZIP", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
      ["PNG signature without IHDR", pngBytes(64).map((byte, index) => (index === 12 ? 0x41 : byte))],
      ["truncated PNG signature", pngBytes(64).subarray(0, 6)],
      ["empty file", new Uint8Array()],
      ["WebP", text("RIFF\x00\x00\x00\x00WEBPVP8 ")],
    ];
    for (const [label, bytes] of disguised) {
      for (const [filename, type] of [
        ["logo.png", "image/png"],
        ["logo.jpg", "image/jpeg"],
      ] as const) {
        const response = await uploadLogo(user.cookie, bytes, { filename, type });
        expect(response.status, `${label} as ${filename}`).toBe(415);
      }
    }
    expect(await listKeys(`users/${user.id}/`)).toEqual([]);
  });

  it("refuses uploads without the 'logo' field or that are not multipart", async () => {
    const user = await userWithDetails("logo-shape");
    expect((await uploadLogo(user.cookie, pngBytes(), { field: "file" })).status).toBe(400);
    const json = await call("/api/company/logo", { json: { logo: "iVBORw0KGgo=" }, cookie: user.cookie });
    expect(json.status).toBe(400);
  });

  it("needs saved details first (409) and 404s while there is no logo", async () => {
    const user = await createSignedInUser("logo-first");
    const response = await uploadLogo(user.cookie, pngBytes());
    expect(response.status).toBe(409);
    expect(await listKeys(`users/${user.id}/`)).toEqual([]);
    expect((await call("/api/company/logo", { cookie: user.cookie })).status).toBe(404);
  });

  it("DELETE removes the logo object and the reference, and is idempotent", async () => {
    const user = await userWithDetails("logo-delete");
    expect((await uploadLogo(user.cookie, pngBytes())).status).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await call("/api/company/logo", { method: "DELETE", json: {}, cookie: user.cookie });
      expect(response.status).toBe(200);
      const { details } = (await response.json()) as { details: CompanyDetailsRecord };
      expect(details.logo).toBeNull();
      expect(details.companyName).toBe(FULL_DETAILS.companyName);
    }
    expect(await listKeys(`users/${user.id}/`)).toEqual([]);
    expect((await call("/api/company/logo", { cookie: user.cookie })).status).toBe(404);
  });

  it("saving details keeps the logo", async () => {
    const user = await userWithDetails("logo-keep");
    expect((await uploadLogo(user.cookie, pngBytes())).status).toBe(200);
    const saved = await putDetails(user.cookie, { ...FULL_DETAILS, city: "Haarlem" });
    expect(((await saved.json()) as { details: CompanyDetailsRecord }).details.logo).not.toBeNull();
    expect((await call("/api/company/logo", { cookie: user.cookie })).status).toBe(200);
  });
});
