import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

/** One process's cost: CPU seconds of its work (as it measures itself) and of the whole process, peak RSS. */
export interface RunCost {
  readonly workCpu: number;
  readonly processCpu: number;
  readonly rssMb: number;
  readonly removed: number;
}

const TIME = "/usr/bin/time";
const PYTHON = "/usr/bin/python3";

/** Null when /usr/bin/python3 cannot import pandas (Debian's python3-pandas). */
export function pandasMissing(): string | null {
  const probe = spawnSync(PYTHON, ["-c", "import pandas"], { encoding: "utf8" });
  return probe.status === 0 ? null : `${PYTHON} has no pandas (apt-get install python3-pandas)`;
}

/**
 * tests/bench/dedupe-exact-run.ts bundled into one file, as the browser's worker runs our code (tsx
 * would add its own compiling to the process's CPU).
 */
export async function bundleExactRun(dir: string): Promise<string> {
  const outfile = join(dir, "dedupe-exact-run.mjs");
  await build({
    entryPoints: [join(import.meta.dirname, "dedupe-exact-run.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "warning",
  });
  return outfile;
}

/** Runs a command under /usr/bin/time when there is one; its stdout starts "workCpu rssMb removed". */
function measure(command: string, args: readonly string[]): RunCost {
  const timed = existsSync(TIME);
  const run = timed
    ? spawnSync(TIME, ["-f", "TIME %U %S %M", command, ...args], { encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  const [workCpu = Number.NaN, rssMb = Number.NaN, removed = Number.NaN] = run.stdout
    .trim()
    .split(" ")
    .map(Number);
  if (run.status !== 0 || Number.isNaN(workCpu))
    throw new Error(`${command} failed: ${run.stderr.slice(-400)}`);
  const line = run.stderr.split("\n").find((text) => text.startsWith("TIME "));
  const [user = workCpu, system = 0, maxKb = rssMb * 1024] = line ? line.slice(5).split(" ").map(Number) : [];
  return { workCpu, processCpu: user + system, rssMb: maxKb / 1024, removed };
}

export function measureOurs(bundle: string, input: string, output: string): RunCost {
  return measure(process.execPath, [bundle, input, output]);
}

export function measurePandas(input: string, output: string): RunCost {
  return measure(PYTHON, [join(import.meta.dirname, "dedupe_pandas.py"), input, output]);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** "3.21 s (3.10–3.40)": the median and the spread of the runs. */
function spread(values: readonly number[], unit: string, digits: number): string {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return `${median(values).toFixed(digits)}${unit} (${low}–${high})`;
}

/** The lines that compare our runs of one file with pandas' runs: medians, spread and ratios. */
export function describeComparison(
  name: string,
  ours: readonly RunCost[],
  pandas: readonly RunCost[],
): string[] {
  const pick = (runs: readonly RunCost[], key: keyof RunCost): number[] => runs.map((run) => run[key]);
  const lines = [
    `[dedupe vs pandas] ${name}: ours work CPU ${spread(pick(ours, "workCpu"), " s", 2)}, process CPU ${spread(pick(ours, "processCpu"), " s", 2)}, peak RSS ${spread(pick(ours, "rssMb"), " MB", 0)}, removed ${ours[0]?.removed ?? 0} rows`,
  ];
  if (pandas.length === 0) return lines;
  lines.push(
    `[dedupe vs pandas] ${name}: pandas work CPU ${spread(pick(pandas, "workCpu"), " s", 2)}, process CPU ${spread(pick(pandas, "processCpu"), " s", 2)}, peak RSS ${spread(pick(pandas, "rssMb"), " MB", 0)}, removed ${pandas[0]?.removed ?? 0} rows`,
  );
  const ratio = (key: keyof RunCost): string =>
    (median(pick(ours, key)) / median(pick(pandas, key))).toFixed(2);
  lines.push(
    `[dedupe vs pandas] ${name}: ours / pandas CPU ${ratio("processCpu")}x whole process (${ratio("workCpu")}x work only; goal <= 0.6), peak RSS ${ratio("rssMb")}x (goal <= 1.0)`,
  );
  return lines;
}
