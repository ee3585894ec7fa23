import { beforeAll, describe, expect, it } from "vitest";
import {
  type BankTextCode,
  describeFileErrorIn,
  describeWarningIn,
  renderBankText,
} from "../../../core/bank/bank-text";
import { checkBatch } from "../../../core/bank/checks";
import { convertBankFile } from "../../../core/bank/convert-file";
import type { BankFileError, BankStatement, ParsedFile } from "../../../core/bank/model";
import { CATALOGUE } from "../../../core/i18n/generated/nl";
import { registerCatalogue } from "../../../core/i18n/translate";
import english from "../../../messages/en.json";

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

function read(text: string): ParsedFile {
  const result = convertBankFile("ing.sta", encode(text));
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return result.value;
}

function refuse(fileName: string, text: string): BankFileError {
  const result = convertBankFile(fileName, encode(text));
  if (result.ok) throw new Error("expected a refusal");
  return result.error;
}

const HEAD = ":20:STMT1\n:25:NL91ABNA0417164300\n:28C:1/1\n:60F:C240101EUR100,00\n";
const BODY = ":61:2401020102D10,00NTRFNONREF//B1\n:86:/NAME/Shop/REMI/USTD//Groceries/\n";
const TAIL = ":62F:C240102EUR90,00\n";

describe("bank-file warnings, refusals and checks for a Dutch bookkeeper", () => {
  beforeAll(() => registerCatalogue("nl", CATALOGUE));

  it("words MT940 warnings in Dutch, with statement and line", () => {
    const file = read(
      `${HEAD}:61:2401020102C12,3,4NTRFNONREF\n${BODY}:62F:C24010290,00\n`.replace(
        ":61:2401020102D",
        ":61:2402300301D",
      ),
    );
    expect(file.warnings.map((warning) => describeWarningIn(warning, "nl"))).toEqual([
      "afschrift 1, regel 5: het bedrag '12,3,4' is onleesbaar — transactie overgeslagen.",
      "afschrift 1, regel 6: transactie (:61:): de valutadatum '240230' bestaat niet; de laatste dag van de maand is gebruikt.",
      "afschrift 1, regel 8: saldo (:62F:): de valuta ontbreekt; EUR (die van het afschrift) is gebruikt.",
    ]);
    // The English stays word for word what it was.
    expect(file.warnings.map((warning) => describeWarningIn(warning, "en"))[0]).toBe(
      "statement 1, line 5: the amount '12,3,4' is unreadable — transaction skipped.",
    );
  });

  it("words a statement without balances and the count of warnings left out", () => {
    const many = `${HEAD}${":61:2401020102C12,3,4NTRFNONREF\n".repeat(205)}${TAIL}`;
    const file = read(many);
    expect(file.warnings.map((warning) => describeWarningIn(warning, "nl")).at(-1)).toBe(
      "nog 5 waarschuwingen zoals hierboven worden niet getoond.",
    );
    const bare = read(":20:STMT1\n:25:NL91ABNA0417164300\n:61:2401020102D10,00NTRFNONREF\n");
    expect(bare.warnings.map((warning) => describeWarningIn(warning, "nl"))).toEqual([
      "afschrift 1, regel 1: het afschrift heeft geen beginsaldo (:60F:).",
      "afschrift 1, regel 1: het afschrift heeft geen eindsaldo (:62F:); het bestand is mogelijk onvolledig.",
    ]);
  });

  it("words CAMT warnings and refusals in Dutch, naming the element", () => {
    const head =
      '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>';
    const entry = '<Ntry>\n<Amt Ccy="EUR">12,50</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>';
    const account = "<Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></Acct>";
    const comma = convertBankFile(
      "komma.xml",
      new TextEncoder().encode(
        `${head}<Stmt><Id>1</Id>${account}\n${entry}</Stmt></BkToCstmrStmt></Document>`,
      ),
    );
    const warning = comma.ok ? comma.value.warnings[0] : undefined;
    if (!warning) throw new Error("expected a warning");
    expect(describeWarningIn(warning, "nl")).toBe(
      'afschrift 1, regel 4, element Stmt 1 / Ntry 1 / Amt: het boekingsbedrag "12,50" is ongeldig — transactie overgeslagen.',
    );
    expect(describeWarningIn(warning, "en")).toBe(
      'statement 1, line 4, element Stmt 1 / Ntry 1 / Amt: the entry amount "12,50" is not valid — transaction skipped.',
    );
  });

  it("says in Dutch what a file that is no statement is", () => {
    expect(describeFileErrorIn(refuse("leeg.sta", ""), "nl")).toBe("leeg.sta: Het bestand is leeg.");
    expect(describeFileErrorIn(refuse("adressen.csv", "Naam;Plaats\nJan;Utrecht\nPiet;Delft\n"), "nl")).toBe(
      "adressen.csv: In deze spreadsheetexport (CSV) zijn geen kolommen voor datum en bedrag gevonden. Controleer of het een lijst banktransacties met een kopregel is, of download het afschrift als MT940 of CAMT.053.",
    );
    expect(describeFileErrorIn(refuse("pagina.html", "<html><body>Inloggen</body></html>"), "nl")).toMatch(
      /^pagina\.html: Dit is een webpagina \(HTML\), geen bankafschrift\./,
    );
  });

  it("words the checks across statements in Dutch", () => {
    const statement = (number: string): BankStatement =>
      ({
        ...read(`${HEAD.replace("1/1", `${number}/1`)}${BODY}${TAIL}`).statements[0],
      }) as BankStatement;
    const issues = checkBatch([statement("1"), statement("4"), statement("4")]);
    expect(issues.map((issue) => renderBankText(issue.text, "nl"))).toEqual([
      "Het afschrift met nummer 4 van rekening NL91ABNA0417164300 is twee keer geladen (ing.sta regel 1 en ing.sta regel 1); het telt één keer mee in de controles hieronder.",
      "Rekening NL91ABNA0417164300: afschriften 2 tot en met 3 ontbreken tussen afschrift 1 en afschrift 4.",
    ]);
    expect(issues.map((issue) => renderBankText(issue.text, "en"))).toEqual(issues.map((i) => i.message));
  });

  it("has Dutch words, with every value filled in, for every code in the catalogue", () => {
    const keys = Object.keys(english).filter((key) => key.startsWith("bank_text_"));
    expect(keys.length).toBeGreaterThan(60);
    for (const key of keys) {
      const text = String((english as Record<string, unknown>)[key] ?? "");
      const values = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], "X"]));
      const code = key.slice("bank_text_".length) as BankTextCode;
      const dutch = renderBankText({ code, values }, "nl");
      expect(dutch, key).not.toMatch(/undefined|\{/);
      expect(dutch, key).not.toBe(renderBankText({ code, values }, "en"));
    }
  });
});
