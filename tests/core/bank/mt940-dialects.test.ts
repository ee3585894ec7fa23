import { describe, expect, it } from "vitest";
import { checkStatement } from "../../../core/bank/checks";
import { convertFixture, firstStatement, row } from "./helpers";

const EUR = { currency: "EUR" };

describe("MT940 dialects (fixtures in tests/fixtures/bank, made by make-mt940-fixtures.mjs)", () => {
  it("ING: envelope with {3:} block, IBAN+currency in :25:, /CNTP/ /REMI/USTD/ /PREF/ /RTRN/ and a reversal", () => {
    expect(convertFixture("ing.sta").format).toBe("mt940");
    const s = firstStatement("ing.sta");
    expect(s).toMatchObject({
      account: "NL69INGB0123456789",
      currency: "EUR",
      statementId: "P240220000000001",
      number: "00000",
      sequence: "",
      openingBalance: { amount: "662.23", currency: "EUR", date: "2024-02-19" },
      closingBalance: { amount: "663.65", currency: "EUR", date: "2024-02-20" },
      closingAvailableBalance: { amount: "663.65", currency: "EUR", date: "2024-02-20" },
      location: "line 2",
    });
    const counterparty = {
      counterpartyName: "Webshop Noord B.V.",
      counterpartyAccount: "NL32INGB0000012345",
      counterpartyBic: "INGBNL2A",
    };
    const dates = { bookingDate: "2024-02-20", valueDate: "2024-02-20" };
    expect(s.transactions).toEqual([
      row({
        ...dates,
        ...EUR,
        ...counterparty,
        amount: "1.56",
        description: "Terugbetaling order 2024/0077",
        endToEndId: "EV12341REP1231456T1234",
        bankReference: "00000000001005",
        bankTransactionCode: "NTRF",
      }),
      row({
        ...dates,
        ...EUR,
        amount: "-1.57",
        description: "TOTAAL 1 VZ",
        batchReference: "M000000003333333",
        bankReference: "00000000001006",
        bankTransactionCode: "NTRF",
      }),
      row({
        ...dates,
        ...EUR,
        ...counterparty,
        amount: "1.57",
        description: "Storno incasso",
        endToEndId: "20240201P0123478",
        mandateId: "MND-120123",
        creditorId: "NL32ZZZ999999991234",
        bankReference: "00000000001007",
        bankTransactionCode: "NRTI",
        reversal: true,
      }),
      row({
        ...dates,
        ...EUR,
        ...counterparty,
        amount: "-0.14",
        description: "1234567890123456",
        creditorReference: "1234567890123456",
        endToEndId: "EV123R702",
        mandateId: "EV123MND",
        creditorId: "NL32ZZZ999999991234",
        bankReference: "00000000001009",
        bankTransactionCode: "NDDT",
      }),
    ]);
    expect(checkStatement(s)).toMatchObject({
      reconciled: true,
      difference: "0.00",
      moneyIn: "3.13",
      moneyOut: "1.71",
    });
  });

  it("ABN AMRO old layout: header lines, :28:, BEA/GIRO/account-number :86:", () => {
    const s = firstStatement("abn-amro-old.sta");
    expect(s).toMatchObject({
      account: "517852257",
      number: "19321",
      sequence: "1",
      statementId: "ABN AMRO BANK NV",
    });
    expect(s.transactions).toEqual([
      row({
        bookingDate: "2011-05-22",
        valueDate: "2011-05-22",
        amount: "-9.00",
        ...EUR,
        description: "BEA   NR:1SQ5YD   22.05.11/14.23 KOFFIEHUIS DE HOEK,PAS123",
        bankTransactionCode: "N426",
      }),
      row({
        bookingDate: "2011-05-22",
        valueDate: "2011-05-22",
        amount: "125.00",
        ...EUR,
        counterpartyName: "J. JANSEN",
        counterpartyAccount: "6109722",
        description: "FACTUUR 2011-0042",
        bankTransactionCode: "N541",
      }),
      row({
        bookingDate: "2011-05-23",
        valueDate: "2011-05-23",
        amount: "-57.45",
        ...EUR,
        counterpartyName: "GEMEENTE UTRECHT",
        counterpartyAccount: "541234567",
        description: "AANSLAG 1234567",
        bankTransactionCode: "N422",
      }),
    ]);
    expect(checkStatement(s).reconciled).toBe(true);
  });

  it("ABN AMRO SEPA layout: /TRTP/ /IBAN/ /BIC/ /NAME/ /REMI/ /EREF/ /CSID/ /MARF/, LF line ends, tags wrapped mid-word", () => {
    const s = firstStatement("abn-amro-sepa.sta");
    expect(s.transactions).toEqual([
      row({
        bookingDate: "2024-01-02",
        valueDate: "2024-01-02",
        amount: "-250.00",
        ...EUR,
        counterpartyName: "J. JANSEN",
        counterpartyAccount: "NL44RABO0123456789",
        counterpartyBic: "RABONL2U",
        description: "FACTUUR 2024-001",
        bankTransactionCode: "N658",
        transactionType: "SEPA OVERBOEKING",
      }),
      row({
        bookingDate: "2024-01-03",
        valueDate: "2024-01-03",
        amount: "1500.00",
        ...EUR,
        counterpartyName: "KLANT B.V.",
        counterpartyAccount: "NL20INGB0001234567",
        counterpartyBic: "INGBNL2A",
        description: "BETALING FACTUUR 17",
        endToEndId: "E2E-17",
        bankTransactionCode: "N654",
        transactionType: "SEPA OVERBOEKING",
      }),
      row({
        bookingDate: "2024-01-04",
        valueDate: "2024-01-04",
        amount: "-45.50",
        ...EUR,
        counterpartyName: "ENERGIE B.V.",
        counterpartyAccount: "NL91ABNA0417164300",
        counterpartyBic: "ABNANL2A",
        description: "VOORSCHOT JANUARI",
        endToEndId: "ENE-2024-01",
        mandateId: "MANDAAT-9",
        creditorId: "NL98ZZZ999999999999",
        bankTransactionCode: "N247",
        transactionType: "SEPA INCASSO ALGEMEEN DOORLOPEND",
      }),
    ]);
    expect(checkStatement(s).reconciled).toBe(true);
  });

  it("Rabobank: :940: header, 'IBAN EUR' account, counterparty IBAN on :61: line 2, /BENM//NAME/ and /ORDP//NAME/", () => {
    const s = firstStatement("rabobank.sta");
    expect(s).toMatchObject({ account: "NL44RABO0123456789", number: "5", statementId: "940S240105" });
    const dates = { bookingDate: "2024-01-05", valueDate: "2024-01-05" };
    expect(s.transactions).toEqual([
      row({
        ...dates,
        amount: "-1210.00",
        ...EUR,
        counterpartyName: "Leverancier B.V.",
        counterpartyAccount: "NL91ABNA0417164300",
        description: "Factuur 88 januari",
        endToEndId: "2024-INV-88",
        bankTransactionCode: "N102",
      }),
      row({
        ...dates,
        amount: "99.95",
        ...EUR,
        counterpartyName: "P. de Vries",
        counterpartyAccount: "NL20INGB0001234567",
        description: "Bestelling 5512",
        bankTransactionCode: "N541",
      }),
      row({
        ...dates,
        amount: "-30.00",
        ...EUR,
        counterpartyName: "Verzekeraar N.V.",
        counterpartyAccount: "NL91ABNA0417164300",
        description: "Premie januari",
        endToEndId: "SDD-7781",
        mandateId: "MNDT-001",
        creditorId: "NL55ZZZ123456780000",
        bankTransactionCode: "N109",
      }),
    ]);
    expect(checkStatement(s).reconciled).toBe(true);
  });

  it("ASN (de Volksbank): 'IBAN name' first :86: line, description after it", () => {
    const s = firstStatement("asn.sta");
    expect(s).toMatchObject({ account: "NL66ASNB0707070707", number: "1", sequence: "1" });
    expect(s.transactions).toEqual([
      row({
        bookingDate: "2024-01-05",
        valueDate: "2024-01-05",
        amount: "-12.50",
        ...EUR,
        counterpartyName: "Boekhandel De Letter",
        counterpartyAccount: "NL91ABNA0417164300",
        description: "Bestelling 1234",
        customerReference: "NL91ABNA0417164300",
        bankTransactionCode: "NIDB",
      }),
      row({
        bookingDate: "2024-01-05",
        valueDate: "2024-01-05",
        amount: "100.00",
        ...EUR,
        counterpartyName: "J. de Boer",
        counterpartyAccount: "NL20INGB0001234567",
        description: "Terugbetaling lening",
        customerReference: "NL20INGB0001234567",
        bankTransactionCode: "NOVB",
      }),
    ]);
  });

  it("SNS/RegioBank (de Volksbank): Windows-1252 file with an accented name", () => {
    const file = convertFixture("sns-regiobank.sta");
    expect(file.encoding).toBe("windows-1252");
    expect(file.statements[0]?.transactions).toEqual([
      row({
        bookingDate: "2024-01-10",
        valueDate: "2024-01-10",
        amount: "-4.20",
        ...EUR,
        counterpartyName: "Café Het Plein",
        counterpartyAccount: "NL72RBRB0808080808",
        description: "Koffie en croissant",
        customerReference: "NL72RBRB0808080808",
        bankTransactionCode: "NBEA",
      }),
    ]);
  });

  it("Triodos: '>' subfields with description and name wrapped across lines", () => {
    const s = firstStatement("triodos.sta");
    expect(s.transactions).toEqual([
      row({
        bookingDate: "2024-01-05",
        valueDate: "2024-01-05",
        amount: "-75.00",
        ...EUR,
        counterpartyName: "Drukkerij Jansen",
        counterpartyAccount: "NL91ABNA0417164300",
        description: "Factuur 2024-07 drukwerk",
        bankTransactionCode: "NTRF",
      }),
      row({
        bookingDate: "2024-01-05",
        valueDate: "2024-01-05",
        amount: "300.00",
        ...EUR,
        counterpartyName: "Stichting Het Goede Doel",
        counterpartyAccount: "NL20INGB0001234567",
        description: "Donatie januari",
        bankTransactionCode: "NTRF",
      }),
    ]);
  });

  it("Knab: structured tags and a bank reference after //", () => {
    const s = firstStatement("knab.sta");
    expect(s.transactions).toEqual([
      row({
        bookingDate: "2024-02-01",
        valueDate: "2024-02-01",
        amount: "-19.99",
        ...EUR,
        counterpartyName: "Webwinkel B.V.",
        counterpartyAccount: "NL44RABO0123456789",
        counterpartyBic: "RABONL2U",
        description: "Order 7781",
        bankReference: "KN0001",
        bankTransactionCode: "NTRF",
      }),
    ]);
    expect(checkStatement(s).reconciled).toBe(true);
  });

  it("bunq: /IBAN/ /NAME/ /REMI/ without trailing slash", () => {
    const s = firstStatement("bunq.sta");
    expect(
      s.transactions.map((t) => [t.amount, t.counterpartyName, t.counterpartyAccount, t.description]),
    ).toEqual([
      ["25.00", "A. Vriend", "NL20INGB0001234567", "Pizza avond"],
      ["-7.50", "Parkeren Stad", "NL91ABNA0417164300", "Parkeren 2 maart"],
    ]);
    expect(checkStatement(s).reconciled).toBe(true);
  });

  it("German: ?-subfields, GVC, SEPA keywords, Latin-1, booking date across the year end, RD reversal", () => {
    expect(convertFixture("german.sta").encoding).toBe("windows-1252");
    const s = firstStatement("german.sta");
    expect(s).toMatchObject({ account: "50010517/5407324931", number: "00001", sequence: "001" });
    expect(s.transactions).toEqual([
      row({
        bookingDate: "2024-01-02",
        valueDate: "2023-12-29",
        amount: "-49.90",
        ...EUR,
        counterpartyName: "Stadtwerke München GmbH",
        counterpartyAccount: "DE89370400440532013000",
        counterpartyBic: "BYLADEMMXXX",
        description: "Abschlag Dezember Strom",
        endToEndId: "STROM-2023-12",
        mandateId: "M-77",
        creditorId: "DE98ZZZ09999999999",
        bankReference: "ABC123",
        bankTransactionCode: "NDDT 105",
        transactionType: "SEPA-BASISLASTSCHRIFT",
      }),
      row({
        bookingDate: "2024-01-02",
        valueDate: "2024-01-02",
        amount: "49.90",
        ...EUR,
        counterpartyName: "Stadtwerke München GmbH",
        description: "Ruecklastschrift Abschlag",
        bankTransactionCode: "NRTI 109",
        transactionType: "RUECKLASTSCHRIFT",
        reversal: true,
      }),
      row({
        bookingDate: "2024-01-02",
        valueDate: "2024-01-02",
        amount: "12.00",
        ...EUR,
        description: "Zinsen 2023",
        bankTransactionCode: "NMSC 166",
        transactionType: "GUTSCHRIFT",
      }),
    ]);
    expect(checkStatement(s).reconciled).toBe(true);
  });

  it("generic SWIFT: two messages with envelopes and {5:} trailer, debit opening balance, funds code, 0,5 amount", () => {
    const { statements } = convertFixture("generic-swift.sta");
    expect(
      statements.map((s) => [s.statementId, s.account, s.currency, s.number, s.openingBalance?.amount]),
    ).toEqual([
      ["STMT-0001", "BANKBEBB/123456789012", "USD", "101", "-100.00"],
      ["STMT-0002", "BANKBEBB/123456789012", "USD", "102", "900.00"],
    ]);
    expect(statements[0]?.transactions).toEqual([
      row({
        bookingDate: "2024-05-01",
        valueDate: "2024-05-01",
        amount: "1000.00",
        currency: "USD",
        description: "PAYMENT FOR INVOICE 778 ACME CORP NEW YORK",
        customerReference: "INV-778",
        bankReference: "B2401-9981",
        bankTransactionCode: "S103",
      }),
    ]);
    expect(statements[1]?.transactions[0]).toMatchObject({ amount: "-0.50", bankTransactionCode: "FCHG" });
    expect(statements.map((s) => checkStatement(s).reconciled)).toEqual([true, true]);
  });
});
