import { checkQuota } from "../billing/quota";
import type { Database } from "../db/client";
import { type AppBindings, readPeppolConfig } from "../env";
import { findRegistration } from "./registration-store";

/** What the send button needs to know before it is pressed. */
export interface SendingState {
  readonly configured: boolean;
  /** The user's active participant id, the sender; null without one. */
  readonly sender: string | null;
  /** "plan_required": the plan has no Peppol sending (Free); "quota_exceeded": this month's are used. */
  readonly allowance: "ok" | "plan_required" | "quota_exceeded";
}

export async function describeSending(env: AppBindings, db: Database, userId: string): Promise<SendingState> {
  const registration = await findRegistration(db, userId);
  const quota = await checkQuota(env.DB, userId, "peppolSends", 1);
  return {
    configured: readPeppolConfig(env) !== null,
    sender: registration?.status === "active" ? registration.participantId : null,
    allowance: quota.ok ? "ok" : quota.refusal.limit === 0 ? "plan_required" : "quota_exceeded",
  };
}
