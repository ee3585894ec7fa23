import { Hono } from "hono";
import { feedbackSchema } from "../../core/company/feedback";
import { limitBody, noStore } from "../account/http";
import { hitWindowLimit, type WindowLimit } from "../auth/rate-limit";
import { generateSecret } from "../auth/secrets";
import { createDatabase } from "../db/client";
import { userFeedback } from "../db/schema";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { parseJsonBody, rateLimited } from "./auth-shared";

/** Enough for honest use after every processed batch; stops a script filling the table. */
export const FEEDBACK_PER_USER: WindowLimit = { scope: "feedback", limit: 20, windowMs: 60 * 60_000 };

/** POST /api/feedback: extraction quality feedback of the signed-in user (SPEC §3, §7). */
export const feedbackRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", loadSession())
  .post("/", limitBody(32 * 1024), async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, feedbackSchema);
    const now = Date.now();
    const limit = await hitWindowLimit(c.env.KV, FEEDBACK_PER_USER, user.id, now);
    if (!limit.ok) {
      return rateLimited(
        c,
        limit.retryAfterSeconds,
        "feedback_rate_limit",
        "Thank you — we have received a lot of feedback from you. Please try again later.",
      );
    }
    const id = generateSecret(16);
    await createDatabase(c.env.DB)
      .insert(userFeedback)
      .values({
        id,
        userId: user.id,
        extractionQualityRating: body.extraction_quality_rating,
        missingFeatures: body.missing_features,
        sessionInfo: body.session_info,
        createdAt: now,
      })
      .run();
    return c.json({ ok: true, id }, 201);
  });
