// Starts `wrangler dev` on the source config (wrangler.toml, not the Vite build's redirect) with a
// fresh local D1/KV/R2 state and every migration applied, on a free port, and checks that it serves
// the API, the SPA and the development routes, and refuses an oversized body with 413 (issue 14
// items 7 and 11). Bounded in time; the server is always stopped. Needs dist/client (npm run build).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const STARTUP_LIMIT_MS = Number(process.env.WRANGLER_SMOKE_TIMEOUT_MS ?? 240_000);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, child) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`wrangler dev gave no 200 from /api/health within ${STARTUP_LIMIT_MS / 1000} s`);
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`  ok  ${message}`);
}

if (!existsSync("dist/client/index.html")) {
  console.error("wrangler-dev-smoke: dist/client is missing; run `npm run build` first.");
  process.exit(1);
}
execFileSync(process.execPath, ["scripts/ensure-dev-vars.mjs"], { stdio: "inherit" });
const state = mkdtempSync(join(tmpdir(), "factuurkit-wrangler-dev-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let output = "";
let child;
try {
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    stdio: "ignore",
    env: { ...process.env, CI: "1" },
  });
  child = spawn(
    "npx",
    ["wrangler", "dev", "--config", "wrangler.toml", "--ip", "127.0.0.1", "--port", String(port)].concat([
      "--persist-to",
      state,
      "--inspector-port",
      "0",
      "--show-interactive-dev-session=false",
    ]),
    { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "1" } },
  );
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  await waitForHealth(origin, child);
  console.log(`wrangler dev on ${origin}:`);
  check(true, "GET /api/health answers 200 (D1, KV and R2 with migrations applied)");
  const home = await fetch(`${origin}/`);
  check(home.status === 200 && (await home.text()).includes("<html"), "GET / serves the app's HTML");
  const spa = await fetch(`${origin}/dashboard/settings`);
  check(
    spa.status === 200 && (spa.headers.get("content-type") ?? "").includes("text/html"),
    "SPA routes fall back to the app",
  );
  const outbox = await fetch(`${origin}/api/dev/outbox`);
  check(outbox.status === 200, "development values from .dev.vars: the dev outbox exists locally");
  const big = await fetch(`${origin}/api/feedback`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: `{"x":"${"a".repeat(10 * 1024 * 1024)}"}`,
  });
  check(big.status === 413, "a 10 MB body is refused with 413");
  check((await fetch(`${origin}/api/health`)).status === 200, "and the server keeps serving");
} catch (error) {
  console.error(`wrangler-dev-smoke failed: ${error instanceof Error ? error.message : error}`);
  console.error(output.slice(-4000));
  process.exitCode = 1;
} finally {
  if (child && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  rmSync(state, { recursive: true, force: true });
}
