import { describe, expect, it } from "vitest";
import {
  formatScaled,
  parseDecimal,
  parseScaled,
  sumAmounts,
  withDecimalComma,
} from "../../../core/bank/decimal";
import { decodeBankFile } from "../../../core/bank/decode";
import { detectFormat } from "../../../core/bank/detect-format";
import { isValidIban } from "../../../core/bank/iban";
import { readAccount } from "../../../core/bank/mt940/account";
import { parseStatementLine } from "../../../core/bank/mt940/parse-61";
import { parseInformation } from "../../../core/bank/mt940/parse-86";

describe("exact decimals", () => {
  it("reads and writes amounts exactly, up to five decimals", () => {
    expect(parseDecimal("0001234,5", ",")).toBe("1234.50");
    expect(parseDecimal("0.12345", ".")).toBe("0.12345");
    expect(parseDecimal("12.340", ".")).toBe("12.34");
    expect(parseDecimal("100,", ",")).toBe("100.00");
    expect(parseDecimal(",5", ",")).toBe("0.50");
    expect(parseDecimal("1.123456", ".")).toBeNull();
    expect(parseDecimal("1e3", ".")).toBeNull();
    expect(parseDecimal("", ".")).toBeNull();
    expect(parseScaled("-0.00001")).toBe(-1n);
    expect(formatScaled(-1n)).toBe("-0.00001");
    expect(sumAmounts(["0.10", "0.20", "-0.30"])).toBe("0.00");
    expect(sumAmounts(["99999999999.99999", "0.00001"])).toBe("100000000000.00");
    expect(withDecimalComma("-1234.50")).toBe("-1234,50");
  });
});

describe("format detection and decoding", () => {
  it("detects by content, whatever the name", () => {
    expect(detectFormat(":20:X\r\n:25:NL91ABNA0417164300\r\n:60F:C240101EUR1,00")).toBe("mt940");
    expect(detectFormat("{1:F01X}{2:I940X}{4:\n:20:X\n:25:Y\n")).toBe("mt940");
    expect(detectFormat('\uFEFF<?xml version="1.0"?><Document><BkToCstmrStmt>')).toBe("camt.053");
    expect(detectFormat("<a:Document><a:BkToCstmrDbtCdtNtfctn>")).toBe("camt.054");
    expect(detectFormat("<Document><CstmrCdtTrfInitn>")).toBe("xml-other");
    expect(detectFormat("Datum,Naam,Bedrag\n")).toBe("unknown");
  });

  it("decodes UTF-8 (with or without BOM), Windows-1252 and UTF-16", () => {
    expect(decodeBankFile(new Uint8Array([0xef, 0xbb, 0xbf, 0x43, 0x61, 0x66, 0xc3, 0xa9]))).toEqual({
      text: "Café",
      encoding: "utf-8",
    });
    expect(decodeBankFile(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80]))).toEqual({
      text: "Café €",
      encoding: "windows-1252",
    });
    expect(decodeBankFile(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toEqual({
      text: "A",
      encoding: "utf-16le",
    });
    expect(decodeBankFile(new Uint8Array([0x41, 0x00, 0x42]))).toBeNull();
  });
});

describe("MT940 pieces", () => {
  it("checks IBANs and reads :25: in every bank's form", () => {
    expect(isValidIban("NL91ABNA0417164300")).toBe(true);
    expect(isValidIban("NL91ABNA0417164301")).toBe(false);
    expect(readAccount("NL69INGB0123456789EUR")).toBe("NL69INGB0123456789");
    expect(readAccount("NL44RABO0123456789 EUR")).toBe("NL44RABO0123456789");
    expect(readAccount("INGBNL2A/NL69INGB0123456789")).toBe("NL69INGB0123456789");
    expect(readAccount("517852257")).toBe("517852257");
  });

  it("reads every :61: variant", () => {
    expect(parseStatementLine("1912311231C10,00NTRFNONREF")).toMatchObject({
      valueDate: "2019-12-31",
      bookingDate: "2019-12-31",
      amount: "10.00",
    });
    expect(parseStatementLine("2001010102D5,NCHGREF1//BANK2\nextra details")).toMatchObject({
      valueDate: "2020-01-01",
      bookingDate: "2020-01-02",
      amount: "-5.00",
      customerReference: "REF1",
      bankReference: "BANK2",
      supplementary: "extra details",
    });
    // A value date of 2 January booked on 31 December belongs to the year before.
    expect(parseStatementLine("2001021231RC1,23NTRFX")).toMatchObject({
      bookingDate: "2019-12-31",
      amount: "-1.23",
      reversal: true,
    });
    expect(parseStatementLine("201330C1,00NTRF")).toMatch(/not a date/);
    expect(parseStatementLine("200101X1,00NTRF")).toMatch(/credit\/debit mark/);
    expect(parseStatementLine("200101C1,2,3NTRF")).toMatch(/amount '1,2,3' is unreadable/);
    expect(parseStatementLine("200101C1,00XTRF")).toMatchObject({
      note: expect.stringMatching(/transaction type/),
    });
  });

  it("keeps a counterparty named like a tag inside /CNTP/", () => {
    const info = parseInformation("/EREF/X//CNTP/NL91ABNA0417164300/ABNANL2A/CD///REMI/USTD//ID card/");
    expect(info).toMatchObject({
      counterpartyName: "CD",
      counterpartyAccount: "NL91ABNA0417164300",
      description: "ID card",
    });
  });

  it("reads structured creditor references from ABN AMRO's /CDTRREF/", () => {
    const info = parseInformation(
      "/TRTP/SEPA OVERBOEKING/IBAN/NL91ABNA0417164300/BIC/ABNANL2A/NAME/BELASTINGDIENST/CDTRREFTP//CD/SCOR/ISSR/CUR/CDTRREF/1234567890123456",
    );
    expect(info).toMatchObject({
      creditorReference: "1234567890123456",
      counterpartyName: "BELASTINGDIENST",
    });
  });
});
