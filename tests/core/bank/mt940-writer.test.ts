import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertBankFile } from "../../../core/bank/convert-file";
import { isValidIban } from "../../../core/bank/iban";
import type { BankStatement, BankTransaction } from "../../../core/bank/model";
import { writeMt940 } from "../../../core/bank/mt940/write-mt940";
import { CORPUS_BANK } from "./support/corpus";

/**
 * What MT940 carries of a statement: the fields our writer writes and our reader reads back. Two
 * things MT940 cannot carry are left out: the currency of a statement with neither balances nor a
 * valid IBAN (it lives only in the balances and ING's IBAN+currency :25:), and a booking date more
 * than half a year from the value date (:61: writes it as MMDD next to the value date).
 */
function carried(statements: readonly BankStatement[], original = statements): unknown[] {
  return statements.map((s, i) => ({
    account: s.account,
    currency: s.openingBalance || isValidIban(s.account) ? s.currency : "",
    opening: s.openingBalance,
    closing: s.closingBalance,
    transactions: s.transactions.map((t, j) => ({
      bookingDate: carriesBookingDate(original[i]?.transactions[j] ?? t) ? t.bookingDate : "",
      valueDate: t.valueDate,
      amount: t.amount,
      reversal: t.reversal,
      name: t.counterpartyName,
      account: t.counterpartyAccount,
      bic: t.counterpartyBic,
      description: t.description,
      endToEndId: t.endToEndId,
      mandateId: t.mandateId,
      creditorId: t.creditorId,
      creditorReference: t.creditorReference,
      type: t.transactionType,
    })),
  }));
}

function carriesBookingDate(t: BankTransaction): boolean {
  return Math.abs(Date.parse(t.bookingDate) - Date.parse(t.valueDate)) < 180 * 86_400_000;
}

const MT940_FOLDER = join(CORPUS_BANK, "mt940");
const mt940Files = existsSync(MT940_FOLDER)
  ? readdirSync(MT940_FOLDER).filter((name) => name.endsWith(".sta"))
  : [];

const FOLDER = join(CORPUS_BANK, "../bank-csv");
const csvFiles = existsSync(FOLDER)
  ? readdirSync(FOLDER).filter((name) => /\.(csv|TAB)$/.test(name) && name !== "index.csv")
  : [];

const ING = `"Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";"Bedrag (EUR)";"Mutatiesoort";"Mededelingen";"Saldo na mutatie";"Tag"
"20240302";"Shop / Co";"NL91ABNA0417164300";"NL20INGB0001234567";"BA";"Af";"10,00";"Betaalautomaat";"Bon 12/2024";"90,00";""
"20240301";"Klant";"NL91ABNA0417164300";"";"OV";"Bij";"50,00";"Overschrijving";"Factuur 7";"100,00";""
`;

const CAMT_FOLDER = join(CORPUS_BANK, "camt");
const camtFiles = existsSync(CAMT_FOLDER)
  ? readdirSync(CAMT_FOLDER).filter((name) => name.endsWith(".xml"))
  : [];

describe("statements written as MT940 read back the same", () => {
  it("writes a CSV export with balances as MT940 with :60F:, :61:, structured :86: and :62F:", () => {
    const first = convertBankFile("ing.csv", new TextEncoder().encode(ING));
    if (!first.ok) throw new Error(first.error.message);
    const mt940 = writeMt940(first.value.statements);
    expect(mt940).toContain(":60F:C240301EUR50,00\r\n");
    // :86: is wrapped at 65 characters; unwrapped, it is the structured Dutch layout.
    expect(mt940.replace(/\r\n(?![:-])/g, "")).toContain(
      ":61:2403020302D10,00NMSCNONREF\r\n:86:/TRTP/BA/IBAN/NL20INGB0001234567/NAME/Shop / Co/REMI/USTD//Bon 12/2024/",
    );
    expect(mt940).toContain(":62F:C240302EUR90,00\r\n-\r\n");
    const back = convertBankFile("back.sta", new TextEncoder().encode(mt940));
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.warnings).toEqual([]);
    expect(carried(back.value.statements)).toEqual(carried(first.value.statements));
  });

  it.skipIf(csvFiles.length === 0).each(csvFiles)("%s (bank CSV export) to MT940 and back", (name) => {
    const first = convertBankFile(name, new Uint8Array(readFileSync(join(FOLDER, name))));
    if (!first.ok) throw new Error(first.error.message);
    const mt940 = writeMt940(first.value.statements);
    const back = convertBankFile("back.sta", new TextEncoder().encode(mt940));
    if (!back.ok) throw new Error(back.error.message);
    expect(carried(back.value.statements, first.value.statements)).toEqual(carried(first.value.statements));
  });

  it.skipIf(mt940Files.length === 0).each(mt940Files)("%s (MT940) written again and read back", (name) => {
    const first = convertBankFile(name, new Uint8Array(readFileSync(join(MT940_FOLDER, name))));
    // Files that hold no statement, and MT942 interim reports (not statements), are not written as MT940.
    if (!first.ok || first.value.statements.some((s) => s.interim)) return;
    const back = convertBankFile("back.sta", new TextEncoder().encode(writeMt940(first.value.statements)));
    if (!back.ok) throw new Error(back.error.message);
    expect(carried(back.value.statements, first.value.statements)).toEqual(carried(first.value.statements));
  });

  it.skipIf(camtFiles.length === 0).each(camtFiles)("%s (CAMT) written as MT940 and read back", (name) => {
    const first = convertBankFile(name, new Uint8Array(readFileSync(join(CAMT_FOLDER, name))));
    // A CAMT.054 entry without any date cannot become an MT940 :61: line (ADR 242).
    if (!first.ok) return;
    const dated = first.value.statements.filter((s) =>
      s.transactions.every((t) => t.valueDate || t.bookingDate),
    );
    if (dated.length === 0) return;
    const back = convertBankFile("back.sta", new TextEncoder().encode(writeMt940(dated)));
    if (!back.ok) throw new Error(back.error.message);
    expect(carried(back.value.statements, dated)).toEqual(carried(dated));
  });
});
