import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type CamtVersion, writeCamt053 } from "../../../core/bank/camt/write-camt";
import { convertBankFile } from "../../../core/bank/convert-file";
import { withKnownBalances } from "../../../core/bank/known-balances";
import type { BankStatement } from "../../../core/bank/model";
import { carriedByCamt } from "./support/carried";
import { CORPUS_BANK } from "./support/corpus";
import { validateCamt053 } from "./support/validate-camt";

const CREATED = "2026-11-27T15:00:00Z";
const VERSIONS: readonly CamtVersion[] = ["02", "08"];

function read(name: string, bytes: Uint8Array): readonly BankStatement[] {
  const result = convertBankFile(name, bytes);
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.value.statements;
}

function writeOrThrow(statements: readonly BankStatement[], version: CamtVersion): string {
  const written = writeCamt053(statements, { version, createdAt: CREATED });
  if (!written.ok) throw new Error(`statements ${written.error.statements.join(", ")} have no balances`);
  return written.xml;
}

/** Written as CAMT.053 of `version`, valid against its schema, and read back to the same model. */
async function expectCamtRoundTrip(
  statements: readonly BankStatement[],
  version: CamtVersion,
): Promise<void> {
  const xml = writeOrThrow(statements, version);
  expect(await validateCamt053(xml, version)).toEqual([]);
  const back = convertBankFile("back.xml", new TextEncoder().encode(xml));
  if (!back.ok) throw new Error(back.error.message);
  expect(back.value.format).toBe("camt.053");
  expect(back.value.warnings).toEqual([]);
  expect(carriedByCamt(back.value.statements)).toEqual(carriedByCamt(statements));
}

const ING = `"Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";"Bedrag (EUR)";"Mutatiesoort";"Mededelingen";"Saldo na mutatie";"Tag"
"20240302";"Shop & Co <BV>";"NL91ABNA0417164300";"NL20INGB0001234567";"BA";"Af";"10,00";"Betaalautomaat";"Bon 12/2024";"90,00";""
"20240301";"Klant";"NL91ABNA0417164300";"";"OV";"Bij";"50,00";"Overschrijving";"Factuur 7";"100,00";""
`;

const NO_BALANCES = `Date,Description,Amount,Currency
2024-03-01,Coffee,-3.50,EUR
2024-03-04,Invoice 12,120.00,EUR
`;

describe("CAMT.053 written from any statement", () => {
  it("writes a CSV export with a running balance as OPBD, CLBD and one entry per row, in both versions", async () => {
    const statements = read("ing.csv", new TextEncoder().encode(ING));
    const xml = writeOrThrow(statements, "02");
    expect(xml).toContain(
      '<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">50.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-01</Dt></Dt></Bal>',
    );
    expect(xml).toContain("<Nm>Shop &amp; Co &lt;BV&gt;</Nm>");
    for (const version of VERSIONS) await expectCamtRoundTrip(statements, version);
  });

  it("refuses a statement without balances instead of writing a number the file does not give", () => {
    const statements = read("bank.csv", new TextEncoder().encode(NO_BALANCES));
    expect(statements[0]?.openingBalance).toBeNull();
    const written = writeCamt053(statements, { version: "08", createdAt: CREATED });
    expect(written).toEqual({ ok: false, error: { code: "camt_needs_balances", statements: [0] } });
  });

  it("with the opening balance the user typed, the closing balance follows from the transactions", async () => {
    const [statement] = read("bank.csv", new TextEncoder().encode(NO_BALANCES));
    if (!statement) throw new Error("no statement");
    const completed = withKnownBalances(statement, "-20.00");
    expect(completed.openingBalance).toEqual({ amount: "-20.00", currency: "EUR", date: "2024-03-01" });
    expect(completed.closingBalance).toEqual({ amount: "96.50", currency: "EUR", date: "2024-03-04" });
    for (const version of VERSIONS) await expectCamtRoundTrip([completed], version);
  });

  it("keeps long descriptions whole across 140-character Ustrd lines, and drops characters XML cannot carry", async () => {
    const [statement] = read("ing.csv", new TextEncoder().encode(ING));
    if (!statement) throw new Error("no statement");
    const long = `${"Factuur 2024-0001 ".repeat(12)}einde`;
    const first = statement.transactions[0];
    if (!first) throw new Error("no transaction");
    const edited = { ...statement, transactions: [{ ...first, description: long }] };
    const xml = writeOrThrow([edited], "08");
    expect(xml.match(/<Ustrd>/g)).toHaveLength(2);
    const back = read("back.xml", new TextEncoder().encode(xml));
    expect(back[0]?.transactions[0]?.description).toBe(long.trim());
    const control = { ...statement, transactions: [{ ...first, counterpartyName: "Bell\u0007 BV" }] };
    expect(await validateCamt053(writeOrThrow([control], "02"), "02")).toEqual([]);
  });
});

