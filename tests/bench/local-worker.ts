import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { unstable_startWorker } from "wrangler";

export type LocalWorker = Awaited<ReturnType<typeof unstable_startWorker>>;

/** A fresh local D1/KV/R2 state directory with every migration applied (wrangler's own local D1). */
export function createMigratedState(state: string): void {
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    stdio: "ignore",
  });
}

/**
 * The Worker exactly as `vite build` makes it, run by workerd through wrangler on a random port.
 * Built by Vite, not wrangler's bundler: that one does not know the `?inline` font imports.
 */
export async function startBuiltWorker(state: string): Promise<{ worker: LocalWorker; url: URL }> {
  execFileSync("npx", ["vite", "build"], { stdio: "ignore" });
  const worker = await unstable_startWorker({
    config: "dist/factuurkit/wrangler.json",
    dev: { persist: state, server: { port: 0 }, inspector: false, logLevel: "none" },
  });
  await worker.ready;
  return { worker, url: await worker.url };
}
