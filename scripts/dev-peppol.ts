// The fake Peppol access point of local development (docs/decisions/280): `npm run dev` and
// `npm run dev:wrangler` start one on a free loopback port and point the Worker's PEPPOL_API_BASE at
// it, so nothing local ever reaches a real Peppol network. A PEPPOL_API_BASE in .dev.vars wins.
import { existsSync, readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { PEPPOL_DOCUMENT_TYPES } from "../core/peppol/document-types.ts";
import { type RunningFakePeppol, startFakePeppolAccessPoint } from "../tests/support/fake-peppol-server.ts";

export const DEV_PEPPOL_API_KEY = "dev-fake-peppol-key";

/** Customers the local fake network knows, so a lookup can succeed before anyone registered. */
const DEMO_PARTICIPANTS = ["0106:87654321", "9944:nl810433941b01"];

/** KEY=value of .dev.vars (no quoting rules beyond what ensure-dev-vars writes). */
export function readDevVars(file = ".dev.vars"): Map<string, string> {
  const values = new Map<string, string>();
  if (!existsSync(file)) return values;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values.set(match[1], (match[2] ?? "").replace(/^"(.*)"$/, "$1"));
  }
  return values;
}

/** Whether the developer configured an access point of their own in .dev.vars. */
export function hasOwnPeppolConfig(): boolean {
  return Boolean(readDevVars().get("PEPPOL_API_BASE"));
}

const RUNNING = Symbol.for("factuurkit.devFakePeppol");
type Holder = { [RUNNING]?: Promise<RunningFakePeppol> };

/** One fake per process, also when Vite reloads its config. */
export function startDevFakePeppol(): Promise<RunningFakePeppol> {
  const holder = globalThis as Holder;
  holder[RUNNING] ??= startFakePeppolAccessPoint(0, { apiKey: DEV_PEPPOL_API_KEY }).then((running) => {
    for (const id of DEMO_PARTICIPANTS)
      running.accessPoint.addParticipant(id, Object.values(PEPPOL_DOCUMENT_TYPES));
    console.log(`Fake Peppol access point on ${running.origin} (POST ${running.origin}/_fake/deliver)`);
    return running;
  });
  return holder[RUNNING];
}

/** Lets `POST <fake>/_fake/deliver` reach the app at `appOrigin`, signed with .dev.vars' webhook secret. */
export function connectDevApp(running: RunningFakePeppol, appOrigin: string): void {
  const secret = readDevVars().get("PEPPOL_WEBHOOK_SECRET");
  if (secret) running.accessPoint.connectApp({ appOrigin, secret });
}

/** Connects the fake's `/_fake/deliver` to the Vite dev server once it listens. */
export function devFakePeppolWebhook(running: RunningFakePeppol | null): Plugin {
  return {
    name: "dev-fake-peppol-webhook",
    apply: "serve",
    configureServer(server) {
      server.httpServer?.once("listening", () => {
        const address = server.httpServer?.address();
        if (running && address && typeof address === "object")
          connectDevApp(running, `http://127.0.0.1:${address.port}`);
      });
    },
  };
}
