import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertBatch } from "../../../core/bank/convert-batch";
import { convertBankFile, MAX_FILE_BYTES } from "../../../core/bank/convert-file";
import type { ParsedFile } from "../../../core/bank/model";
import { convertText, readFixture } from "./helpers";

function errorOf(result: ReturnType<typeof convertBankFile>): {
  message: string;
  line?: number;
  element?: string;
} {
  if (result.ok) throw new Error("expected the file to be refused");
  return result.error;
}

function parsed(result: ReturnType<typeof convertBankFile>): ParsedFile {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const GOOD_ENTRY =
  '<Ntry><Amt Ccy="EUR">2.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2024-01-02</Dt></BookgDt></Ntry>';

const CAMT_HEAD =
  '<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">\n<BkToCstmrStmt>\n';

describe("hostile and broken input never crashes and names the file and place", () => {
  it("refuses XML with a DOCTYPE (XXE), naming the line", () => {
    const text = `<?xml version="1.0"?>\n<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Document><BkToCstmrStmt/></Document>`;
    const error = errorOf(convertText("xxe.xml", text));
    expect(error.message).toMatch(/DOCTYPE declaration.*refused/);
    expect(error.line).toBe(2);
  });

  it("refuses the billion laughs entity expansion", () => {
    const lol = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "&lol${i};&lol${i};&lol${i};&lol${i};">`,
    ).join("");
    const text = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${lol}]><Document><BkToCstmrStmt><Stmt><Id>&lol9;</Id></Stmt></BkToCstmrStmt></Document>`;
    expect(errorOf(convertText("lol.xml", text)).message).toMatch(/DOCTYPE/);
  });

  it("refuses an undeclared entity reference", () => {
    const text = `${CAMT_HEAD}<Stmt><Id>&xxe;</Id></Stmt></BkToCstmrStmt></Document>`;
    const error = errorOf(convertText("entity.xml", text));
    expect(error.message).toMatch(/entity that is not allowed/);
    expect(error.line).toBe(4);
  });

  it("says a binary file is not a text file", () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    expect(errorOf(convertBankFile("photo.jpg", bytes)).message).toMatch(/not a text file/);
  });

  it("says which formats it reads for unrelated text", () => {
    expect(errorOf(convertText("notes.txt", "Boodschappenlijst\nmelk\nbrood\n")).message).toMatch(
      /neither an MT940 statement .* nor a CAMT\.053/,
    );
  });

  it("refuses an empty file and a file over the size cap without reading it", () => {
    expect(errorOf(convertBankFile("empty.sta", new Uint8Array(0))).message).toBe("the file is empty.");
    const huge = new Uint8Array(100 * 1024 * 1024);
    const error = errorOf(convertBankFile("huge.sta", huge));
    expect(error.message).toMatch(/the file is 100 MB, more than the 50 MB/);
    expect(MAX_FILE_BYTES).toBe(50 * 1024 * 1024);
  });

  it("reports a truncated CAMT file with the element left open", () => {
    const text = new TextDecoder().decode(readFixture("camt053-v08.xml"));
    const error = errorOf(convertText("camt-cut.xml", text.slice(0, Math.floor(text.length / 2))));
    expect(error.message).toMatch(
      /the file ends before the element \w+ is closed; the file may be incomplete/,
    );
    expect(error.line).toBeGreaterThan(10);
  });

  it("skips a CAMT entry whose amount has a decimal comma, naming the element, and keeps the rest", () => {
    const text = `${CAMT_HEAD}<Stmt><Id>1</Id><Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></Acct>\n<Ntry>\n<Amt Ccy="EUR">12,50</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry>\n${GOOD_ENTRY}</Stmt></BkToCstmrStmt></Document>`;
    const file = parsed(convertText("comma.xml", text));
    expect(file.statements[0]?.transactions.map((t) => t.amount)).toEqual(["2.00"]);
    expect(file.warnings).toEqual([
      expect.objectContaining({
        message: 'the entry amount "12,50" is not valid — transaction skipped.',
        line: 6,
        element: "Stmt 1 / Ntry 1 / Amt",
        code: "transaction_skipped",
      }),
    ]);
  });

  it("names a statement without an account", () => {
    const text = `${CAMT_HEAD}<Stmt><Id>1</Id></Stmt></BkToCstmrStmt></Document>`;
    expect(errorOf(convertText("noacct.xml", text))).toMatchObject({ line: 4, element: "Stmt 1" });
  });

  it("skips an entry without a credit/debit indicator or without an amount, and keeps the rest", () => {
    const noMark = '<Ntry><Amt Ccy="EUR">1.00</Amt><BookgDt><Dt>2024-01-01</Dt></BookgDt></Ntry>';
    const noAmount = "<Ntry><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2024-01-01</Dt></BookgDt></Ntry>";
    const text = `${CAMT_HEAD}<Stmt><Id>1</Id><Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></Acct>\n${noMark}\n${noAmount}\n${GOOD_ENTRY}</Stmt></BkToCstmrStmt></Document>`;
    const file = parsed(convertText("nocd.xml", text));
    expect(file.statements[0]?.transactions).toHaveLength(1);
    expect(file.warnings.map((w) => [w.line, w.element, w.message])).toEqual([
      [
        5,
        "Stmt 1 / Ntry 1",
        "the entry has no credit/debit indicator (CdtDbtInd CRDT or DBIT) — transaction skipped.",
      ],
      [6, "Stmt 1 / Ntry 2", "the entry has no amount (Amt) — transaction skipped."],
    ]);
  });

  it("skips a statement without an account and keeps the others", () => {
    const good = `<Stmt><Id>2</Id><Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></Acct>${GOOD_ENTRY}</Stmt>`;
    const text = `${CAMT_HEAD}<Stmt><Id>1</Id>${GOOD_ENTRY}</Stmt>\n${good}</BkToCstmrStmt></Document>`;
    const file = parsed(convertText("twee.xml", text));
    expect(file.statements.map((s) => s.statementId)).toEqual(["2"]);
    expect(file.warnings[0]).toMatchObject({ code: "camt_statement_skipped", line: 4, element: "Stmt 1" });
  });

  it("reads a balance written with 13 decimals exactly, and skips one that cannot be exact", () => {
    const balance = (type: string, amount: string): string =>
      `<Bal><Tp><CdOrPrtry><Cd>${type}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-01-01</Dt></Dt></Bal>`;
    const text = `${CAMT_HEAD}<Stmt><Id>1</Id><Acct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></Acct>${balance("OPBD", "100.0000000000000")}\n${balance("CLBD", "102.0000000000001")}${GOOD_ENTRY}</Stmt></BkToCstmrStmt></Document>`;
    const file = parsed(convertText("decimals.xml", text));
    const statement = file.statements[0];
    expect(statement?.openingBalance?.amount).toBe("100.00");
    expect(statement?.closingBalance).toBeNull();
    expect(statement?.transactions).toHaveLength(1);
    expect(file.warnings[0]).toMatchObject({ code: "camt_balance_skipped", element: "Stmt 1 / Amt" });
  });

  it("refuses other XML (a payment order) as not a CAMT statement", () => {
    const text =
      '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>';
    expect(errorOf(convertText("pain.xml", text)).message).toMatch(/not a CAMT bank statement/);
  });

  it("survives very deep nesting and mismatched tags", () => {
    const deep = `${CAMT_HEAD}<Stmt><Acct><Id><IBAN>X</IBAN></Id></Acct>${"<A>".repeat(50_000)}${"</A>".repeat(50_000)}</Stmt></BkToCstmrStmt></Document>`;
    expect(convertText("deep.xml", deep).ok).toBe(true);
    const wrong = `${CAMT_HEAD}<Stmt><Ntry></Stmt></Ntry></BkToCstmrStmt></Document>`;
    expect(errorOf(convertText("wrong.xml", wrong)).message).toMatch(
      /not well formed|incomplete|has no amount/,
    );
  });

  it("keeps converting the other files of a batch", () => {
    const batch = convertBatch([
      { name: "ing.sta", bytes: readFixture("ing.sta") },
      { name: "garbage.bin", bytes: new Uint8Array([0, 1, 2, 3, 255]) },
      { name: "camt.xml", bytes: readFixture("camt053-v13.xml") },
    ]);
    expect(batch.files.map((f) => f.fileName)).toEqual(["ing.sta", "camt.xml"]);
    expect(batch.errors.map((e) => e.fileName)).toEqual(["garbage.bin"]);
    expect(batch.statements).toHaveLength(3);
  });

  it("never throws on random bytes or on damaged fixtures (property)", () => {
    const fixtures = ["ing.sta", "german.sta", "camt053-v02.xml", "camt053-v13.xml"].map(readFixture);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }),
          fc
            .tuple(
              fc.constantFrom(...fixtures),
              fc.nat(),
              fc.nat(),
              fc.uint8Array({ minLength: 1, maxLength: 20 }),
            )
            .map(([bytes, a, b, noise]) => {
              const copy = Uint8Array.from(bytes);
              copy.set(noise.subarray(0, Math.max(0, copy.length - (a % copy.length))), a % copy.length);
              return copy.subarray(0, Math.max(1, b % (copy.length + 1)));
            }),
        ),
        (bytes) => {
          const result = convertBankFile("fuzz", bytes);
          if (!result.ok) expect(result.error.message.length).toBeGreaterThan(10);
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});

describe("wrong tags", () => {
  it("ignores tags it does not need (:13D:, :21:, :65:, :NS:) and still reconciles", () => {
    const text =
      ":20:X\n:21:REL\n:13D:2401011200+0100\n:25:NL91ABNA0417164300\n:28C:1\n:60F:C240101EUR1,00\n:NS:22free text\n:61:240101C2,00NTRFNONREF\n:86:Rente\n:62F:C240101EUR3,00\n:65:C240102EUR3,00\n";
    const result = convertText("extra.sta", text);
    expect(
      result.ok && result.value.statements[0]?.transactions.map((t) => [t.amount, t.description]),
    ).toEqual([["2.00", "Rente"]]);
  });
});
