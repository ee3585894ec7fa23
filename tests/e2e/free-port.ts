import { execFileSync } from "node:child_process";

/**
 * A TCP port nobody listens on now, asked of the OS in a child process: Playwright's config must be
 * synchronous, and is read again by every worker (which inherit the chosen ports through process.env).
 */
export function findFreePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}
