import { describe, expect, it } from "vitest";
import { convertBankFile, describeWarning } from "../../../core/bank/convert-file";
import type { ParsedFile } from "../../../core/bank/model";

/** Converts inline MT940 text; the test fails with the refusal when the file is refused. */
function read(
  text: string,
  encode: (text: string) => Uint8Array = (t) => new TextEncoder().encode(t),
): ParsedFile {
  const result = convertBankFile("test.sta", encode(text));
  if (!result.ok) throw new Error(`refused: ${result.error.message}`);
  return result.value;
}

function refusal(text: string): string {
  const result = convertBankFile("test.sta", new TextEncoder().encode(text));
  if (result.ok) throw new Error("expected a refusal");
  return result.error.message;
}

function warnings(file: ParsedFile): string[] {
  return file.warnings.map(describeWarning);
}

const HEAD = ":20:STMT1\n:25:NL91ABNA0417164300\n:28C:1/1\n:60F:C240101EUR100,00\n";
const BODY = ":61:2401020102D10,00NTRFNONREF//B1\n:86:/NAME/Shop/REMI/USTD//Groceries/\n";
const TAIL = ":62F:C240102EUR90,00\n";
const PLAIN = `${HEAD}${BODY}${TAIL}`;

describe("MT940 tolerance: each deviation real exports contain is read, and said where it matters", () => {
  it("reads the same statement with and without a SWIFT envelope", () => {
    const bare = read(PLAIN);
    const wrapped = read(
      `{1:F01ABNANL2AXXXX0000000000}{2:O9401200240102ABNANL2AXXXX00000000002401021200N}{4:\n${PLAIN}-}{5:{CHK:123}}\n`,
    );
    const withoutLocation = (file: ParsedFile): unknown[] =>
      file.statements.map(({ location: _, ...rest }) => rest);
    expect(withoutLocation(wrapped)).toEqual(withoutLocation(bare));
    expect(wrapped.warnings).toEqual([]);
  });

  it("reads several statements per file and several files concatenated", () => {
    const second = PLAIN.replace("STMT1", "STMT2").replace("1/1", "2/1");
    const file = read(
      `{1:F01X}{2:O940}{4:\n${PLAIN}-}\n{1:F01X}{2:O940}{4:\n${second}-}\n${PLAIN.replace("STMT1", "STMT3")}`,
    );
    expect(file.statements.map((s) => s.statementId)).toEqual(["STMT1", "STMT2", "STMT3"]);
    expect(file.statements.map((s) => s.transactions.length)).toEqual([1, 1, 1]);
  });

  it("reads CR, LF and CRLF line ends mixed in one file", () => {
    const mixed = PLAIN.split("\n")
      .map((line, i) => line + ["\r\n", "\r", "\n"][i % 3])
      .join("");
    const file = read(mixed);
    expect(file.statements[0]?.transactions[0]).toMatchObject({ amount: "-10.00", counterpartyName: "Shop" });
    expect(file.statements[0]?.closingBalance?.amount).toBe("90.00");
  });

  it("ignores trailing spaces and blank lines", () => {
    const padded = PLAIN.split("\n")
      .map((line) => (line ? `${line}   \n\n` : line))
      .join("");
    const file = read(`\n\n${padded}\n\n`);
    expect(file.statements[0]).toMatchObject({ statementId: "STMT1", account: "NL91ABNA0417164300" });
    expect(file.statements[0]?.transactions[0]?.description).toBe("Groceries");
    expect(file.statements[0]?.closingBalance?.amount).toBe("90.00");
  });

  it("reads a statement without :20: and says where one was assumed to start", () => {
    const file = read(PLAIN.replace(":20:STMT1\n", ""));
    expect(file.statements).toHaveLength(1);
    expect(file.statements[0]?.transactions).toHaveLength(1);
    expect(warnings(file)).toEqual([
      "statement 1, line 1: there is no statement reference (:20:) here; a new statement is assumed to start at this line.",
    ]);
  });

  it("splits statements concatenated without :20: at the next opening after a closing balance", () => {
    const noReference = PLAIN.replace(":20:STMT1\n", "");
    const file = read(`${noReference}${noReference}`);
    expect(file.statements).toHaveLength(2);
    expect(file.statements[1]?.location).toBe("line 7");
  });

  it("reads header fields written before :20: into the statement it opens", () => {
    const file = read(`:25:NL91ABNA0417164300\n:20:LATE\n:60F:C240101EUR1,00\n:62F:C240101EUR1,00\n`);
    expect(file.statements).toHaveLength(1);
    expect(file.statements[0]).toMatchObject({ statementId: "LATE", account: "NL91ABNA0417164300" });
    expect(file.warnings).toEqual([]);
  });

  it("reads a statement without :28C: (no number, no warning)", () => {
    const file = read(PLAIN.replace(":28C:1/1\n", ""));
    expect(file.statements[0]).toMatchObject({ number: "", sequence: "" });
    expect(file.warnings).toEqual([]);
  });

  it("reads ten digits in :28: as statement number and sequence of five each", () => {
    const file = read(PLAIN.replace(":28C:1/1", ":28:1810100002"));
    expect(file.statements[0]).toMatchObject({ number: "18101", sequence: "00002" });
  });

  it("reads :60M:/:62M: pages of one statement without a warning where the next page continues", () => {
    const first = PLAIN.replace(":62F:", ":62M:");
    const second = PLAIN.replace(":60F:C240101EUR100,00", ":60M:C240102EUR90,00")
      .replace(":62F:C240102EUR90,00", ":62F:C240102EUR80,00")
      .replace("1/1", "1/2");
    const file = read(`${first}${second}`);
    expect(file.statements.map((s) => [s.openingBalance?.amount, s.closingBalance?.amount])).toEqual([
      ["100.00", "90.00"],
      ["90.00", "80.00"],
    ]);
    expect(file.warnings).toEqual([]);
  });

  it("takes the last :62M: when :62F: is missing, and says so", () => {
    const file = read(`${HEAD}${BODY}:62M:C240102EUR95,00\n${BODY}:62M:C240102EUR85,00\n`);
    expect(file.statements[0]?.closingBalance?.amount).toBe("85.00");
    expect(warnings(file)).toEqual([
      "statement 1, line 1: the statement has no final closing balance (:62F:); its last intermediate closing balance (:62M:) is used.",
    ]);
  });

  it("keeps a statement that stops before its closing balance and says the file may be incomplete", () => {
    const file = read(`${HEAD}${BODY}`);
    expect(file.statements[0]?.transactions).toHaveLength(1);
    expect(warnings(file)).toEqual([
      "statement 1, line 1: the statement has no closing balance (:62F:); the file may be incomplete.",
    ]);
  });

  it("treats :64: and :65: as optional", () => {
    expect(read(PLAIN).statements[0]?.closingAvailableBalance).toBeNull();
    const file = read(`${PLAIN}:64:C240102EUR90,00\n:65:C240103EUR90,00\n:65:C240104EUR90,00\n`);
    expect(file.statements[0]?.closingAvailableBalance).toEqual({
      amount: "90.00",
      currency: "EUR",
      date: "2024-01-02",
    });
    expect(file.warnings).toEqual([]);
  });

  it("uses the value date when the entry date is missing, and the right year across a year end", () => {
    const file = read(
      `${HEAD}:61:240102D1,00NTRFNONREF\n:61:2312310102D2,00NTRFNONREF\n:61:2401011231C3,00NTRFNONREF\n:62F:C240102EUR100,00\n`,
    );
    expect(file.statements[0]?.transactions.map((t) => [t.valueDate, t.bookingDate])).toEqual([
      ["2024-01-02", "2024-01-02"],
      ["2023-12-31", "2024-01-02"],
      ["2024-01-01", "2023-12-31"],
    ]);
  });

  it("signs RC (reversed credit) as money out and RD (reversed debit) as money in", () => {
    const file = read(
      `${HEAD}:61:240102RC5,00NTRFNONREF\n:61:240102RD7,00NTRFNONREF\n:62F:C240102EUR102,00\n`,
    );
    expect(file.statements[0]?.transactions.map((t) => [t.amount, t.reversal])).toEqual([
      ["-5.00", true],
      ["7.00", true],
    ]);
  });

  it("skips the funds code letter after the mark (CR, DR, CN)", () => {
    const file = read(
      `${HEAD}:61:240102CR5,00NTRFNONREF\n:61:240102DN7,00NTRFNONREF\n:62F:C240102EUR98,00\n`,
    );
    expect(file.statements[0]?.transactions.map((t) => t.amount)).toEqual(["5.00", "-7.00"]);
  });

  it("reads amounts with a comma, without decimals, without a comma and with a point", () => {
    const file = read(
      `${HEAD}:61:240102C1,5NTRFNONREF\n:61:240102C2,NTRFNONREF\n:61:240102C3NTRFNONREF\n:61:240102C4.25NTRFNONREF\n:62F:C240102EUR110,75\n`,
    );
    expect(file.statements[0]?.transactions.map((t) => t.amount)).toEqual(["1.50", "2.00", "3.00", "4.25"]);
    expect(file.warnings).toEqual([]);
  });

  it("skips a transaction whose amount cannot be read, keeps the rest, and names statement and line", () => {
    const second = PLAIN.replace("STMT1", "STMT2");
    const broken = `${HEAD}:61:2401020102C12,3,4NTRFNONREF\n:86:/NAME/Lost/\n${BODY}${TAIL}`;
    const file = read(`${second}${second}${broken}`);
    expect(file.statements).toHaveLength(3);
    expect(file.statements[2]?.transactions.map((t) => t.counterpartyName)).toEqual(["Shop"]);
    expect(warnings(file)).toEqual([
      "statement 3, line 19: the amount '12,3,4' is unreadable — transaction skipped.",
    ]);
  });

  it("skips an unreadable balance and keeps the statement", () => {
    const file = read(PLAIN.replace(":60F:C240101EUR100,00", ":60F:C24XX01EUR100,00"));
    expect(file.statements[0]?.openingBalance).toBeNull();
    expect(file.statements[0]?.transactions).toHaveLength(1);
    expect(warnings(file)).toContain(
      "statement 1, line 4: the balance (:60F:) is unreadable: the date '24XX01' is not a date in YYMMDD form — balance skipped.",
    );
  });

  it("uses the statement's currency for a balance that lacks one, and says so", () => {
    const file = read(PLAIN.replace(":62F:C240102EUR90,00", ":62F:C24010290,00"));
    expect(file.statements[0]?.closingBalance).toEqual({
      amount: "90.00",
      currency: "EUR",
      date: "2024-01-02",
    });
    expect(warnings(file)).toEqual([
      "statement 1, line 7: balance (:62F:): the currency is missing; EUR (the statement's) is used.",
    ]);
  });

  it("reads a day past the end of its month as the month's last day, and says so", () => {
    const file = read(PLAIN.replace(":61:2401020102D", ":61:2402300301D"));
    expect(file.statements[0]?.transactions[0]).toMatchObject({
      valueDate: "2024-02-29",
      bookingDate: "2024-03-01",
    });
    expect(warnings(file)).toEqual([
      "statement 1, line 5: transaction (:61:): the value date '240230' does not exist; the month's last day is used.",
    ]);
  });

  it("reads non-ASCII :86: text in UTF-8 and in Windows-1252", () => {
    const text = PLAIN.replace("/NAME/Shop/", "/NAME/Café Müller €/");
    expect(read(text).statements[0]?.transactions[0]?.counterpartyName).toBe("Café Müller €");
    const windows1252 = (t: string): Uint8Array =>
      Uint8Array.from([...t].map((c) => (c === "€" ? 0x80 : c.charCodeAt(0))));
    expect(read(text, windows1252).statements[0]?.transactions[0]?.counterpartyName).toBe("Café Müller €");
  });

  it("joins a long :86: over continuation lines, even where a line starts like a tag (:26:)", () => {
    const body =
      ":61:2401020102D10,00NTRFNONREF\n:86:/EREF/E2E-1/NAME/Een Heel Lange Naam Van Een Bedr\nijf B.V./REMI/USTD//Factuur 2024-001 en factuur 2024-0\n:26:02 samen/\n";
    const file = read(`${HEAD}${body}${TAIL}`);
    expect(file.statements[0]?.transactions[0]).toMatchObject({
      endToEndId: "E2E-1",
      counterpartyName: "Een Heel Lange Naam Van Een Bedrijf B.V.",
      description: "Factuur 2024-001 en factuur 2024-0:26:02 samen",
    });
  });

  it("reads a tag wrapped after its colon and tags indented by spaces", () => {
    const file = read(`${HEAD}:61:2401020102D10,00NTRFNONREF\n:\n86:/NAME/Shop/\n   :62F:C240102EUR90,00\n`);
    expect(file.statements[0]?.transactions[0]?.counterpartyName).toBe("Shop");
    expect(file.statements[0]?.closingBalance?.amount).toBe("90.00");
  });

  it("reads a :61: wrapped before its amount", () => {
    const file = read(`${HEAD}:61:2401020102DR\n10,00NTRFNONREF\n${TAIL}`);
    expect(file.statements[0]?.transactions[0]).toMatchObject({
      amount: "-10.00",
      bankTransactionCode: "NTRF",
    });
  });

  it("reads a :61: whose type code is short or missing", () => {
    const file = read(`${HEAD}:61:240102D10,00S   X\n${TAIL}`);
    expect(file.statements[0]?.transactions[0]).toMatchObject({ amount: "-10.00", bankTransactionCode: "S" });
  });

  it("ends a message at '-' followed by transmission control characters", () => {
    const message = `\u0001\n${PLAIN}:64:C240102EUR90,00\n-\u0003\n`;
    const file = read(message.repeat(3));
    expect(file.statements).toHaveLength(3);
    expect(file.statements[2]?.closingAvailableBalance?.amount).toBe("90.00");
    expect(file.warnings).toEqual([]);
  });

  it("keeps the first account when a second :25: appears inside the statement, and says so", () => {
    const file = read(`${HEAD}${BODY}:25:166?00GUTSCHRIFT\n${TAIL}`);
    expect(file.statements[0]?.account).toBe("NL91ABNA0417164300");
    expect(warnings(file)).toEqual([
      "statement 1, line 7: a second account line (:25:) '166?00GUTSCHRIFT' in the statement is ignored.",
    ]);
  });

  it("lists at most 200 warnings and counts the rest", () => {
    const broken = ":61:240102C1,2,3NTRFNONREF\n".repeat(250);
    const file = read(`${HEAD}${broken}${TAIL}`);
    expect(file.warnings).toHaveLength(201);
    expect(file.warnings[200]?.message).toBe("50 more warnings like the ones above are not listed.");
  });
});

