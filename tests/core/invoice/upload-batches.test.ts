import { describe, expect, it } from "vitest";
import {
  MAX_UPLOAD_FILE_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  planUploadBatches,
} from "../../../core/invoice/upload-batches";

const MB = 1024 * 1024;
const file = (name: string, size: number): { name: string; size: number } => ({ name, size });

describe("invoice upload batches (issue 27 item 8: a request is held whole by a 128 MB Worker)", () => {
  it("never lets a request grow past one largest file plus framing", () => {
    expect(MAX_UPLOAD_REQUEST_BYTES).toBeLessThan(MAX_UPLOAD_FILE_BYTES + MB);
    const files = [6, 6, 9.9, 1, 1, 1, 1, 1, 1, 4].map((size, index) => file(`f${index}.pdf`, size * MB));
    const { batches, tooLarge } = planUploadBatches(files);
    expect(tooLarge).toEqual([]);
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(5);
      expect(batch.reduce((sum, entry) => sum + entry.size + 2048, 0)).toBeLessThanOrEqual(
        MAX_UPLOAD_REQUEST_BYTES,
      );
    }
    expect(batches.flat().map((entry) => entry.name)).toEqual(files.map((entry) => entry.name));
    expect(batches.map((batch) => batch.length)).toEqual([1, 1, 1, 5, 2]);
  });

  it("keeps small files five to a request", () => {
    const files = Array.from({ length: 12 }, (_, index) => file(`s${index}.pdf`, 200_000));
    expect(planUploadBatches(files).batches.map((batch) => batch.length)).toEqual([5, 5, 2]);
  });

  it("sets aside a file over the largest accepted size instead of sending a request that must fail", () => {
    const { batches, tooLarge } = planUploadBatches([
      file("scan.pdf", 3 * MB),
      file("huge.pdf", MAX_UPLOAD_FILE_BYTES + 1),
      file("exact.pdf", MAX_UPLOAD_FILE_BYTES),
    ]);
    expect(tooLarge.map((entry) => entry.name)).toEqual(["huge.pdf"]);
    expect(batches.map((batch) => batch.map((entry) => entry.name))).toEqual([["scan.pdf"], ["exact.pdf"]]);
  });
});
