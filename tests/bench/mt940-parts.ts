import { emptyInformation } from "../../core/bank/mt940/information";
import { createStatementLine, readStatementLineAt } from "../../core/bank/mt940/parse-61";
import { readInformationAt } from "../../core/bank/mt940/parse-86";
import { scanMt940Fields } from "../../core/bank/mt940/tokenize";
import { writeMt940 } from "../core/bank/support/mt940-writer";
import { buildStatements } from "./bank-inputs";
import { cpuMs, median } from "./cpu-time";

/**
 * Run: node --expose-gc --import tsx tests/bench/mt940-parts.ts [runs]
 * Where the MT940 parse spends its time, on the file of mt940-speed.ts (BANK_BENCH_MB, default 50):
 * finding the fields, reading every :61: and every :86: on their own (into the parser's reused objects,
 * results dropped), in CPU ms, median of `runs`. The rest of a full parse is building and keeping rows.
 */
const TARGET_MB = Number(process.env.BANK_BENCH_MB ?? 50);
const RUNS = Number(process.argv[2] ?? 7);

function buildText(bytes: number): string {
  const probe = writeMt940(buildStatements(1, 100), { envelope: false });
  return writeMt940(buildStatements(Math.max(1, Math.round(bytes / probe.length)), 100), { envelope: false });
}

const text = buildText(TARGET_MB * 1e6);
const lines: number[] = [];
const informations: number[] = [];
const times: Record<"fields" | ":61:" | ":86:", number[]> = { fields: [], ":61:": [], ":86:": [] };
for (let run = 0; run <= RUNS; run++) {
  lines.length = 0;
  informations.length = 0;
  const fields = cpuMs(() =>
    scanMt940Fields(text, (tag, start, end) => {
      if (tag === "61") lines.push(start, end);
      else if (tag === "86") informations.push(start, end);
      return false;
    }),
  );
  const line = createStatementLine();
  const statementLines = cpuMs(() => {
    for (let i = 0; i < lines.length; i += 2)
      readStatementLineAt(text, lines[i] ?? 0, lines[i + 1] ?? 0, line);
  });
  const info = emptyInformation();
  const infos = cpuMs(() => {
    for (let i = 0; i < informations.length; i += 2)
      readInformationAt(text, informations[i] ?? 0, informations[i + 1] ?? 0, info);
  });
  // The first run warms up.
  if (run === 0) continue;
  times.fields.push(fields);
  times[":61:"].push(statementLines);
  times[":86:"].push(infos);
}
console.log(
  `${(text.length / 1e6).toFixed(1)} MB, ${lines.length / 2} :61:, ${informations.length / 2} :86:`,
);
for (const [part, values] of Object.entries(times))
  console.log(
    `${part}: ${values.map((t) => t.toFixed(0)).join(" ")} CPU ms (median ${median(values).toFixed(0)})`,
  );
