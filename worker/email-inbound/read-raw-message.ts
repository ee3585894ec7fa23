/**
 * Reads the raw message, stopping as soon as it passes `maxBytes`: message.rawSize is what Email
 * Routing reported, the stream is what we actually hold in memory.
 */
export async function readRawMessage(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<{ ok: true; value: Uint8Array } | { ok: false }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: bytes };
}
