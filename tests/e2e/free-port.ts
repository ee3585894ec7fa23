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

/**
 * A free port below Linux's ephemeral range (32768–60999), for a server that starts minutes after the
 * port is chosen: the OS never hands these out to outgoing connections, which took an ephemeral port
 * chosen in advance once (EADDRINUSE when the fake Mollie started). Starts at a random port.
 */
export function findFreePortBelowEphemeralRange(): number {
  const script = `
    const net = require('node:net');
    const first = 20000 + Math.floor(Math.random() * 12000);
    const tryPort = (offset) => {
      if (offset >= 12000) process.exit(1);
      const port = 20000 + ((first - 20000 + offset) % 12000);
      const server = net.createServer();
      server.once('error', () => tryPort(offset + 1));
      server.listen(port, '127.0.0.1', () => { process.stdout.write(String(port)); server.close(); });
    };
    tryPort(0);`;
  return Number(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }));
}
