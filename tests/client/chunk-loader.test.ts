import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  loadChunk,
} from "../../client/lib/chunk-loader";

afterEach(() => vi.useRealTimers());

describe("loadChunk", () => {
  it("waits 120 seconds (SPEC §9)", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("resolves with the module", async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 42 }))).resolves.toEqual({ default: 42 });
  });

  it("turns an import failure into a ChunkLoadError", async () => {
    const failure = loadChunk(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ name: "ChunkLoadError" });
  });

  it("gives up with a ChunkLoadError after the timeout", async () => {
    vi.useFakeTimers();
    const never = loadChunk(() => new Promise<never>(() => undefined));
    const assertion = expect(never).rejects.toBeInstanceOf(ChunkLoadError);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    never.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await assertion;
  });

  it("recognises browser chunk failures by message", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("string")).toBe(false);
  });
});
