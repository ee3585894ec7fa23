/**
 * Purchase invoices out as UBL (issue 31): every invoice of ../shared/corpus/invoices and everyday
 * goes extraction → review with its truth → the review's questions answered as a user would → UBL
 * in SI-UBL 2.0 and Peppol BIS 3 form → official rules (0 fatal expected) and our readers (round
 * trip). Prints counts per half (corpus-halves.ts). Run: `npm run eval:ubl-export` (`--list`).
 */
import { HALF_NAMES } from "../tests/bench/corpus-halves";
import { hasOfficialValidator } from "../tests/support/official-validator";
import { loadReviewTruths } from "../tests/support/ubl-export/corpus-truth";
import { runExportEval } from "../tests/support/ubl-export/run-export-eval";

async function main(): Promise<void> {
  const truths = loadReviewTruths();
  if (truths.length === 0 || !hasOfficialValidator()) {
    console.log("Skipped: ../shared/corpus or ../shared/einvoice is absent.");
    return;
  }
  const rows = await runExportEval(truths);
  for (const half of [0, 1] as const) {
    const part = rows.filter((row) => row.half === half);
    const exported = part.filter((row) => row.outcome === "exported");
    console.log(`Half ${HALF_NAMES[half]}: ${part.length} invoices`);
    console.log(`  exported after a complete review: ${exported.length}`);
    console.log(`  0 fatal (SI-UBL and Peppol): ${exported.filter((row) => row.fatal.length === 0).length}`);
    console.log(`  round trip exact: ${exported.filter((row) => row.roundTrip.length === 0).length}`);
    console.log(
      `  needed a user's answer the truth lacks: ${exported.filter((row) => row.answered.length > 0).length}`,
    );
    // Peppol BIS asks every purchase invoice for the buyer's own reference; the rest are the telling ones.
    const beyond = exported.filter((row) => row.answered.some((id) => id !== "PEPPOL-EN16931-R003"));
    console.log(`    of which more than the buyer reference: ${beyond.length}`);
    console.log(`  review still open: ${part.filter((row) => row.outcome === "open").length}`);
    console.log(
      `  no text layer (OCR in the browser): ${part.filter((row) => row.outcome === "unread").length}`,
    );
  }
  const answered = new Map<string, number>();
  for (const row of rows) for (const id of row.answered) answered.set(id, (answered.get(id) ?? 0) + 1);
  console.log("Questions answered as a user would:", Object.fromEntries([...answered].sort()));
  for (const row of rows) {
    if (
      row.fatal.length > 0 ||
      row.roundTrip.length > 0 ||
      row.outcome === "open" ||
      process.argv.includes("--list")
    )
      console.log(row.name, row.outcome, [...row.open, ...row.fatal, ...row.roundTrip].join(" | "));
  }
}

await main();