describe("MT940 structured :86: details become columns", () => {
  it("reads German ?20–?29, ?30–?33 and ?60–?63 subfields with SEPA keywords", () => {
    const info =
      ":86:166?00GUTSCHRIFT?100399?20EREF+E2E-7?21SVWZ+Rechnung 42 \n?22vom Mai?30COBADEFFXXX?31DE89370400440532013000?32Muster?33 GmbH?60 und Sohn\n";
    const row = read(`${HEAD}:61:240102C5,00N166NONREF\n${info}:62F:C240102EUR105,00\n`).statements[0]
      ?.transactions[0];
    expect(row).toMatchObject({
      counterpartyName: "Muster GmbH",
      counterpartyAccount: "DE89370400440532013000",
      counterpartyBic: "COBADEFFXXX",
      endToEndId: "E2E-7",
      description: "Rechnung 42 vom Mai und Sohn",
      transactionType: "GUTSCHRIFT",
      bankTransactionCode: "N166 166",
    });
  });

  it("reads /EREF/ /REMI/ /NAME/ /IBAN/ /CSID/ /MARF/ (ING, ABN AMRO, Rabobank)", () => {
    const info =
      ":86:/TRTP/SEPA Incasso/CSID/NL00ZZZ123456780000/NAME/Energie B.V./MARF/M-99/EREF/E2E-8/IBAN/NL20INGB0001234567/REMI/USTD//Termijn juni/\n";
    const row = read(`${HEAD}:61:240102D5,00NDDTNONREF\n${info}:62F:C240102EUR95,00\n`).statements[0]
      ?.transactions[0];
    expect(row).toMatchObject({
      creditorId: "NL00ZZZ123456780000",
      counterpartyName: "Energie B.V.",
      mandateId: "M-99",
      endToEndId: "E2E-8",
      counterpartyAccount: "NL20INGB0001234567",
      description: "Termijn juni",
      transactionType: "SEPA Incasso",
    });
  });

  it("reads a structured creditor reference (/REMI/STRD/CUR/…)", () => {
    const info = ":86:/NAME/Belastingdienst/REMI/STRD/CUR/1234567890123456/\n";
    const row = read(`${HEAD}:61:240102D5,00NTRFNONREF\n${info}:62F:C240102EUR95,00\n`).statements[0]
      ?.transactions[0];
    expect(row?.creditorReference).toBe("1234567890123456");
  });
});

