import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { DEFAULT_BODY_LIMIT_BYTES, declaredBodyLimit } from "../../worker/middleware/body-limit";
import { call } from "./auth-helpers";
import { createSignedInUser } from "./support/accounts";

vi.setConfig({ testTimeout: 120_000 });

const MB = 1024 * 1024;

/** Every state-changing API endpoint the app declares, with its parameters filled in. */
function listWriteEndpoints(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const endpoints: { method: string; path: string }[] = [];
  for (const route of createApp("test").routes) {
    if (!route.path.startsWith("/api/") || route.path.includes("*")) continue;
    if (!["POST", "PUT", "PATCH", "DELETE"].includes(route.method)) continue;
    const path = route.path.replace(/:[^/]+/g, "x1");
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    endpoints.push({ method: route.method, path });
  }
  return endpoints;
}

function bodyOf(bytes: number): string {
  return `{"x":"${"a".repeat(bytes - 8)}"}`;
}

/** A body without Content-Length: the limit must hold while streaming too. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

describe("declared body limits on every endpoint (issue 14 item 7)", () => {
  const endpoints = listWriteEndpoints();

  it("finds the app's write endpoints", () => {
    expect(endpoints.length).toBeGreaterThan(30);
    expect(endpoints).toContainEqual({ method: "POST", path: "/api/auth/login" });
    expect(endpoints).toContainEqual({ method: "POST", path: "/api/invoices" });
  });

  it("answers 413 with a JSON error, before reading, to a 3 MB or 10 MB body wherever that passes the limit", async () => {
    const { cookie } = await createSignedInUser("body-limit");
    for (const size of [3 * MB, 10 * MB]) {
      const body = bodyOf(size);
      for (const { method, path } of endpoints) {
        const response = await call(path, {
          method,
          body,
          cookie,
          headers: { "Content-Type": "application/json" },
        });
        if (declaredBodyLimit(method, path) < size) {
          expect(response.status, `${method} ${path} ${size}`).toBe(413);
          expect(await response.json()).toEqual({
            error: { code: "payload_too_large", message: "The request body is too large." },
          });
        } else {
          // Uploads keep their larger caps: refused for what the body is, never for its size or with a 500.
          expect(response.status, `${method} ${path} ${size}`).not.toBe(413);
          expect(response.status, `${method} ${path} ${size}`).toBeLessThan(500);
          await response.body?.cancel();
        }
      }
    }
  });

  it("also stops a body sent without Content-Length once it passes the limit", async () => {
    const response = await createApp("test").request(
      "/api/feedback",
      {
        method: "POST",
        body: streamOf(3 * MB),
        headers: { "Content-Type": "application/json", Origin: "https://factuurkit.test" },
        duplex: "half",
      } as RequestInit,
      env,
    );
    expect(response.status).toBe(413);
    expect(DEFAULT_BODY_LIMIT_BYTES).toBeLessThan(3 * MB);
  });

  it("keeps the declared upload caps: invoices 60 MB per request, bank statements 10 MB per file", () => {
    expect(declaredBodyLimit("POST", "/api/invoices")).toBe(60 * MB);
    expect(declaredBodyLimit("POST", "/api/bank-statements")).toBeGreaterThan(10 * MB);
    expect(declaredBodyLimit("POST", "/api/auth/login")).toBe(DEFAULT_BODY_LIMIT_BYTES);
  });
});
