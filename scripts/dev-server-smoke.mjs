// Starts both local tools the README documents — `npm run dev` (Vite + the Cloudflare plugin) and
// `wrangler dev` on the source config — each on a free port with local D1/KV/R2 and every migration
// applied, and checks that each serves the API, the app and the development routes, and refuses an
// oversized body with 413 (issue 14 items 7, 11 and 12). The Playwright suite runs on the built app
// (docs/decisions/104), so this is where the development servers are proven. Bounded in time; servers
// are always stopped. `wrangler dev` serves dist/client, so it needs a build (npm run build).
//   node scripts/dev-server-smoke.mjs [vite] [wrangler]   (both when none is named)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const STARTUP_LIMIT_MS = Number(process.env.DEV_SMOKE_TIMEOUT_MS ?? 240_000);

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

async function waitForHealth(origin, server) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited early with code ${server.child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no 200 from /api/health within ${STARTUP_LIMIT_MS / 1000} s`);
}

function start(command, args, env = {}) {
  const child = spawn(command, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CI: "1", ...env },
  });
  const server = { child, output: "" };
  child.stdout.on("data", (chunk) => (server.output += chunk));
  child.stderr.on("data", (chunk) => (server.output += chunk));
  return server;
}

function stop(server) {
  if (server && server.child.exitCode === null) process.kill(-server.child.pid, "SIGTERM");
}

const MB = 1024 * 1024;

/** A multipart upload of one file of `bytes` zero bytes, as the upload pages send it. */
function uploadOf(bytes) {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(bytes)]), "statement.pdf");
  return form;
}

/** A body without Content-Length (chunked), `bytes` long. */
function streamOf(bytes) {
  const chunk = new Uint8Array(MB);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

/**
 * The upload endpoints refuse some bodies before reading them: over the cap (413) or signed out (401).
 * Local runners once turned those into a 500 HTML page (vite) or a 503 (wrangler dev) when the Worker
 * answered before the upload was taken (issue 27 item 9); the race shows within a few tries.
 */
async function checkUploadRefusals(origin) {
  const headers = { "Sec-Fetch-Site": "same-origin", Origin: origin };
  /** @type {[string, () => BodyInit, number, string][]} */
  const cases = [
    ["/api/invoices", () => uploadOf(12 * MB), 413, "a 12 MB upload (over one request's cap)"],
    ["/api/bank-statements", () => uploadOf(11 * MB), 413, "an 11 MB bank file"],
    ["/api/bank-statements", () => streamOf(11 * MB), 413, "11 MB without Content-Length"],
    ...[1, 2, 3, 4, 5].flatMap(() => [
      ["/api/invoices", () => uploadOf(3 * MB), 401, "a 3 MB upload signed out"],
      ["/api/bank-statements", () => uploadOf(3 * MB), 401, "a 3 MB bank file signed out"],
    ]),
  ];
  const failures = [];
  for (const [path, body, status, what] of cases) {
    const stream = what.includes("without Content-Length");
    try {
      const response = await fetch(`${origin}${path}`, {
        method: "POST",
        headers: stream ? { ...headers, "Content-Type": "multipart/form-data; boundary=x" } : headers,
        body: body(),
        duplex: "half",
      });
      const text = await response.text();
      if (response.status !== status || !text.startsWith('{"error":'))
        failures.push(`${what} to ${path}: ${response.status} ${text.slice(0, 60).replace(/\s+/g, " ")}`);
    } catch (error) {
      failures.push(`${what} to ${path}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return failures;
}

