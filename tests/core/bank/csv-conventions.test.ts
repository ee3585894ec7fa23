import { describe, expect, it } from "vitest";
import { checkStatement } from "../../../core/bank/checks";
import { convertBankFile } from "../../../core/bank/convert-file";
import { exportStatementsCsv, exportStatementsJson, exportStatementsXlsx } from "../../../core/bank/export";
import type { ParsedFile } from "../../../core/bank/model";

/** Synthetic exports in each bank's convention, written here (never copied from the corpus). */
function read(name: string, text: string | Uint8Array): ParsedFile {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  const result = convertBankFile(name, bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function rows(file: ParsedFile, statement = 0): string[] {
  return (file.statements[statement]?.transactions ?? []).map(
    (t) => `${t.bookingDate} ${t.amount} ${t.counterpartyName}${t.status ? ` ${t.status}` : ""}`,
  );
}

const ING = `"Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)","Mutatiesoort","Mededelingen"
"20240305","Albert Heijn 1234","NL11INGB0001234567","","BA","Af","12,34","Betaalautomaat","Pasvolgnr: 001"
"20240304","Kwijtschelding","NL11INGB0001234567","","VZ","Bij","0,00","Verzamelbetaling",""
"20240301","Werkgever BV","NL11INGB0001234567","NL22RABO0123456789","OV","Bij","2.500,00","Overschrijving","Salaris maart"
`;

describe("bank CSV exports: each bank's convention read into the statement model", () => {
  it("reads ING's Af/Bij column as the sign, keeps the zero row and runs the statement oldest first", () => {
    const file = read("ing.csv", ING);
    expect(file.format).toBe("csv");
    expect(file.csv?.bank).toBe("ING");
    expect(rows(file)).toEqual([
      "2024-03-01 2500.00 Werkgever BV",
      "2024-03-04 0.00 Kwijtschelding",
      "2024-03-05 -12.34 Albert Heijn 1234",
    ]);
    const statement = file.statements[0];
    expect(statement?.account).toBe("NL11INGB0001234567");
    expect(statement?.transactions[0]?.counterpartyAccount).toBe("NL22RABO0123456789");
  });

  it("marks the balances unknown, never invented, when the file has none, and says so", () => {
    const file = read("ing.csv", ING);
    const statement = file.statements[0];
    expect(statement?.openingBalance).toBeNull();
    expect(statement?.closingBalance).toBeNull();
    expect(checkStatement(statement ?? ({} as never)).reconciled).toBeNull();
    expect(file.warnings.map((w) => w.code)).toContain("csv_no_balances");
  });

  it("derives opening and closing from a running balance after each row, newest first", () => {
    const text = `"Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";"Bedrag (EUR)";"Mutatiesoort";"Mededelingen";"Saldo na mutatie";"Tag"
"20240302";"Shop";"NL11INGB0001234567";"";"BA";"Af";"10,00";"Betaalautomaat";"";"90,00";""
"20240301";"Klant";"NL11INGB0001234567";"";"OV";"Bij";"50,00";"Overschrijving";"";"100,00";""
`;
    const statement = read("ing.csv", text).statements[0];
    expect(statement?.openingBalance).toEqual({ amount: "50.00", currency: "EUR", date: "2024-03-01" });
    expect(statement?.closingBalance).toEqual({ amount: "90.00", currency: "EUR", date: "2024-03-02" });
    expect(checkStatement(statement ?? ({} as never)).reconciled).toBe(true);
  });

  it("warns where the running balance breaks, naming the line, and keeps every row", () => {
    const text = `Datum;Bedrag;Saldo;Omschrijving
2024-03-01;+10,00;110,00;a
2024-03-02;-5,00;104,00;b
2024-03-03;-4,00;100,00;c
`;
    const file = read("export.csv", text);
    expect(file.statements[0]?.transactions).toHaveLength(3);
    const breaks = file.warnings.filter((w) => w.code === "csv_balance_break");
    expect(breaks).toHaveLength(1);
    expect(breaks[0]?.line).toBe(3);
    expect(breaks[0]?.message).toContain("105.00 expected");
  });

  it("reads Knab's D/C column after its preamble line, with whole amounts and trailing separators", () => {
    const text = `KNAB EXPORT;;;;;;;
Rekeningnummer;Transactiedatum;Valutacode;CreditDebet;Bedrag;Tegenrekeninghouder;Omschrijving;Boekdatum;
"NL33KNAB0123456789";"01-02-2024";"EUR";"D";"2500";"Verhuurder";"Huur";"02-02-2024";
"NL33KNAB0123456789";"03-02-2024";"EUR";"C";"12,5";"Klant";"Factuur 1";"03-02-2024";
`;
    const file = read("knab.csv", text);
    expect(file.csv?.bank).toBe("Knab");
    // Boekdatum, not Transactiedatum, is the booking date.
    expect(rows(file)).toEqual(["2024-02-02 -2500.00 Verhuurder", "2024-02-03 12.50 Klant"]);
  });

  it("reads separate paid-out and paid-in columns and English month names (Revolut 2018)", () => {
    const text = `Completed Date ; Reference ; Paid Out (EUR) ; Paid In (EUR) ; Exchange Out; Exchange In; Balance (EUR); Category
Mar 9, 2024 ; Coffee Bar  ; 3.50 ;  ;  ;  ; 96.50; food
Mar 8, 2024 ; Top-Up  ;  ; 1,000.00 ;  ;  ; 100.00; transfers
`;
    const file = read("revolut.csv", text);
    expect(rows(file)).toEqual(["2024-03-08 1000.00 Top-Up", "2024-03-09 -3.50 Coffee Bar"]);
    expect(file.statements[0]?.closingBalance?.amount).toBe("96.50");
  });

  it("keeps pending rows, marked pending and outside the balance check (Revolut 2021)", () => {
    const text = `Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance\r
TOPUP,Current,2024-03-01 10:00:00,2024-03-01 10:00:05,Top-Up,100,0,EUR,COMPLETED,100\r
CARD_PAYMENT,Current,2024-03-02 09:00:00,,Bakery,-2.5,0,EUR,PENDING,\r
CARD_PAYMENT,Current,2024-03-01 12:00:00,2024-03-02 08:00:00,Shop,-9.99,0.5,EUR,COMPLETED,90.01\r
`;
    const file = read("revolut.csv", text);
    expect(rows(file)).toEqual([
      "2024-03-01 100.00 Top-Up",
      "2024-03-02 -2.50 Bakery PDNG",
      "2024-03-02 -9.99 Shop",
    ]);
    const statement = file.statements[0];
    expect(statement?.transactions[2]?.charges).toBe("0.50");
    expect(checkStatement(statement ?? ({} as never)).reconciled).toBe(true);
  });

  it("makes one statement per account and currency of a multi-account file", () => {
    const text = `"Date";"Interest Date";"Amount";"Account";"Counterparty";"Name";"Description"
"2024-01-02";"2024-01-02";"-1.250,00";"NL44BUNQ0000000001";"";"Landlord";"Rent"
"2024-01-03";"2024-01-03";"20,00";"NL44BUNQ0000000002";"";"Friend";"Pizza"
"2024-01-04";"2024-01-04";"-5,00";"NL44BUNQ0000000001";"";"Cafe";""
`;
    const file = read("bunq.csv", text);
    expect(file.csv?.bank).toBe("bunq");
    expect(file.statements.map((s) => `${s.account} ${s.transactions.length}`)).toEqual([
      "NL44BUNQ0000000001 2",
      "NL44BUNQ0000000002 1",
    ]);
    expect(rows(file)[0]).toBe("2024-01-02 -1250.00 Landlord");
  });

  it("reads Windows-1252 text (a Rabobank header with ë, a € in a description)", () => {
    const header = `"IBAN/BBAN","Munt","BIC","Volgnr","Datum","Rentedatum","Bedrag","Saldo na trn","Tegenrekening IBAN/BBAN","Naam tegenpartij","Naam uiteindelijke partij","Naam initiërende partij","BIC tegenpartij","Code","Omschrijving-1"\r\n`;
    const line = `"NL55RABO0123456789","EUR","RABONL2U","000000000000000001","2024-04-02","2024-04-02","-4,50","+95,50","NL66INGB0000000001","Café Noël","","","INGBNL2A","bc","Koffie €4,50"\r\n`;
    const bytes = Uint8Array.from([...`${header}${line}`].map((c) => (c === "€" ? 0x80 : c.charCodeAt(0))));
    const file = read("rabo.csv", bytes);
    expect(file.encoding).toBe("windows-1252");
    expect(file.csv?.bank).toBe("Rabobank");
    const t = file.statements[0]?.transactions[0];
    expect(t?.counterpartyName).toBe("Café Noël");
    expect(t?.description).toBe("Koffie €4,50");
    expect(t?.counterpartyBic).toBe("INGBNL2A");
    expect(file.statements[0]?.openingBalance?.amount).toBe("100.00");
  });

  it("reads a UTF-8 file with a byte order mark, PayPal's net amount and its holds", () => {
    const text = `\uFEFF"Datum","Uhrzeit","Zeitzone","Name","Typ","Status","Währung","Brutto","Gebühr","Netto","Transaktionscode","Guthaben"
"01.03.2024","10:00:00","CET","Kunde GmbH","Zahlung","Abgeschlossen","EUR","100,00","-3,00","97,00","1AB","97,00"
"02.03.2024","11:00:00","CET","PayPal","Einbehalt","Ausstehend","EUR","-10,00","0,00","-10,00","2CD","87,00"
`;
    const file = read("paypal.csv", text);
    expect(file.csv?.bank).toBe("PayPal");
    // The hold moved the balance, so it is booked whatever its status word says.
    expect(rows(file)).toEqual(["2024-03-01 97.00 Kunde GmbH", "2024-03-02 -10.00 PayPal"]);
    expect(file.statements[0]?.openingBalance?.amount).toBe("0.00");
  });

  it("reads Sparkasse's two-digit years and its booked/pending column", () => {
    const text = `"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"
"12345678";"03.04.24";"04.04.24";"LASTSCHRIFT";"Rechnung 7";"Telefon   AG";"DE02120300000000202051";"BYLADEM1001";"-22,59";"EUR";"Umsatz vorgemerkt"
`;
    const file = read("sparkasse.csv", text);
    const t = file.statements[0]?.transactions[0];
    expect(t).toMatchObject({
      bookingDate: "2024-04-03",
      valueDate: "2024-04-04",
      amount: "-22.59",
      counterpartyName: "Telefon AG",
      counterpartyAccount: "DE02120300000000202051",
      status: "PDNG",
      transactionType: "LASTSCHRIFT",
    });
  });

  it("reads ABN AMRO's headerless TAB export: balances before and after, counterparty from the description", () => {
    const pad = (text: string): string => text.padEnd(32, " ");
    const sepa = `${pad("SEPA Overboeking")}${pad("IBAN: NL02ABNA0123456789")}${pad("BIC: ABNANL2A")}${pad("Naam: Leverancier BV")}${pad("Betalingskenm.: 1234567890123456")}`;
    const card = `BEA   NR:A1B23C   30.12.23/09.15 Bakkerij Jansen,PAS123       ZAANDAM`;
    const text = `123456789\tEUR\t20231230\t100,00\t90,00\t20231230\t-10,00\t${card}\n123456789\tEUR\t20231231\t90,00\t65,00\t20231231\t-25,00\t${sepa}\n`;
    const file = read("TXT231231.TAB", text);
    expect(file.csv?.bank).toBe("ABN AMRO");
    const [first, second] = file.statements[0]?.transactions ?? [];
    expect(first?.counterpartyName).toBe("Bakkerij Jansen");
    expect(second).toMatchObject({
      counterpartyName: "Leverancier BV",
      counterpartyAccount: "NL02ABNA0123456789",
      counterpartyBic: "ABNANL2A",
      creditorReference: "1234567890123456",
    });
    expect(file.statements[0]?.openingBalance?.amount).toBe("100.00");
    expect(file.statements[0]?.closingBalance?.amount).toBe("65.00");
  });

  it("reads de Volksbank's headerless 19 columns, whose balance is the one before the row", () => {
    const line = (date: string, before: string, amount: string, name: string): string =>
      `${date},NL77ASNB0000000001,NL88INGB0000000002,${name},,,,EUR,${before},EUR,${amount},${date},${date},1234,OVB,1,,'omschrijving',1`;
    const text = `${line("01-03-2024", "10.00", "5.00", "Jan")}\n${line("02-03-2024", "15.00", "-2.50", "Piet")}\n`;
    const statement = read("transactie-historie.csv", text).statements[0];
    expect(statement?.openingBalance?.amount).toBe("10.00");
    expect(statement?.closingBalance?.amount).toBe("12.50");
    expect(statement?.transactions[1]?.counterpartyName).toBe("Piet");
  });

  it("reads American month-first dates when a day above 12 says so", () => {
    const text = "Date,Description,Amount\n03/15/2024,Client,100.00\n03/02/2024,Fee,-1.00\n";
    expect(rows(read("us.csv", text))).toEqual(["2024-03-02 -1.00 ", "2024-03-15 100.00 "]);
  });
});

describe("statements read from CSV go through every export", () => {
  it("exports to Excel, CSV and JSON with the balances left empty, not zero", () => {
    const statements = read("ing.csv", ING).statements;
    expect(exportStatementsXlsx(statements).length).toBeGreaterThan(1000);
    const csv = exportStatementsCsv(statements, "nl");
    expect(csv).toContain("-12,34");
    expect(csv).toContain("Albert Heijn 1234");
    const json = JSON.parse(exportStatementsJson(statements)) as {
      statements: { format: string; openingBalance: unknown; check: { reconciled: unknown } }[];
    };
    expect(json.statements[0]).toMatchObject({
      format: "csv",
      openingBalance: null,
      check: { reconciled: null },
    });
  });
});
