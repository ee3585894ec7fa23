// `npm run dev:wrangler`: `wrangler dev` on the source config with the fake Peppol access point of
// scripts/dev-peppol.ts (never a real network; a PEPPOL_API_BASE in .dev.vars wins). Extra arguments
// go to wrangler (`npm run dev:wrangler -- --port 8790`).
import { spawn } from "node:child_process";
import { connectDevApp, DEV_PEPPOL_API_KEY, hasOwnPeppolConfig, startDevFakePeppol } from "./dev-peppol.ts";

const extra = process.argv.slice(2);
const portAt = extra.indexOf("--port");
const port = portAt >= 0 ? extra[portAt + 1] : "8787";
const vars: string[] = [];
const fake = hasOwnPeppolConfig() ? null : await startDevFakePeppol();
if (fake) {
  connectDevApp(fake, `http://127.0.0.1:${port}`);
  vars.push("--var", `PEPPOL_API_BASE:${fake.origin}`, "--var", `PEPPOL_API_KEY:${DEV_PEPPOL_API_KEY}`);
}
const wrangler = spawn("npx", ["wrangler", "dev", "--config", "wrangler.toml", ...vars, ...extra], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => wrangler.kill(signal));
wrangler.on("exit", async (code) => {
  await fake?.close();
  process.exit(code ?? 0);
});
