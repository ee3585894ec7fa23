import { linkRecords } from "../../core/dedupe/linkage";
import { generateCorpus } from "../fixtures/dedupe/generate-corpus";
import { defaultFuzzyRules, measurePairwise } from "../fixtures/dedupe/measure-quality";

/**
 * One fuzzy de-duplication of the generated corpus through linkRecords (the browser worker's path),
 * in its own process: `npx tsx tests/bench/dedupe-fuzzy-run.ts 250000`. Prints CPU seconds per stage
 * of the progress bar, the largest cluster and pairwise precision/recall against the corpus's truth.
 */
function main(rowCount: number): void {
  // The corpus makes about 1.74 rows per entity: generate a little more and cut at exactly rowCount.
  const rows = generateCorpus(7, Math.ceil(rowCount / 1.6)).slice(0, rowCount);
  const rules = defaultFuzzyRules(rows);
  const cpu = process.cpuUsage();
  const cpuSeconds = (): number => {
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / 1e6;
  };
  const stages: string[] = [];
  let lastStage = -1;
  const { clusters, candidatePairs, threshold } = linkRecords(rows, {
    rules,
    requireAllPairs: false,
    onProgress: (done) => {
      const stage = Math.floor(done / 100);
      if (stage === lastStage) return;
      lastStage = stage;
      stages.push(`${done / 10}% ${cpuSeconds().toFixed(1)}s`);
    },
  });
  const total = cpuSeconds();
  let largest = 0;
  for (const cluster of clusters) largest = Math.max(largest, cluster.rows.length);
  const quality = measurePairwise(rows, clusters);
  console.log(
    `[dedupe fuzzy] ${rows.length} rows: CPU ${total.toFixed(2)} s, ${candidatePairs} candidate pairs, ` +
      `threshold ${threshold.toFixed(3)}, ${clusters.length} clusters, largest ${largest} rows, ` +
      `precision ${quality.precision.toFixed(4)}, recall ${quality.recall.toFixed(4)}, ` +
      `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  console.log(`[dedupe fuzzy] progress (CPU): ${stages.join(", ")}`);
}

main(Number(process.argv[2] ?? 100_000));
