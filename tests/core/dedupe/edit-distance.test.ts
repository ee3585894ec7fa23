import { describe, expect, it } from "vitest";
import { boundedTypoDistance } from "../../../core/dedupe/edit-distance";
import { createRandom } from "../../fixtures/dedupe/generate-corpus";

/** The textbook optimal-string-alignment table, no shortcuts. */
function referenceDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      let value = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = value;
    }
  return (d[a.length] as number[])[b.length] as number;
}

describe("boundedTypoDistance", () => {
  it("agrees with the full table up to the limit, for random near and far strings", () => {
    const random = createRandom(23);
    const letters = "aab01";
    const word = (): string =>
      Array.from(
        { length: Math.floor(random() * 9) },
        () => letters[Math.floor(random() * letters.length)],
      ).join("");
    for (let round = 0; round < 8_000; round++) {
      const a = word();
      // Half the pairs are one or two edits apart, the rest unrelated.
      let b = random() < 0.5 ? a : word();
      for (let edit = 0; edit < 2 && random() < 0.7; edit++) {
        const at = Math.floor(random() * (b.length + 1));
        const kind = Math.floor(random() * 4);
        if (kind === 0) b = b.slice(0, at) + letters[Math.floor(random() * letters.length)] + b.slice(at);
        else if (kind === 1) b = b.slice(0, at) + b.slice(at + 1);
        else if (kind === 2)
          b = b.slice(0, at) + letters[Math.floor(random() * letters.length)] + b.slice(at + 1);
        else b = b.slice(0, at) + (b[at + 1] ?? "") + (b[at] ?? "") + b.slice(at + 2);
      }
      for (const limit of [1, 2, 3])
        expect(boundedTypoDistance(a, b, limit), `${a} / ${b} (${limit})`).toBe(
          Math.min(referenceDistance(a, b), limit + 1),
        );
    }
  }, 30_000);
});
