import { describe, expect, it } from "vitest";
import { checkStatement } from "../../../core/bank/checks";
import { describeWarning } from "../../../core/bank/convert-file";
import type { ParsedFile } from "../../../core/bank/model";
import { convertText } from "./helpers";

type Kind = "052" | "053" | "054";
const MESSAGE: Record<Kind, { root: string; record: string }> = {
  "052": { root: "BkToCstmrAcctRpt", record: "Rpt" },
  "053": { root: "BkToCstmrStmt", record: "Stmt" },
  "054": { root: "BkToCstmrDbtCdtNtfctn", record: "Ntfctn" },
};

/** A small CAMT document in the layout of `version`: V01 root suffix, .02 TxAmt, .08 Sts/Cd and BICFI. */
function camt(
  kind: Kind,
  version: number,
  entries: string,
  options: { head?: string; balances?: boolean } = {},
): string {
  const { root, record } = MESSAGE[kind];
  const v = String(version).padStart(2, "0");
  const rootName = version === 1 ? `${root}V01` : root;
  const balances =
    options.balances === false
      ? ""
      : `<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-01</Dt></Dt></Bal><Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">90.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-02</Dt></Dt></Bal>`;
  const account =
    version === 1
      ? "<Id><PrtryAcct><Id>CH2801234000123456789</Id></PrtryAcct></Id>"
      : "<Id><IBAN>NL91ABNA0417164300</IBAN></Id>";
  return `${options.head ?? '<?xml version="1.0" encoding="UTF-8"?>\n'}<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${kind}.001.${v}">
<${rootName}><GrpHdr><MsgId>M1</MsgId></GrpHdr>
<${record}><Id>R1</Id><Acct>${account}<Ccy>EUR</Ccy></Acct>${balances}
${entries}
</${record}></${rootName}></Document>`;
}

function entry(
  version: number,
  body: { amount?: string; cdtDbt?: string; dates?: string; extra?: string; details?: string },
): string {
  const status = version >= 8 ? "<Sts><Cd>BOOK</Cd></Sts>" : "<Sts>BOOK</Sts>";
  const dates = body.dates ?? "<BookgDt><Dt>2024-03-02</Dt></BookgDt><ValDt><Dt>2024-03-02</Dt></ValDt>";
  return `<Ntry><Amt Ccy="EUR">${body.amount ?? "10.00"}</Amt><CdtDbtInd>${body.cdtDbt ?? "DBIT"}</CdtDbtInd>${body.extra ?? ""}${status}${dates}<NtryDtls>${body.details ?? ""}</NtryDtls></Ntry>`;
}

function details(version: number, amount: string, name: string, remittance: string): string {
  const amt =
    version <= 2
      ? `<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>`
      : `<Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd>`;
  const party = version >= 8 ? `<Cdtr><Pty><Nm>${name}</Nm></Pty></Cdtr>` : `<Cdtr><Nm>${name}</Nm></Cdtr>`;
  const bic = version >= 4 ? "BICFI" : "BIC";
  return `<TxDtls><Refs><EndToEndId>E-${name}</EndToEndId></Refs>${amt}<RltdPties>${party}<CdtrAcct><Id><IBAN>NL20INGB0001234567</IBAN></Id></CdtrAcct></RltdPties><RltdAgts><CdtrAgt><FinInstnId><${bic}>INGBNL2A</${bic}></FinInstnId></CdtrAgt></RltdAgts><RmtInf><Ustrd>${remittance}</Ustrd></RmtInf></TxDtls>`;
}

function read(text: string): ParsedFile {
  const result = convertText("test.xml", text);
  if (!result.ok) throw new Error(`refused: ${result.error.message} (${result.error.element})`);
  return result.value;
}

const VERSIONS: Record<Kind, number[]> = {
  "052": [1, 2, 3, 4, 5, 6, 7, 8],
  "053": [2, 3, 4, 5, 6, 7, 8],
  "054": [1, 2, 3, 4, 5, 6, 7, 8],
};

