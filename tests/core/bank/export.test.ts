import { describe, expect, it } from "vitest";
import { exportStatementsCsv, exportStatementsJson, exportStatementsXlsx } from "../../../core/bank/export";
import { readXlsx, serialToIsoDate } from "../export/xlsx-reader";
import { convertFixture } from "./helpers";

const statements = [
  ...convertFixture("abn-amro-sepa.sta").statements,
  ...convertFixture("camt053-v08.xml").statements,
];

describe("bank statement exports", () => {
  it("XLSX: transactions sheet with real dates and numbers, statements summary sheet", () => {
    const { sheets } = readXlsx(exportStatementsXlsx(statements));
    expect(sheets.map((s) => s.name)).toEqual(["Transactions", "Statements"]);
    const [transactions, summary] = sheets;
    expect(transactions?.rows).toHaveLength(1 + 3 + 6 + 1);
    const header = transactions?.rows[0]?.map((c) => c.value) ?? [];
    expect(header.slice(0, 10)).toEqual([
      "Account",
      "Statement",
      "Booking date",
      "Value date",
      "Amount",
      "Currency",
      "Counterparty",
      "Counterparty account",
      "Counterparty BIC",
      "Description",
    ]);
    const first = transactions?.rows[1] ?? [];
    expect(first[2]).toMatchObject({ type: "n", format: "yyyy-mm-dd" });
    expect(serialToIsoDate(Number(first[2]?.value))).toBe("2024-01-02");
    expect(first[4]).toMatchObject({ type: "n", value: "-250", format: "#,##0.00###" });
    const charges = transactions?.rows[9] ?? [];
    expect(charges.find((c) => c.ref.startsWith("E"))?.value).toBe("-0.12345");
    expect(transactions?.xml).toContain('state="frozen"');
    expect(transactions?.xml).toContain('<autoFilter ref="A1:X11"/>');
    expect(summary?.rows.map((r) => r.find((c) => c.ref.startsWith("M"))?.value)).toEqual([
      "Reconciled",
      "yes",
      "yes",
      "yes",
    ]);
    expect(summary?.rows[1]?.find((c) => c.ref.startsWith("H"))).toMatchObject({ type: "n", value: "1000" });
  });

  it("CSV for Dutch Excel: BOM, semicolons, decimal comma, neutralised formulas", () => {
    const withFormula = [
      {
        ...statements[0],
        transactions: [{ ...statements[0]?.transactions[0], description: "=HYPERLINK(1)" }],
      },
    ] as typeof statements;
    const csv = exportStatementsCsv(withFormula, "nl");
    expect(csv.startsWith("\uFEFFAccount;Statement;Booking date;")).toBe(true);
    const line = csv.split("\r\n")[1];
    expect(line).toBe(
      "417164300;13501/1;2024-01-02;2024-01-02;-250,00;EUR;J. JANSEN;NL44RABO0123456789;RABONL2U;'=HYPERLINK(1);;;;;;;;N658;SEPA OVERBOEKING;;no;;;abn-amro-sepa.sta",
    );
  });

  it("CSV international: commas and decimal point, RFC 4180 quoting", () => {
    const csv = exportStatementsCsv(statements.slice(1, 2), "international");
    const lines = csv.split("\r\n");
    expect(lines[1]).toBe(
      "NL91ABNA0417164300,1,2024-01-03,2024-01-03,1500.00,EUR,Klant & Zonen B.V.,NL20INGB0001234567,INGBNL2A,Factuur 17 januari,E2E-INV-17,,,,,BANKREF-1,1,PMNT/RCDT/ESCT,,,no,Klant Holding,BOOK,camt053-v08.xml",
    );
    expect(lines).toHaveLength(1 + 6 + 1);
  });

  it("JSON keeps exact amounts as strings and the checks", () => {
    const json = JSON.parse(exportStatementsJson(statements.slice(1, 2)));
    expect(json.statements[0].closingBalance.amount).toBe("1944.77655");
    expect(json.statements[0].check).toMatchObject({ reconciled: true, moneyOut: "600.72345" });
    expect(json.statements[0].transactions[5].amount).toBe("-0.12345");
  });
});
