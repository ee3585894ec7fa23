import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { logRefusal } from "../../worker/email-inbound/refusal-log";
import { call } from "./auth-helpers";
import { userWithAddress } from "./support/inbound-email";

describe("refused e-mails listed in Dutch", () => {
  it("shows the stored English reason in the reader's language, names kept", async () => {
    const user = await userWithAddress();
    await logRefusal(createDatabase(env.DB), user.userId, {
      reason: "attachment_too_large",
      message: "Attachment scan.pdf is too large: This PDF is larger than 20 MB.",
      sender: "facturen@goudenkorrel.nl",
      subject: "Factuur",
      receivedAt: 1_000,
    });
    const list = async (cookie: string): Promise<string[]> => {
      const response = await call("/api/inbound-address/refusals", { cookie });
      return ((await response.json()) as { refusals: { message: string }[] }).refusals.map((r) => r.message);
    };
    expect(await list(`${user.cookie}; lang=nl`)).toEqual([
      "Bijlage scan.pdf is te groot: Deze PDF is groter dan 20 MB.",
    ]);
    expect(await list(`${user.cookie}; lang=en`)).toEqual([
      "Attachment scan.pdf is too large: This PDF is larger than 20 MB.",
    ]);
  });
});