describe("CAMT versions: Rpt (052), Stmt (053) and Ntfctn (054) in every layout version", () => {
  for (const kind of ["052", "053", "054"] as const) {
    for (const version of VERSIONS[kind]) {
      it(`camt.${kind}.001.${String(version).padStart(2, "0")}`, () => {
        const text = camt(
          kind,
          version,
          entry(version, { details: details(version, "10.00", "Shop", "Boodschappen") }),
        );
        const file = read(text);
        expect(file.format).toBe(`camt.${kind}`);
        const [statement] = file.statements;
        expect(statement).toMatchObject({
          statementId: "R1",
          account: version === 1 ? "CH2801234000123456789" : "NL91ABNA0417164300",
          openingBalance: { amount: "100.00", currency: "EUR", date: "2024-03-01" },
          closingBalance: { amount: "90.00", currency: "EUR", date: "2024-03-02" },
        });
        expect(statement?.transactions).toHaveLength(1);
        expect(statement?.transactions[0]).toMatchObject({
          amount: "-10.00",
          counterpartyName: "Shop",
          counterpartyAccount: "NL20INGB0001234567",
          counterpartyBic: "INGBNL2A",
          endToEndId: "E-Shop",
          description: "Boodschappen",
          status: "BOOK",
        });
        expect(statement && checkStatement(statement).reconciled).toBe(true);
        expect(file.warnings).toEqual([]);
      });
    }
  }
});

describe("CAMT shapes real banks send", () => {
  it("uses the value date for an entry without BookgDt, and says so", () => {
    const file = read(camt("053", 8, entry(8, { dates: "<ValDt><Dt>2024-03-03</Dt></ValDt>" })));
    expect(file.statements[0]?.transactions[0]).toMatchObject({
      bookingDate: "2024-03-03",
      valueDate: "2024-03-03",
    });
    expect(file.warnings.map(describeWarning)).toEqual([
      "statement 1, line 5, element Stmt 1 / Ntry 1: the entry has no booking date (BookgDt); its value date (ValDt) is used.",
    ]);
  });

  it("keeps an entry without any date and flags it", () => {
    const file = read(camt("054", 8, entry(8, { dates: "" }), { balances: false }));
    expect(file.statements[0]?.transactions[0]).toMatchObject({
      amount: "-10.00",
      bookingDate: "",
      valueDate: "",
    });
    expect(file.warnings.map((w) => w.message)).toEqual([
      "the entry has no booking date (BookgDt) and no value date (ValDt); it is kept without a date.",
    ]);
  });

  it("splits a batch entry with several TxDtls into rows that add up to the entry", () => {
    const batch = `<Btch><PmtInfId>BATCH-1</PmtInfId><NbOfTxs>2</NbOfTxs></Btch>${details(8, "4.00", "A", "Een")}${details(8, "6.00", "B", "Twee")}`;
    const file = read(camt("053", 8, entry(8, { details: batch })));
    expect(
      file.statements[0]?.transactions.map((t) => [t.amount, t.counterpartyName, t.batchReference]),
    ).toEqual([
      ["-4.00", "A", "BATCH-1"],
      ["-6.00", "B", "BATCH-1"],
    ]);
  });

  it("reads charges on an entry", () => {
    const charges = `<Chrgs><TtlChrgsAndTaxAmt Ccy="EUR">1.25</TtlChrgsAndTaxAmt><Rcrd><Amt Ccy="EUR">1.25</Amt></Rcrd></Chrgs>`;
    const file = read(
      camt("053", 8, entry(8, { extra: charges, details: details(8, "10.00", "Shop", "X") })),
    );
    expect(file.statements[0]?.transactions[0]?.charges).toBe("1.25");
  });

  it("marks a reversal (RvslInd) and keeps its sign from CdtDbtInd", () => {
    const file = read(
      camt("053", 4, entry(4, { cdtDbt: "CRDT", amount: "10.00", extra: "<RvslInd>true</RvslInd>" }), {
        balances: false,
      }),
    );
    expect(file.statements[0]?.transactions[0]).toMatchObject({ amount: "10.00", reversal: true });
  });

  it("keeps five-decimal amounts exact", () => {
    const file = read(camt("053", 2, entry(2, { amount: "0.12345" }), { balances: false }));
    expect(file.statements[0]?.transactions[0]?.amount).toBe("-0.12345");
  });

  it("reads a file that begins with a comment or a processing instruction", () => {
    const entries = entry(8, {});
    for (const head of [
      '<!-- exported by the bank -->\n<?xml version="1.0" encoding="UTF-8"?>\n',
      '\n\n  <?xml version="1.0"?>\n',
      '<?xml version="1.0"?>\n<!-- statement -->\n<?xml-stylesheet type="text/xsl" href="camt.xsl"?>\n',
    ]) {
      expect(read(camt("053", 8, entries, { head })).statements[0]?.transactions).toHaveLength(1);
    }
  });

  it("still refuses a DOCTYPE and says exactly why", () => {
    const text = camt("053", 8, entry(8, {}), { head: '<?xml version="1.0"?>\n<!DOCTYPE Document>\n' });
    const result = convertText("doctype.xml", text);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({
        line: 2,
        message:
          "the file contains a DOCTYPE declaration. Bank statements never need one, and it can be used to attack the reader, so the file is refused.",
      });
  });
});
