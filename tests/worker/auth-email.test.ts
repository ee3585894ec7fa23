import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { createMailer } from "../../worker/email/create-mailer";
import { createHttpSender, EMAIL_API_URL } from "../../worker/email/http-sender";
import { renderPasswordResetEmail, renderVerificationEmail } from "../../worker/email/templates";
import { readConfig } from "../../worker/env";

const context = {
  to: "klant@example.com",
  link: "https://factuurkit.nl/api/auth/verify?token=abc&x=<script>",
  supportEmail: "support@factuurkit.nl",
};

describe("e-mail templates", () => {
  it("render HTML and text with the product name, the link and the support address, escaped", () => {
    for (const message of [renderVerificationEmail(context), renderPasswordResetEmail(context)]) {
      expect(message.to).toBe("klant@example.com");
      expect(message.subject).toContain("Factuurkit");
      for (const part of [message.html, message.text]) {
        expect(part).toContain("Factuurkit");
        expect(part).toContain("support@factuurkit.nl");
      }
      expect(message.text).toContain(context.link);
      expect(message.html).toContain("token=abc&amp;x=&lt;script&gt;");
      expect(message.html).not.toContain("<script>");
    }
    expect(renderPasswordResetEmail(context).text).toContain("expires in 1 hour");
  });
});

describe("production delivery", () => {
  it("posts to the HTTP e-mail API with the secret key and both bodies", async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response("{}", { status: 200 });
    }) as unknown as typeof fetch;
    const sender = createHttpSender("re_secret", "no-reply@factuurkit.nl", fetcher);
    expect(sender.deferred).toBe(true);
    await sender.send(renderVerificationEmail(context));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(EMAIL_API_URL);
    expect(new Headers(calls[0]?.init?.headers).get("Authorization")).toBe("Bearer re_secret");
    const body = JSON.parse(String(calls[0]?.init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ from: "Factuurkit <no-reply@factuurkit.nl>", to: ["klant@example.com"] });
    expect(body.html).toContain("<!doctype html>");
    expect(body.text).toContain("Confirm e-mail address");
  });

  it("is chosen in production; the dev outbox everywhere else; production without a key is a misconfiguration", () => {
    const production = readConfig({ ...env, APP_ENV: "production", EMAIL_API_KEY: "re_key" });
    expect(createMailer(production, env.KV).deferred).toBe(true);
    expect(createMailer(readConfig(env), env.KV).deferred).toBe(false);
    expect(() => readConfig({ ...env, APP_ENV: "production" })).toThrow();
  });

  it("GET /api/dev/outbox does not exist in production", async () => {
    const response = await createApp("production").request(
      "/api/dev/outbox",
      {},
      { ...env, APP_ENV: "production", EMAIL_API_KEY: "k" },
    );
    expect(response.status).toBe(404);
    const dev = await createApp(env.APP_ENV).request("/api/dev/outbox", {}, env);
    expect(dev.status).toBe(200);
  });
});