/** The checks every local server must pass; returns the failed ones. */
async function checkServer(name, origin) {
  const lines = [];
  const failures = [];
  const check = (condition, message) => {
    lines.push(`  ${condition ? "ok  " : "FAIL"}  ${message}`);
    if (!condition) failures.push(message);
  };
  check(true, "GET /api/health answers 200 (D1, KV and R2 with migrations applied)");
  const home = await fetch(`${origin}/`);
  const html = await home.text();
  check(home.status === 200 && html.includes("<html"), "GET / serves the app's HTML");
  // Vite's own client (/@vite/client) comes first under `vite dev`: the app's entry is the other one.
  const entry = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)]
    .map((match) => match[1])
    .find((src) => !src.startsWith("/@"));
  const script = entry ? await fetch(new URL(entry, origin)) : null;
  check(script?.status === 200, `the app's entry script loads (${entry ?? "none found"})`);
  const spa = await fetch(`${origin}/dashboard/settings`);
  check(
    spa.status === 200 && (spa.headers.get("content-type") ?? "").includes("text/html"),
    "SPA routes fall back to the app",
  );
  const outbox = await fetch(`${origin}/api/dev/outbox`);
  check(outbox.status === 200, "development values from .dev.vars: the dev outbox exists locally");
  const big = await fetch(`${origin}/api/feedback`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Origin: origin },
    body: `{"x":"${"a".repeat(10 * 1024 * 1024)}"}`,
  });
  const bigBody = await big.text();
  check(big.status === 413 && bigBody.startsWith("{"), "a 10 MB body is refused with a JSON 413");
  const refusals = await checkUploadRefusals(origin);
  check(
    refusals.length === 0,
    `uploads refused before they are read answer JSON: 413 over the cap, 401 signed out${refusals.map((line) => `\n        ${line}`).join("")}`,
  );
  check((await fetch(`${origin}/api/health`)).status === 200, "and the server keeps serving");
  console.log(`${name} on ${origin}:\n${lines.join("\n")}`);
  return failures;
}

async function smokeVite() {
  const port = await freePort();
  // The README's command, on a port of its own (it would otherwise take 5173 or the next free one).
  const server = start("npm", [
    "run",
    "dev",
    "--",
    "--port",
    String(port),
    "--strictPort",
    "--host",
    "127.0.0.1",
  ]);
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, server);
    return await checkServer("npm run dev", `http://127.0.0.1:${port}`);
  } catch (error) {
    console.error(server.output.slice(-4000));
    return [`npm run dev: ${error instanceof Error ? error.message : error}`];
  } finally {
    stop(server);
  }
}

async function smokeWrangler() {
  if (!existsSync("dist/client/index.html"))
    return ["wrangler dev: dist/client is missing; run `npm run build` first"];
  const state = mkdtempSync(join(tmpdir(), "factuurkit-wrangler-dev-"));
  const port = await freePort();
  let server;
  try {
    execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
      stdio: "ignore",
      env: { ...process.env, CI: "1" },
    });
    server = start("npx", [
      "wrangler",
      "dev",
      "--config",
      "wrangler.toml",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--inspector-port",
      "0",
      "--show-interactive-dev-session=false",
    ]);
    await waitForHealth(`http://127.0.0.1:${port}`, server);
    return await checkServer("wrangler dev", `http://127.0.0.1:${port}`);
  } catch (error) {
    if (server) console.error(server.output.slice(-4000));
    return [`wrangler dev: ${error instanceof Error ? error.message : error}`];
  } finally {
    stop(server);
    rmSync(state, { recursive: true, force: true });
  }
}

const wanted = process.argv.slice(2);
const runs = { vite: smokeVite, wrangler: smokeWrangler };
const names = wanted.length > 0 ? wanted : Object.keys(runs);
const unknown = names.filter((name) => !(name in runs));
if (unknown.length > 0) {
  console.error(`dev-server-smoke: unknown server ${unknown.join(", ")} (vite, wrangler)`);
  process.exit(2);
}
execFileSync(process.execPath, ["scripts/ensure-dev-vars.mjs"], { stdio: "inherit" });
const failures = (await Promise.all(names.map((name) => runs[name]()))).flat();
if (failures.length > 0) {
  console.error(`dev-server-smoke failed:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}
