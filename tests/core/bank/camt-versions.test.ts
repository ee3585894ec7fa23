import { describe, expect, it } from "vitest";
import { checkStatement } from "../../../core/bank/checks";
import { convertFixture, row } from "./helpers";

const VERSIONS = ["02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "13"];

const EUR = { currency: "EUR", status: "BOOK" };
const BATCH = {
  bookingDate: "2024-01-10",
  valueDate: "2024-01-10",
  ...EUR,
  customerReference: "2",
  bankReference: "BANKREF-2",
  batchReference: "BATCH-2024-01",
  bankTransactionCode: "PMNT/ICDT/ESCT",
};

const EXPECTED_FIRST = [
  row({
    bookingDate: "2024-01-03",
    valueDate: "2024-01-03",
    amount: "1500.00",
    ...EUR,
    counterpartyName: "Klant & Zonen B.V.",
    counterpartyAccount: "NL20INGB0001234567",
    counterpartyBic: "INGBNL2A",
    ultimateParty: "Klant Holding",
    description: "Factuur 17 januari",
    endToEndId: "E2E-INV-17",
    customerReference: "1",
    bankReference: "BANKREF-1",
    bankTransactionCode: "PMNT/RCDT/ESCT",
  }),
  row({
    ...BATCH,
    amount: "-100.10",
    counterpartyName: "A. Jansen",
    counterpartyAccount: "NL44RABO0123456789",
    description: "Salaris januari",
    endToEndId: "SAL-1",
  }),
  row({
    ...BATCH,
    amount: "-200.20",
    counterpartyName: "B. de Vries",
    counterpartyAccount: "NL69INGB0123456789",
    counterpartyBic: "INGBNL2A",
    description: "Salaris januari",
    endToEndId: "SAL-2",
  }),
  row({
    ...BATCH,
    amount: "-300.30",
    counterpartyName: "Belastingdienst",
    counterpartyAccount: "NL86INGB0002445588",
    description: "1234567890123456",
    creditorReference: "1234567890123456",
  }),
  row({
    bookingDate: "2024-01-15",
    valueDate: "2024-01-14",
    amount: "45.50",
    ...EUR,
    description: "Storno incasso ENE-2024-01",
    bankTransactionCode: "N247",
    reversal: true,
  }),
  row({
    bookingDate: "2024-01-31",
    valueDate: "2024-01-31",
    amount: "-0.12345",
    ...EUR,
    description: "Kosten betalingsverkeer",
    bankTransactionCode: "ACMT/MDOP/CHRG",
    charges: "0.12345",
  }),
];

describe("CAMT.053 versions .001.02 to .001.13 (fixtures from make-camt-fixtures.mjs)", () => {
  for (const version of VERSIONS) {
    it(`camt.053.001.${version}: statements, balances, batch split, reversal, charges, 5 decimals`, () => {
      const file = convertFixture(`camt053-v${version}.xml`);
      expect(file.format).toBe("camt.053");
      const [first, second] = file.statements;
      expect(file.statements).toHaveLength(2);
      expect(first).toMatchObject({
        format: "camt.053",
        statementId: "STMT-2024-001",
        account: "NL91ABNA0417164300",
        currency: "EUR",
        number: "1",
        openingBalance: { amount: "1000.00", currency: "EUR", date: "2024-01-01" },
        closingBalance: { amount: "1944.77655", currency: "EUR", date: "2024-01-31" },
        closingAvailableBalance: { amount: "1944.77655", currency: "EUR", date: "2024-01-31" },
        location: "Stmt 1 (line 4)",
      });
      expect(first?.transactions).toEqual(EXPECTED_FIRST);
      expect(second).toMatchObject({
        account: "US-ACCOUNT-778",
        currency: "USD",
        number: "7",
        openingBalance: { amount: "-20.00", currency: "USD", date: "2024-01-31" },
        closingBalance: { amount: "80.00", currency: "USD", date: "2024-02-01" },
        closingAvailableBalance: null,
      });
      expect(second?.transactions).toEqual([
        row({
          bookingDate: "2024-02-01",
          valueDate: "2024-02-01",
          amount: "100.00",
          currency: "USD",
          status: "BOOK",
          counterpartyName: "Acme Corp",
          description: "Invoice <778> & more",
        }),
      ]);
      expect(file.statements.map((s) => checkStatement(s).reconciled)).toEqual([true, true]);
      expect(first && checkStatement(first)).toMatchObject({ moneyIn: "1545.50", moneyOut: "600.72345" });
    });
  }

  it("CAMT.052 with a namespace prefix: ITBD balance only, a pending entry not counted", () => {
    const file = convertFixture("camt052-v08.xml");
    expect(file.format).toBe("camt.052");
    const [report] = file.statements;
    expect(report).toMatchObject({
      format: "camt.052",
      account: "NL91ABNA0417164300",
      openingBalance: { amount: "80.00", currency: "EUR", date: "2024-02-02" },
      closingBalance: null,
      location: "Rpt 1 (line 4)",
    });
    expect(report?.transactions.map((t) => [t.bookingDate, t.amount, t.status, t.description])).toEqual([
      ["2024-02-02", "-5.00", "BOOK", "Parkeren"],
      ["2024-02-03", "-7.00", "PDNG", "Lunch"],
    ]);
    expect(report && checkStatement(report)).toMatchObject({
      reconciled: null,
      moneyOut: "5.00",
      expectedClosing: "75.00",
    });
  });

  it("CAMT.054 without balances: the entry is read, reconciliation is not possible", () => {
    const file = convertFixture("camt054-v08.xml");
    expect(file.format).toBe("camt.054");
    const [notification] = file.statements;
    expect(notification?.transactions).toEqual([
      row({
        bookingDate: "2024-02-05",
        valueDate: "2024-02-05",
        amount: "250.00",
        ...EUR,
        counterpartyName: "Stichting Noord",
        counterpartyAccount: "NL44RABO0123456789",
        description: "Subsidie",
      }),
    ]);
    expect(notification && checkStatement(notification).reconciled).toBeNull();
  });
});
