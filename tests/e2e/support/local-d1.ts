import { execFileSync } from "node:child_process";

const ATTEMPTS = 6;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `wrangler d1 execute DB --local` against the e2e server's local D1. The running server holds
 * the same SQLite file, so a write can meet "database is locked" (SQLITE_BUSY) while the server is
 * writing; that is retried with a growing pause, anything else fails at once.
 */
export function executeLocalD1(source: { readonly command: string } | { readonly file: string }): void {
  const argument = "command" in source ? `--command=${source.command}` : `--file=${source.file}`;
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", argument], { stdio: "pipe" });
      return;
    } catch (error) {
      const output = `${String(error)} ${String((error as { stderr?: unknown }).stderr ?? "")} ${String((error as { stdout?: unknown }).stdout ?? "")}`;
      if (attempt >= ATTEMPTS || !/SQLITE_BUSY|database is locked/.test(output)) throw error;
      sleepSync(250 * attempt);
    }
  }
}
