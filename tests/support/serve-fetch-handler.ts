import { createServer, type IncomingMessage, type Server } from "node:http";

export interface RunningServer {
  readonly origin: string;
  close(): Promise<void>;
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const method = incoming.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks);
  return new Request(`${origin}${incoming.url ?? "/"}`, { method, headers, body });
}

/** Serves a fetch-API fake (fake Mollie, fake VIES) on 127.0.0.1:`port` (0: a free one) for Playwright. */
export async function serveFetchHandler(
  port: number,
  handle: (request: Request) => Promise<Response>,
): Promise<RunningServer> {
  let origin = `http://127.0.0.1:${port}`;
  const server: Server = createServer((incoming, outgoing) => {
    toRequest(incoming, origin)
      .then(handle)
      .then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        outgoing.writeHead(500);
        outgoing.end(String(error));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address && typeof address === "object") origin = `http://127.0.0.1:${address.port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
