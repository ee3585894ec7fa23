import { describe, expect, it } from "vitest";
import { buildExport, type ExportInput } from "../../../client/features/dedupe/build-export";
import { readWorkbookInfo } from "../../../core/dedupe/import/xlsx-parts";
import { readSheetRows } from "../../../core/dedupe/import/xlsx-sheet";
import { openZip } from "../../../core/dedupe/import/zip-directory";
import type { Cell } from "../../../core/dedupe/types";

const base: ExportInput = {
  kind: "cleaned",
  format: "csv",
  delimiter: ";",
  headers: ["Naam", "Plaats"],
  rows: [
    ["Jan", "Delft"],
    ["=cmd|' /C calc'!A0", "Gouda"],
    ["jan", ""],
    ["Piet", "Zwolle"],
  ],
  clusters: [
    { id: 1, rows: [0, 2], score: 0.9 },
    { id: 2, rows: [1, 3], score: 0.5 },
  ],
  accepted: new Set([1]),
  survivor: "keep-first",
  sheetName: "Klanten",
  otherSheets: [],
  sheetIndex: 0,
};

async function text(input: ExportInput): Promise<string> {
  return (await buildExport(input).text()).replace(/^\uFEFF/, "");
}

async function sheets(input: ExportInput): Promise<Record<string, Cell[][]>> {
  const archive = openZip(new Uint8Array(await buildExport(input).arrayBuffer()));
  if (!archive.ok) throw new Error(archive.error.message);
  const info = readWorkbookInfo(archive.value);
  if (!info.ok) throw new Error(info.error.message);
  const out: Record<string, Cell[][]> = {};
  for (const sheet of info.value.sheets) {
    const rows = readSheetRows(archive.value, info.value, sheet.path);
    if (rows.ok) out[sheet.name] = rows.value;
  }
  return out;
}

