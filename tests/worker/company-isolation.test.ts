import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { CompanyDetailsRecord } from "../../core/company/company-details";
import { call, createSignedInUser } from "./support/accounts";
import { FULL_DETAILS, pngBytes, putDetails, uploadLogo } from "./support/company";

vi.setConfig({ testTimeout: 60_000 });

describe("a second user and the first user's details, logo and feedback", () => {
  it("can neither read nor change any of them through any endpoint", async () => {
    const owner = await createSignedInUser("owner");
    const intruder = await createSignedInUser("intruder");
    expect((await putDetails(owner.cookie, FULL_DETAILS)).status).toBe(200);
    const logo = pngBytes(512);
    expect((await uploadLogo(owner.cookie, logo)).status).toBe(200);
    const feedback = await call("/api/feedback", {
      json: { extraction_quality_rating: 4, missing_features: "owner's wish" },
      cookie: owner.cookie,
    });
    expect(feedback.status).toBe(201);
    const [ownerKey] = (await env.FILES.list({ prefix: `users/${owner.id}/` })).objects.map((o) => o.key);

    // Reads: the intruder only ever sees their own (empty) state.
    expect(await (await call("/api/company", { cookie: intruder.cookie })).json()).toEqual({ details: null });
    expect((await call("/api/company/logo", { cookie: intruder.cookie })).status).toBe(404);
    for (const path of [
      `/api/company?userId=${owner.id}`,
      `/api/company?user_id=${owner.id}`,
      `/api/company/${owner.id}`,
      `/api/company/logo?userId=${owner.id}`,
      `/api/company/logo/${ownerKey}`,
      `/api/feedback`,
      `/api/feedback?user_id=${owner.id}`,
    ]) {
      const response = await call(path, { cookie: intruder.cookie });
      const text = await response.text();
      expect(text, path).not.toContain(FULL_DETAILS.companyName);
      expect(text, path).not.toContain("owner's wish");
      expect(text, path).not.toContain("IHDR");
      expect([200, 404], path).toContain(response.status);
    }

    // Writes: naming the owner is refused or lands on the intruder's own row.
    expect((await putDetails(intruder.cookie, { ...FULL_DETAILS, userId: owner.id })).status).toBe(400);
    expect((await putDetails(intruder.cookie, { companyName: "Intruder" })).status).toBe(200);
    expect((await uploadLogo(intruder.cookie, pngBytes(64))).status).toBe(200);
    expect(
      (
        await call("/api/company/logo", {
          method: "DELETE",
          json: { userId: owner.id },
          cookie: intruder.cookie,
        })
      ).status,
    ).toBe(200);
    const forged = await call("/api/feedback", {
      json: { extraction_quality_rating: 1, user_id: owner.id },
      cookie: intruder.cookie,
    });
    expect(forged.status).toBe(400);
    expect(
      (await call(`/api/company/${owner.id}`, { method: "PUT", json: FULL_DETAILS, cookie: intruder.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await call(`/api/company/logo/${ownerKey}`, { method: "DELETE", json: {}, cookie: intruder.cookie }))
        .status,
    ).toBe(404);

    // The owner's data is exactly as it was.
    const ownerView = (await (await call("/api/company", { cookie: owner.cookie })).json()) as {
      details: CompanyDetailsRecord;
    };
    expect(ownerView.details).toMatchObject({ ...FULL_DETAILS });
    expect(ownerView.details.logo).not.toBeNull();
    const served = await call("/api/company/logo", { cookie: owner.cookie });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(logo);
    const ownerFeedback = await env.DB.prepare(
      "SELECT user_id, extraction_quality_rating, missing_features FROM user_feedback WHERE user_id = ?",
    )
      .bind(owner.id)
      .all();
    expect(ownerFeedback.results).toEqual([
      { user_id: owner.id, extraction_quality_rating: 4, missing_features: "owner's wish" },
    ]);
    const intruderRow = await env.DB.prepare(
      "SELECT company_name FROM user_company_details WHERE user_id = ?",
    )
      .bind(intruder.id)
      .first<{ company_name: string }>();
    expect(intruderRow?.company_name).toBe("Intruder");
  });
});
