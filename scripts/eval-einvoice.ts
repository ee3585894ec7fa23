/**
 * `npm run eval:einvoice`: how often our validator agrees with the official EN 16931 rules on the
 * official test cases (../shared/einvoice). Add `--list` to print every disagreement.
 */
import { formatAgreement, hasOfficialMaterial, measureAgreement } from "../tests/bench/einvoice-agreement";

if (!hasOfficialMaterial()) {
  console.log("../shared/einvoice is absent: nothing to measure.");
  process.exit(0);
}
for (const syntax of ["ubl", "cii"] as const) {
  const report = measureAgreement(syntax);
  console.log(formatAgreement(syntax, report));
  if (process.argv.includes("--list")) {
    for (const d of report.disagreements)
      console.log(`  ${d.rule}\t${d.file}\texpected ${d.expected}\tgot ${d.got}`);
  }
  console.log("");
}