describe("buildExport (CSV)", () => {
  it("writes the cleaned rows with the original delimiter, formulas neutralised, a BOM for Excel", async () => {
    const blob = buildExport(base);
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(await text(base)).toBe("Naam;Plaats\r\nJan;Delft\r\n'=cmd|' /C calc'!A0;Gouda\r\nPiet;Zwolle\r\n");
  });

  it("writes a cleaned file of several megabytes with every kind of character intact", async () => {
    // Long enough to fill the writer's buffer many times over; wide, accented and astral characters
    // take two to four bytes each in UTF-8.
    const names = ["Jan", "Ayşe Yılmaz", "Chloé", "€ 12,50", "😀 emoji", "Łukasz"];
    const rows = Array.from({ length: 60_000 }, (_, index) => [
      `${names[index % names.length]} ${index}`,
      "x".repeat(index % 97),
    ]);
    const input: ExportInput = { ...base, rows, clusters: [], accepted: new Set() };
    const expected = rows.map((row) => `${row.join(";")}\r\n`).join("");
    expect(await text(input)).toBe(`Naam;Plaats\r\n${expected}`);
  });

  it("writes the removed rows with their cluster id", async () => {
    expect(await text({ ...base, kind: "removed" })).toBe("Naam;Plaats;Cluster\r\njan;;1\r\n");
  });

  it("writes a report with a cluster id and a status on every row", async () => {
    const withUnique: ExportInput = { ...base, clusters: [{ id: 1, rows: [0, 2], score: 0.9 }] };
    expect(await text({ ...withUnique, kind: "report" })).toContain("Piet;Zwolle;;unique\r\n");
    expect(await text({ ...base, kind: "report" })).toBe(
      "Naam;Plaats;Cluster;Status\r\nJan;Delft;1;kept\r\n'=cmd|' /C calc'!A0;Gouda;2;kept (rejected match)\r\n" +
        "jan;;1;removed: merged into row 2\r\nPiet;Zwolle;2;kept (rejected match)\r\n",
    );
  });

  it("adds each cluster's match probability to the report of a probabilistic run", async () => {
    expect(await text({ ...base, kind: "report", withProbability: true })).toBe(
      "Naam;Plaats;Cluster;Status;Match probability\r\nJan;Delft;1;kept;0.9\r\n" +
        "'=cmd|' /C calc'!A0;Gouda;2;kept (rejected match);0.5\r\njan;;1;removed: merged into row 2;0.9\r\n" +
        "Piet;Zwolle;2;kept (rejected match);0.5\r\n",
    );
  });

  it("writes a reviewed file's decisions: the row each removed row was merged into and the user's answers", async () => {
    const reviewed: ExportInput = {
      ...base,
      kind: "report",
      survivor: "keep-last",
      rowNumbers: [5, 6, 7, 9],
      labels: [
        { a: 0, b: 2, answer: "same" },
        { a: 1, b: 3, answer: "different" },
        { a: 0, b: 3, answer: "unsure" },
      ],
    };
    expect(await text(reviewed)).toBe(
      "Naam;Plaats;Cluster;Status;Your answers\r\n" +
        "Jan;Delft;1;removed: merged into row 7;same as row 7 | not sure about row 9\r\n" +
        "'=cmd|' /C calc'!A0;Gouda;2;kept (rejected match);different from row 9\r\n" +
        "jan;;1;kept;same as row 5\r\n" +
        "Piet;Zwolle;2;kept (rejected match);different from row 6 | not sure about row 5\r\n",
    );
  });

  it("writes the decisions as a workbook that opens again with the same rows, statuses and answers", async () => {
    const result = await sheets({
      ...base,
      format: "xlsx",
      kind: "report",
      labels: [{ a: 0, b: 2, answer: "same" }],
    });
    expect(result.Klanten?.[0]).toEqual(["Naam", "Plaats", "Cluster", "Status", "Your answers"]);
    expect(result.Klanten?.[3]).toEqual(["jan", null, 1, "removed: merged into row 2", "same as row 2"]);
  });

  it("merges survivors", async () => {
    const input: ExportInput = {
      ...base,
      rows: [
        ["Jan", ""],
        ["x", "y"],
        ["jan", "Delft"],
        ["z", "w"],
      ],
    };
    expect(await text({ ...input, survivor: "merge" })).toBe("Naam;Plaats\r\nJan;Delft\r\nx;y\r\nz;w\r\n");
  });
});

describe("buildExport (XLSX)", () => {
  it("keeps types and puts the cleaned sheet back among the other sheets", async () => {
    const input: ExportInput = {
      ...base,
      format: "xlsx",
      headers: ["Naam", "Bedrag", "Datum"],
      rows: [
        ["Jan", 12.5, new Date(Date.UTC(2024, 2, 5))],
        ["=1+1", 3, null],
        ["jan", 12.5, new Date(Date.UTC(2024, 2, 5))],
        ["Piet", true, null],
      ],
      otherSheets: [
        { name: "Voor", rows: [["a", 1]], index: 0 },
        { name: "Na", rows: [["b", 2]], index: 2 },
      ],
      sheetIndex: 1,
    };
    const result = await sheets(input);
    expect(Object.keys(result)).toEqual(["Voor", "Klanten", "Na"]);
    expect(result.Klanten).toEqual([
      ["Naam", "Bedrag", "Datum"],
      ["Jan", 12.5, new Date(Date.UTC(2024, 2, 5))],
      ["'=1+1", 3],
      ["Piet", true],
    ]);
    // The shared writer's first row is a text header, so another sheet's first row comes back as text.
    expect(result.Na).toEqual([["b", "2"]]);
  });

  it("writes the report as one sheet with numeric cluster ids", async () => {
    const result = await sheets({ ...base, format: "xlsx", kind: "report" });
    expect(result.Klanten?.[0]).toEqual(["Naam", "Plaats", "Cluster", "Status"]);
    expect(result.Klanten?.[3]).toEqual(["jan", null, 1, "removed: merged into row 2"]);
  });
});
