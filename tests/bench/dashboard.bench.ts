import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { afterAll, bench, describe } from "vitest";

import { todayInAmsterdam } from "../../core/dashboard/periods";
import { hashPassword } from "../../worker/auth/password";
import { seedStatements } from "./dashboard-seed-sql";
import { createMigratedState, startBuiltWorker } from "./local-worker";

/**
 * Run: npx vitest bench --run --project bench tests/bench/dashboard.bench.ts
 * GET /api/dashboard/overview for a user with 10,000 invoices (6,000 received, 4,000 written, a quarter
 * of them drafts) and 100,000 bank transactions in 100 statements, beside a second user with a tenth
 * of that, on the local Worker as `vite build` makes it (workerd through wrangler, local D1). Baselines from the same run and
 * the same Worker: GET /api/health (one request with a D1, KV and R2 probe) and GET
 * /api/invoices?limit=1 (a COUNT(*) and per-month sums over the same user's 6,000 received invoices).
 * The ratios are printed at the end, from the best of the timed runs after a warm-up.
 */
const STATE = "node_modules/.tmp/bench-dashboard-state";
const USER = "benchdashboardownerxxxxxxx";
const OTHER = "benchdashboardotherxxxxxxx";
const OPTIONS = { iterations: 10, time: 0, warmupIterations: 2, warmupTime: 0 };
const best = new Map<string, number>();

function timed(name: string, run: () => Promise<void>): () => Promise<void> {
  return async () => {
    const start = performance.now();
    await run();
    best.set(name, Math.min(best.get(name) ?? Number.POSITIVE_INFINITY, performance.now() - start));
  };
}

function literal(value: string | number): string {
  return typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

createMigratedState(STATE);

const today = todayInAmsterdam();
const now = Date.now();
const EMAIL = `bench-dashboard-${now}@example.com`;
const PASSWORD = "Bench-Password-1!";
const passwordHash = await hashPassword(PASSWORD);
// Seeded through wrangler's own local D1 (a separate process, like the migrations) before the Worker starts.
const seed: string[] = [];
for (const [id, scale] of [
  [USER, 1],
  [OTHER, 10],
] as const) {
  const values = [id, today, now - 1e9, id.slice(14, 19)];
  seed.push(
    `insert into users (id, email, email_verified, name, picture, password_hash, sessions_valid_from, created_at, updated_at) values (${literal(id)}, ${literal(id === USER ? EMAIL : `other-${EMAIL}`)}, 1, 'Bench', '', ${literal(passwordHash)}, 0, ${now}, ${now})`,
  );
  for (const statement of seedStatements(6_000 / scale, 4_000 / scale, 100 / scale, 100_000 / scale))
    seed.push(statement.replace(/\?(\d)/g, (_, index: string) => literal(values[Number(index) - 1] ?? "")));
}
const seedFile = `${STATE}/seed.sql`;
writeFileSync(seedFile, `${seed.join(";\n")};\n`);
execFileSync(
  "npx",
  ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, `--file=${seedFile}`],
  {
    stdio: "ignore",
  },
);

const { worker, url } = await startBuiltWorker(STATE);
const login = await fetch(new URL("/api/auth/login", url), {
  method: "POST",
  headers: {
    Origin: "http://localhost:5173",
    "Content-Type": "application/json",
    "CF-Connecting-IP": "192.0.2.11",
  },
  body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  signal: AbortSignal.timeout(60_000),
});
const cookie = (login.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status}`);

async function get(path: string): Promise<Response> {
  const response = await fetch(new URL(path, url), { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`${path} failed: ${response.status}`);
  return response;
}

const overview = (await (await get("/api/dashboard/overview")).json()) as {
  empty: boolean;
  recent?: unknown[];
};
const listed = (await (await get("/api/invoices?limit=1")).json()) as { total: number };
if (overview.empty || overview.recent?.length !== 10 || listed.total !== 6_000)
  throw new Error(`seed incomplete: ${listed.total} received invoices`);

afterAll(async () => {
  await worker.dispose();
  rmSync(STATE, { recursive: true, force: true });
});

function printSummary(): void {
  const endpoint = best.get("endpoint") ?? Number.NaN;
  const health = best.get("health") ?? Number.NaN;
  const list = best.get("list") ?? Number.NaN;
  console.log(
    `\nDashboard overview, 10,000 invoices + 100,000 transactions (best of ${OPTIONS.iterations}):\n` +
      `  baseline: GET /api/health                    ${health.toFixed(1)} ms\n` +
      `  baseline: GET /api/invoices?limit=1 (COUNT)  ${list.toFixed(1)} ms\n` +
      `  GET /api/dashboard/overview                  ${endpoint.toFixed(1)} ms = ` +
      `${(endpoint / health).toFixed(1)}x /api/health, ${(endpoint / list).toFixed(1)}x the invoice COUNT`,
  );
}

describe("dashboard overview, 10,000 invoices and 100,000 transactions", () => {
  bench(
    "baseline: GET /api/health",
    timed("health", async () => {
      await (await fetch(new URL("/api/health", url))).arrayBuffer();
    }),
    OPTIONS,
  );
  bench(
    "baseline: GET /api/invoices?limit=1 (COUNT(*) and sums over the same received invoices)",
    timed("list", async () => {
      await (await get("/api/invoices?limit=1")).arrayBuffer();
    }),
    OPTIONS,
  );
  bench(
    "GET /api/dashboard/overview",
    timed("endpoint", async () => {
      await (await get("/api/dashboard/overview")).arrayBuffer();
    }),
    {
      ...OPTIONS,
      teardown: (_task, mode) => {
        if (mode === "run") printSummary();
      },
    },
  );
});
