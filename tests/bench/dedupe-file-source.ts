import { open } from "node:fs/promises";
import type { ByteSource } from "../../core/dedupe/import/byte-source";

/** A Node file as the same ByteSource the browser gets from a File. */
export async function openFileSource(
  path: string,
): Promise<{ source: ByteSource; close: () => Promise<void> }> {
  const handle = await open(path, "r");
  const { size } = await handle.stat();
  return {
    source: {
      size,
      read: async (offset, length) => {
        const buffer = new Uint8Array(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      },
    },
    close: () => handle.close(),
  };
}
