import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { FEEDBACK_PER_USER } from "../../worker/routes/feedback";
import { call, createSignedInUser } from "./support/accounts";

vi.setConfig({ testTimeout: 60_000 });

interface FeedbackRow {
  user_id: string;
  extraction_quality_rating: number;
  missing_features: string | null;
  session_info: string | null;
}

async function rowsOf(userId: string): Promise<FeedbackRow[]> {
  const result = await env.DB.prepare(
    "SELECT user_id, extraction_quality_rating, missing_features, session_info FROM user_feedback WHERE user_id = ? ORDER BY created_at, id",
  )
    .bind(userId)
    .all<FeedbackRow>();
  return result.results;
}

describe("POST /api/feedback", () => {
  it("stores the rating and texts for the session user; empty or missing texts become null", async () => {
    const user = await createSignedInUser("feedback");
    const full = await call("/api/feedback", {
      json: {
        extraction_quality_rating: 5,
        missing_features: "  Line items from scanned receipts  ",
        session_info: '{"pages":3}',
      },
      cookie: user.cookie,
    });
    expect(full.status).toBe(201);
    expect(full.headers.get("Cache-Control")).toBe("no-store");
    expect(await full.json()).toEqual({ ok: true, id: expect.stringMatching(/^[a-z2-7]{26}$/) });
    for (const json of [
      { extraction_quality_rating: 1, missing_features: "", session_info: "   " },
      { extraction_quality_rating: 3 },
      { extraction_quality_rating: 2, missing_features: null, session_info: null },
    ]) {
      expect((await call("/api/feedback", { json, cookie: user.cookie })).status).toBe(201);
    }
    expect(await rowsOf(user.id)).toEqual([
      {
        user_id: user.id,
        extraction_quality_rating: 5,
        missing_features: "Line items from scanned receipts",
        session_info: '{"pages":3}',
      },
      { user_id: user.id, extraction_quality_rating: 1, missing_features: null, session_info: null },
      { user_id: user.id, extraction_quality_rating: 3, missing_features: null, session_info: null },
      { user_id: user.id, extraction_quality_rating: 2, missing_features: null, session_info: null },
    ]);
  });

  it("refuses ratings outside 1–5, wrong types, unknown fields, oversized texts and bad JSON", async () => {
    const user = await createSignedInUser("feedback-bad");
    const bad: unknown[] = [
      { extraction_quality_rating: 0 },
      { extraction_quality_rating: 6 },
      { extraction_quality_rating: 2.5 },
      { extraction_quality_rating: "5" },
      { extraction_quality_rating: null },
      {},
      { extraction_quality_rating: 4, user_id: "someone-else" },
      { extraction_quality_rating: 4, userId: "someone-else" },
      { extraction_quality_rating: 4, missing_features: 12 },
      { extraction_quality_rating: 4, missing_features: "x".repeat(5001) },
      [],
      null,
    ];
    for (const json of bad) {
      const response = await call("/api/feedback", { json, cookie: user.cookie });
      expect(response.status, JSON.stringify(json)?.slice(0, 80)).toBe(400);
    }
    const malformed = await call("/api/feedback", {
      body: "{",
      method: "POST",
      cookie: user.cookie,
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const huge = await call("/api/feedback", {
      body: JSON.stringify({ extraction_quality_rating: 4, session_info: "x".repeat(40_000) }),
      method: "POST",
      cookie: user.cookie,
      headers: { "Content-Type": "application/json" },
    });
    expect(huge.status).toBe(413);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("needs a session", async () => {
    const response = await call("/api/feedback", { json: { extraction_quality_rating: 4 } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "no_session", message: "No authenticated session" },
    });
  });

  it("is rate-limited per user with 429 and Retry-After", async () => {
    const user = await createSignedInUser("feedback-limit");
    for (let index = 0; index < FEEDBACK_PER_USER.limit; index++) {
      const response = await call("/api/feedback", {
        json: { extraction_quality_rating: 4 },
        cookie: user.cookie,
      });
      expect(response.status).toBe(201);
    }
    const limited = await call("/api/feedback", {
      json: { extraction_quality_rating: 4 },
      cookie: user.cookie,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("feedback_rate_limit");
    expect(await rowsOf(user.id)).toHaveLength(FEEDBACK_PER_USER.limit);
    // Another user is not affected.
    const other = await createSignedInUser("feedback-limit-other");
    expect(
      (await call("/api/feedback", { json: { extraction_quality_rating: 4 }, cookie: other.cookie })).status,
    ).toBe(201);
  });
});
