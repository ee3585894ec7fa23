import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, bench, describe } from "vitest";
import { hashPassword, SCRYPT_PARAMS } from "../../worker/auth/password";
import { createMigratedState, startBuiltWorker } from "./local-worker";

/**
 * Password hashing cost and sign-in throughput against the local Worker (workerd through wrangler),
 * each next to a baseline measured in the same run: SHA-256 of the same input for the hash, and
 * GET /api/health (one D1 + KV + R2 probe) for sign-in. vitest prints the ratios.
 */
const STATE = "node_modules/.tmp/bench-auth-state";
createMigratedState(STATE);
const { worker, url } = await startBuiltWorker(STATE);
const origin = "http://localhost:5173"; // APP_ORIGIN of .dev.vars (the built Worker reads it): passes the CSRF check
const email = `bench-${Date.now()}@example.com`;
const password = "Bench-Password-1!";

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(new URL(path, url), {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.10" },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

const registered = await post("/api/auth/register", { name: "Bench", email, password });
if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
const outbox = (await (await fetch(new URL(`/api/dev/outbox?to=${email}`, url))).json()) as {
  messages: { text: string }[];
};
const link = /\/api\/auth\/verify\?token=[a-z2-7]+/.exec(outbox.messages[0]?.text ?? "")?.[0];
if (!link) throw new Error("no verification link");
await fetch(new URL(link, url), { redirect: "manual" });

afterAll(async () => {
  await worker.dispose();
  rmSync(STATE, { recursive: true, force: true });
});

describe(`password hash (scrypt ln=${SCRYPT_PARAMS.logN} r=${SCRYPT_PARAMS.r} p=${SCRYPT_PARAMS.p}, Node's native scrypt)`, () => {
  bench("baseline: SHA-256 of the password", () => {
    createHash("sha256").update(password).digest();
  });
  bench(
    "hashPassword",
    async () => {
      await hashPassword(password);
    },
    { iterations: 5, time: 0 },
  );
});

describe("local Worker throughput", () => {
  bench(
    "baseline: GET /api/health",
    async () => {
      const response = await fetch(new URL("/api/health", url));
      await response.arrayBuffer();
    },
    { iterations: 20, time: 0 },
  );
  bench(
    "POST /api/auth/login (verify scrypt hash, create KV session)",
    async () => {
      const response = await post("/api/auth/login", { email, password });
      if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
      await response.arrayBuffer();
    },
    { iterations: 10, time: 0 },
  );
});