describe("MT942 interim reports", () => {
  it("reads :13D:, :34F: and :90D:/:90C: as an interim report without balance warnings", () => {
    const text =
      ":20:INTRADAY1\n:25:NL91ABNA0417164300\n:28C:5/1\n:34F:EURD0,00\n:34F:EURC100,00\n:13D:2401021530+0100\n:61:2401020102D12,50NTRFNONREF\n:86:/NAME/Shop/\n:61:2401020102C150,00NTRFNONREF\n:90D:1EUR12,50\n:90C:1EUR150,\n";
    const file = read(text);
    const statement = file.statements[0];
    expect(statement?.interim).toEqual({
      createdAt: "2024-01-02T15:30+01:00",
      floorLimitDebit: "0.00",
      floorLimitCredit: "100.00",
      debits: { count: 1, amount: "12.50", currency: "EUR" },
      credits: { count: 1, amount: "150.00", currency: "EUR" },
    });
    expect(statement?.currency).toBe("EUR");
    expect(statement?.transactions.map((t) => [t.amount, t.currency])).toEqual([
      ["-12.50", "EUR"],
      ["150.00", "EUR"],
    ]);
    expect(statement?.openingBalance).toBeNull();
    expect(file.warnings).toEqual([]);
  });

  it("applies one :34F: without a mark to debits and credits", () => {
    const file = read(":20:I\n:25:NL91ABNA0417164300\n:34F:PLN0\n:13D:1701191815+0100\n");
    expect(file.statements[0]?.interim).toMatchObject({ floorLimitDebit: "0.00", floorLimitCredit: "0.00" });
  });

  it("warns about an unreadable :13D: and keeps the report", () => {
    const file = read(":20:I\n:25:NL91ABNA0417164300\n:13D:yesterday\n:61:240102C1,00NTRFNONREF\n");
    expect(file.statements[0]?.transactions).toHaveLength(1);
    expect(warnings(file)).toEqual([
      "statement 1, line 3: the report time (:13D:) 'yesterday' is unreadable — skipped.",
    ]);
  });
});

describe("a file is refused only when nothing in it is a statement, saying what it looks like", () => {
  it("names the MT940 tags when none of them makes a statement", () => {
    expect(refusal(":86:091\n-\n")).toMatch(/has MT940 tags \(:86:\) but no statement/);
  });

  it("says when the file holds only numbers", () => {
    expect(refusal("1\n2\n3\n4\n")).toMatch(/holds only numbers/);
  });

  it("says when the file is a CSV export without date and amount columns", () => {
    expect(refusal("Naam;Plaats;Telefoon\nJan;Utrecht;030-1234567\nPiet;Delft;015-7654321\n")).toMatch(
      /no date and amount columns could be found in this spreadsheet \(CSV\) export/,
    );
  });

  it("says when the file is another SWIFT message", () => {
    expect(refusal("{1:F01BANKNL2AXXXX0000000000}{2:I101BANKNL2AXXXXN}{4:\n:20:PAY\n:28D:1/1\n-}")).toMatch(
      /SWIFT MT101 message/,
    );
  });

  it("says when the file is a web page", () => {
    expect(refusal("<!DOCTYPE html><html><body>Inloggen</body></html>")).toMatch(/web page \(HTML\)/);
  });
});