const CSV_FOLDER = join(CORPUS_BANK, "../bank-csv");
const csvFiles = existsSync(CSV_FOLDER)
  ? readdirSync(CSV_FOLDER).filter((name) => /\.(csv|TAB)$/.test(name) && name !== "index.csv")
  : [];
const MT940_FOLDER = join(CORPUS_BANK, "mt940");
const mt940Files = existsSync(MT940_FOLDER)
  ? readdirSync(MT940_FOLDER).filter((name) => name.endsWith(".sta"))
  : [];
const CAMT_FOLDER = join(CORPUS_BANK, "camt");
const camtFiles = existsSync(CAMT_FOLDER)
  ? readdirSync(CAMT_FOLDER).filter((name) => name.endsWith(".xml"))
  : [];

/**
 * A statement without balances gets an opening the test types, as the user does on the page. One
 * without balances and without a single dated transaction (an empty MT940 snippet, a CAMT.054
 * notification without dates) cannot be dated: the writer must refuse it, and the rest is written.
 */
function completed(statements: readonly BankStatement[]): BankStatement[] {
  const all = statements.map((s) => withKnownBalances(s, "1000.00"));
  const undated = all.filter((s) => !s.openingBalance?.date);
  if (undated.length > 0) {
    const refused = writeCamt053(all, { version: "08", createdAt: CREATED });
    expect(refused.ok).toBe(false);
  }
  return all.filter((s) => s.openingBalance?.date);
}

const corpusAbsent = csvFiles.length + mt940Files.length + camtFiles.length === 0;

describe.skipIf(corpusAbsent).each(VERSIONS)(
  "every dev file written as CAMT.053.001.%s validates and reads back the same",
  (version) => {
    it.skipIf(csvFiles.length === 0).each(csvFiles)("%s (bank CSV export)", async (name) => {
      const statements = read(name, new Uint8Array(readFileSync(join(CSV_FOLDER, name))));
      await expectCamtRoundTrip(completed(statements), version);
    });

    it.skipIf(mt940Files.length === 0).each(mt940Files)("%s (MT940)", async (name) => {
      const result = convertBankFile(name, new Uint8Array(readFileSync(join(MT940_FOLDER, name))));
      // Files that hold no statement, and MT942 interim reports (not statements), are not written.
      if (!result.ok || result.value.statements.some((s) => s.interim)) return;
      const statements = completed(result.value.statements);
      if (statements.length > 0) await expectCamtRoundTrip(statements, version);
    });

    it.skipIf(camtFiles.length === 0).each(camtFiles)("%s (CAMT)", async (name) => {
      const result = convertBankFile(name, new Uint8Array(readFileSync(join(CAMT_FOLDER, name))));
      if (!result.ok) return;
      const statements = completed(result.value.statements);
      if (statements.length > 0) await expectCamtRoundTrip(statements, version);
    });
  },
);
