// `vite preview` serves the built app uncompressed; Cloudflare's edge compresses text responses
// (HTML, JS, CSS, JSON, XML, SVG) for every browser that accepts it. Lighthouse's simulated mobile
// network counts transferred bytes, so the bench puts this proxy in front of the preview server to
// measure what visitors actually download. Only for tests/bench/lighthouse.ts.
import { createServer, request, type Server } from "node:http";
import { constants, createBrotliCompress, createGzip } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export function startCompressingProxy(listenPort: number, targetPort: number): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: "localhost",
        port: targetPort,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: `localhost:${targetPort}`, "accept-encoding": "identity" },
      },
      (response) => {
        const type = String(response.headers["content-type"] ?? "");
        const accepted = String(incoming.headers["accept-encoding"] ?? "");
        // Cloudflare answers Chrome with Brotli, other clients with gzip.
        const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : null;
        if (!encoding || !COMPRESSIBLE.test(type) || response.headers["content-encoding"]) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const headers = { ...response.headers, "content-encoding": encoding, vary: "Accept-Encoding" };
        delete headers["content-length"];
        outgoing.writeHead(response.statusCode ?? 502, headers);
        const compressor =
          encoding === "br"
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : createGzip({ level: 6 });
        response.pipe(compressor).pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(listenPort, "localhost", () => resolve(server)));
}
