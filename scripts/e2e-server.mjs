// Serves the built app for the Playwright suite (docs/decisions/104): the production build under
// `wrangler dev` with local D1/KV/R2, as visitors get it, instead of Vite's on-demand dev compile.
//   node scripts/e2e-server.mjs app <port>  the build in dist/ (reused when E2E_REUSE_BUILD=1, as
//                                           `npm test` does right after `npm run test:budget` built it)
//   node scripts/e2e-server.mjs ga <port>   a second build with a test analytics id, in .e2e/ga/, for
//                                           the consent and analytics specs (tests/e2e/seo-*.spec.ts)
// Each has its own local state (D1/KV/R2), migrated before it starts: two workerd processes writing
// one SQLite file made requests fail with SQLITE_BUSY under load.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const [variant, port] = process.argv.slice(2);
if (!["app", "ga"].includes(variant ?? "") || !/^\d+$/.test(port ?? "")) {
  console.error("usage: node scripts/e2e-server.mjs app|ga <port>");
  process.exit(2);
}

const DEPLOY_REDIRECT = ".wrangler/deploy/config.json";
const GA_OUT = ".e2e/ga";
const STATE_DIR = { app: ".wrangler/state", ga: ".e2e/ga-state" }[variant];

function run(command, args, env = {}) {
  execFileSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...env } });
}

/** `vite build` re-points wrangler's deploy redirect at its output: a test build must never be deployed. */
function withDeployRedirectKept(action) {
  const saved = existsSync(DEPLOY_REDIRECT) ? readFileSync(DEPLOY_REDIRECT) : null;
  try {
    action();
  } finally {
    if (saved) writeFileSync(DEPLOY_REDIRECT, saved);
  }
}

function buildApp() {
  if (process.env.E2E_REUSE_BUILD === "1" && existsSync("dist/client/index.html")) return;
  run("npm", ["run", "build", "--silent"]);
}

function buildWithAnalytics() {
  rmSync(GA_OUT, { recursive: true, force: true });
  const env = { VITE_GA_MEASUREMENT_ID: process.env.E2E_GA_ID ?? "G-E2ETEST001", PRERENDER_OUT_DIR: GA_OUT };
  withDeployRedirectKept(() => {
    run("npx", ["vite", "build", "--outDir", GA_OUT, "--logLevel", "warn"], env);
    run("npx", ["tsx", "scripts/prerender.ts"], env);
  });
}

run(process.execPath, ["scripts/ensure-dev-vars.mjs"]);
if (variant === "app") {
  buildApp();
} else {
  buildWithAnalytics();
  rmSync(STATE_DIR, { recursive: true, force: true });
}
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE_DIR], {
  CI: "1",
});

// The Vite-built Worker of .e2e/ga carries the analytics hosts in its CSP (read at build time); the
// development values come from .dev.vars, which the build no longer copies (docs/decisions/209).
const config = variant === "app" ? "wrangler.toml" : `${GA_OUT}/factuurkit/wrangler.json`;
// wrangler resolves --env-file next to the config file: hence the absolute path.
const devVars = variant === "app" ? [] : ["--env-file", resolve(".dev.vars")];
// Checkout talks to the fake Mollie that tests/e2e/billing.spec.ts starts (never the real one).
const vars = ["E2E_MOLLIE_API_BASE", "E2E_MOLLIE_API_KEY"].every((key) => process.env[key])
  ? [
      "--var",
      `MOLLIE_API_BASE:${process.env.E2E_MOLLIE_API_BASE}`,
      "--var",
      `MOLLIE_API_KEY:${process.env.E2E_MOLLIE_API_KEY}`,
    ]
  : [];
// VAT checks go to the fake VIES that tests/e2e/vat-check.spec.ts starts (never the real one).
if (process.env.E2E_VIES_API_BASE) vars.push("--var", `VIES_API_BASE:${process.env.E2E_VIES_API_BASE}`);
// Peppol goes to the fake access point that tests/e2e/peppol.spec.ts starts (never a real network).
if (process.env.E2E_PEPPOL_API_BASE && process.env.E2E_PEPPOL_API_KEY)
  vars.push(
    "--var",
    `PEPPOL_API_BASE:${process.env.E2E_PEPPOL_API_BASE}`,
    "--var",
    `PEPPOL_API_KEY:${process.env.E2E_PEPPOL_API_KEY}`,
  );
// Inbound Peppol deliveries are signed with the e2e secret (tests/e2e/peppol.spec.ts, ADR 283).
if (process.env.E2E_PEPPOL_WEBHOOK_SECRET)
  vars.push("--var", `PEPPOL_WEBHOOK_SECRET:${process.env.E2E_PEPPOL_WEBHOOK_SECRET}`);
const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--config",
    config,
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    STATE_DIR,
    "--inspector-port",
    "0",
    "--show-interactive-dev-session=false",
    ...devVars,
    ...vars,
  ],
  { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CI: "1" } },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
