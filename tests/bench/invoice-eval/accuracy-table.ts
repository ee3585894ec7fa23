import type { RealOutcome } from "./score-real";

/** The scored outcomes of one invoice, labelled for the per-producer table. */
export interface ScoredInvoice {
  readonly name: string;
  readonly producer: string;
  readonly outcomes: readonly RealOutcome[];
}

function percent(right: number, total: number): string {
  return total === 0 ? "   -  " : `${((right / total) * 100).toFixed(1).padStart(5)}%`;
}

function tally(
  invoices: readonly ScoredInvoice[],
  key: (invoice: ScoredInvoice, outcome: RealOutcome) => string,
): Map<string, [number, number]> {
  const table = new Map<string, [number, number]>();
  for (const invoice of invoices)
    for (const outcome of invoice.outcomes) {
      const row = table.get(key(invoice, outcome)) ?? [0, 0];
      row[0] += outcome.right ? 1 : 0;
      row[1] += 1;
      table.set(key(invoice, outcome), row);
    }
  return table;
}

function printTable(title: string, table: Map<string, [number, number]>): void {
  console.log(`\n${title}`);
  for (const [name, [right, total]] of [...table].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${name.padEnd(40)} ${percent(right, total)}  (${right}/${total})`);
}

/** Right and total over every outcome, or over the fields only (without line items). */
export function countRight(invoices: readonly ScoredInvoice[], withLines: boolean): [number, number] {
  let right = 0;
  let total = 0;
  for (const invoice of invoices)
    for (const outcome of invoice.outcomes) {
      if (!withLines && outcome.field === "lineItems") continue;
      right += outcome.right ? 1 : 0;
      total += 1;
    }
  return [right, total];
}

/** Prints accuracy per field and per producer, then one summary line with the line items apart. */
export function printAccuracy(label: string, invoices: readonly ScoredInvoice[], showMisses: boolean): void {
  printTable(
    `${label}: accuracy per field`,
    tally(invoices, (_, outcome) => outcome.field),
  );
  printTable(
    `${label}: accuracy per producer`,
    tally(invoices, (invoice) => invoice.producer),
  );
  if (showMisses)
    for (const invoice of invoices)
      for (const outcome of invoice.outcomes)
        if (!outcome.right)
          console.log(`  miss ${invoice.name} ${outcome.field}: ${outcome.expected} → ${outcome.actual}`);
  const [right, total] = countRight(invoices, true);
  const [fieldsRight, fieldsTotal] = countRight(invoices, false);
  const lines = tally(invoices, (_, outcome) => outcome.field).get("lineItems") ?? [0, 0];
  console.log(
    `${label}: line items ${percent(lines[0], lines[1])} (${lines[0]}/${lines[1]}); fields without line items ${percent(fieldsRight, fieldsTotal)} (${fieldsRight}/${fieldsTotal}); all ${percent(right, total)} (${right}/${total}); ${invoices.length} invoices`,
  );
}
