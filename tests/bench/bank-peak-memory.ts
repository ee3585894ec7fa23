import { readFileSync } from "node:fs";
// @ts-expect-error mt940js ships no type declarations; it is only the baseline here.
import mt940js from "mt940js";
import { parseMt940 } from "../../core/bank/mt940/parse-mt940";

/**
 * Run in a child process by bank.bench.ts: `node --import tsx bank-peak-memory.ts <ours|mt940js> <file>`.
 * Prints the growth of the process's peak resident memory while one parser reads the file (the input
 * string is already in memory before the baseline), so each parser is measured in a fresh process.
 */
const [which, path] = process.argv.slice(2);
const text = readFileSync(path ?? "", "utf8");
const before = process.memoryUsage().rss;
const result: unknown = which === "ours" ? parseMt940(text, "bench.sta") : new mt940js.Parser().parse(text);
const peak = process.resourceUsage().maxRSS * 1024;
process.stdout.write(JSON.stringify({ peakGrowth: peak - before, kept: result ? 1 : 0 }));
