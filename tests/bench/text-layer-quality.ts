/**
 * The text-layer detector (core/invoice/extraction/pdf/text-layer-quality.ts) over every PDF of the
 * dev sets, as printed and with the same words garbled the ways broken fonts garble them (letters
 * shifted, letters scrambled, private-use glyphs, "(cid:N)" codes). Prints how many are flagged.
 *   npx tsx tests/bench/text-layer-quality.ts [--verbose]   (run where ../shared/corpus exists)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readPdf } from "../../core/invoice/extraction/pdf/read-pdf";
import {
  readTextLayerQuality,
  type TextLayerReading,
} from "../../core/invoice/extraction/pdf/text-layer-quality";
import { GARBLINGS, garble } from "../core/invoice/extraction/garbled-text";

const CORPUS = resolve(process.cwd(), "..", "shared", "corpus");
const verbose = process.argv.includes("--verbose");

function describe(reading: TextLayerReading): string {
  return `unmapped ${reading.unmappedShare.toFixed(2)} letters ${reading.letters} likeness ${reading.letterLikeness.toFixed(2)} word-like ${reading.wordLikeShare.toFixed(2)}`;
}

interface Tally {
  flagged: number;
  all: number;
  likeness: [number, number];
  wordLike: [number, number];
  vowels: [number, number];
  tokens: [number, number];
}
const tally = new Map<string, Tally>();
const timings: number[] = [];
const widen = ([low, high]: [number, number], value: number): [number, number] => [
  Math.min(low, value),
  Math.max(high, value),
];
function count(kind: string, reading: TextLayerReading): void {
  const entry = tally.get(kind) ?? {
    flagged: 0,
    all: 0,
    likeness: [1, 0],
    wordLike: [1, 0],
    vowels: [1, 0],
    tokens: [1, 0],
  };
  // Pages with too few letters to judge say nothing about the letter measures.
  const judged = reading.letters >= 120;
  tally.set(kind, {
    flagged: entry.flagged + (reading.usable ? 0 : 1),
    all: entry.all + 1,
    likeness: judged ? widen(entry.likeness, reading.letterLikeness) : entry.likeness,
    wordLike: judged ? widen(entry.wordLike, reading.wordLikeShare) : entry.wordLike,
    vowels: judged ? widen(entry.vowels, reading.vowelShare) : entry.vowels,
    tokens: widen(entry.tokens, reading.tokenShare),
  });
}

for (const set of ["invoices", "everyday"]) {
  const dir = join(CORPUS, set);
  if (!existsSync(dir)) {
    console.log(`Skipped: no corpus at ${dir}.`);
    continue;
  }
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".pdf"))
    .sort()) {
    const read = await readPdf(new Uint8Array(readFileSync(join(dir, name))));
    if (!read.ok || read.value.document.words.length === 0) continue;
    const words = read.value.document.words;
    const started = performance.now();
    const reading = readTextLayerQuality(words);
    timings.push(performance.now() - started);
    count(`${set} as printed`, reading);
    if (verbose && (!reading.usable || reading.letterLikeness < 0.85))
      console.log(`${set}/${name}: ${describe(reading)}`);
    for (const kind of GARBLINGS) count(`${set} ${kind}`, readTextLayerQuality(garble(words, kind)));
  }
}
const range = ([low, high]: [number, number]): string => `${low.toFixed(2)}–${high.toFixed(2)}`;
for (const [kind, { flagged, all, likeness, wordLike, vowels, tokens }] of tally)
  console.log(
    `  ${kind.padEnd(26)} flagged ${String(flagged).padStart(3)} of ${String(all).padStart(3)}   likeness ${range(likeness)}   word-like ${range(wordLike)}   vowels ${range(vowels)}   tokens ${range(tokens)}`,
  );
const sorted = [...timings].sort((a, b) => a - b);
console.log(
  `Detector time per PDF (as printed): median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(2)} ms, max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`,
);
