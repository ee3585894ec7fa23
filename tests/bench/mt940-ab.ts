import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
// @ts-expect-error mt940js ships no type declarations; it is only the baseline here.
import mt940js from "mt940js";
import { cpuMs, median } from "./cpu-time";

/**
 * Run: node --expose-gc --import tsx tests/bench/mt940-ab.ts <file.sta> <rounds> <a.mjs> <b.mjs>
 * Two builds of our MT940 parser against each other, as mt940-speed.ts runs ours against mt940js: each
 * of our parses comes right after an mt940js parse (the heap that parse leaves changes the collector's
 * next decisions, so a variant in another slot measures ~8 % differently), a full collection before
 * each, A and B alternating with their order swapped every round. Build each variant with
 * `npx esbuild core/bank/mt940/parse-mt940.ts --bundle --format=esm --platform=node --outfile=a.mjs`.
 * Prints CPU ms (all threads) per parse, the ratio to mt940js and the median of the per-round B/A.
 */
type Parse = (text: string, fileName: string) => unknown;

const [file, roundsArg, pathA, pathB] = process.argv.slice(2);
if (!file || !pathA || !pathB) throw new Error("usage: mt940-ab.ts <file.sta> <rounds> <a.mjs> <b.mjs>");
const text = new TextDecoder().decode(readFileSync(file));
const variants: Parse[] = [];
for (const path of [pathA, pathB])
  variants.push((await import(pathToFileURL(path).href)).parseMt940 as Parse);

const theirs = (): unknown => new mt940js.Parser().parse(text);
cpuMs(theirs);
for (const parse of variants) cpuMs(() => parse(text, "ab.sta"));
const loadBefore = loadavg()[0] ?? 0;
const ours: number[][] = [[], []];
const baseline: number[][] = [[], []];
for (let round = 0; round < Number(roundsArg ?? 8); round++) {
  for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
    baseline[k]?.push(cpuMs(theirs));
    ours[k]?.push(cpuMs(() => variants[k]?.(text, "ab.sta")));
  }
}
for (const k of [0, 1]) {
  const mine = ours[k] ?? [];
  const js = baseline[k] ?? [];
  console.log(
    `${[pathA, pathB][k]}: cpu ms ${mine.map((ms) => ms.toFixed(0)).join(" ")} (median ${median(mine).toFixed(0)}), ` +
      `x mt940js ${(median(js) / median(mine)).toFixed(2)}, per-run ${median(mine.map((ms, i) => (js[i] ?? 0) / ms)).toFixed(2)}`,
  );
}
const ratios = (ours[1] ?? []).map((ms, i) => ms / (ours[0]?.[i] ?? ms));
console.log(
  `B/A per round ${ratios.map((r) => r.toFixed(2)).join(" ")}, median ${median(ratios).toFixed(3)}; ` +
    `load ${loadBefore.toFixed(2)} -> ${(loadavg()[0] ?? 0).toFixed(2)}`,
);
