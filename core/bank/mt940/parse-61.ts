import { parseDecimal } from "../decimal";
import { readEntryDate, readYymmdd } from "./dates";

export interface StatementLine {
  readonly valueDate: string;
  readonly bookingDate: string;
  /** Signed amount: C and RD positive, D and RC negative. */
  readonly amount: string;
  readonly reversal: boolean;
  /** Transaction type identification code, e.g. NTRF, N541, FCHG. */
  readonly typeCode: string;
  readonly customerReference: string;
  readonly bankReference: string;
  /** Subfield 9 (second line): Rabobank and de Volksbank put the counterparty account here. */
  readonly supplementary: string;
}

/**
 * Parses the `:61:` statement line (SWIFT MT940 field 61):
 * `6!n[4!n]2a[1!a]15d1!a3!c16x[//16x][34x]` — value date, optional entry date MMDD, C/D/RC/RD mark,
 * optional funds code, amount with decimal comma, type (N/F/S + 3), references, supplementary details.
 * Returns an explanation (string) when the line is not in that layout.
 */
export function parseStatementLine(value: string): StatementLine | string {
  const newline = value.indexOf("\n");
  const first = newline === -1 ? value : value.slice(0, newline);
  const valueDate = readYymmdd(first.slice(0, 6));
  if (valueDate === null) return `the value date "${first.slice(0, 6)}" is not a date in YYMMDD form`;
  let i = 6;
  let bookingDate = valueDate;
  if (isDigitAt(first, 6) && isDigitAt(first, 7) && isDigitAt(first, 8) && isDigitAt(first, 9)) {
    const entry = readEntryDate(first.slice(6, 10), valueDate);
    if (entry === null) return `the booking date "${first.slice(6, 10)}" is not a date in MMDD form`;
    bookingDate = entry;
    i = 10;
  }
  let reversal = false;
  if (first[i] === "R" || first[i] === "E") {
    // RC/RD are reversals; EC/ED (expected, MT942) are read as plain credits and debits.
    reversal = first[i] === "R";
    i++;
  }
  const mark = first[i];
  if (mark !== "C" && mark !== "D") return "the credit/debit mark (C, D, RC or RD) is missing";
  i++;
  if (first[i] !== undefined && /[A-Z]/.test(first[i] ?? "")) i++;
  const amountStart = i;
  while (i < first.length && (isDigitAt(first, i) || first[i] === ",")) i++;
  const amountText = first.slice(amountStart, i);
  const unsigned = amountText.includes(",") ? parseDecimal(amountText, ",") : null;
  if (unsigned === null) return `the amount "${amountText}" is not an amount with a decimal comma`;
  const typeCode = first.slice(i, i + 4);
  if (!/^[NFS][A-Z0-9]{3}$/.test(typeCode))
    return `the transaction type "${typeCode}" is not N, F or S and three characters`;
  i += 4;
  const rest = first.slice(i);
  const split = rest.indexOf("//");
  const customerReference = (split === -1 ? rest : rest.slice(0, split)).trim();
  const bankReference = split === -1 ? "" : rest.slice(split + 2).trim();
  // Money out is D, and the reversal of money in (RC); money in is C and the reversal of money out (RD).
  const negative = mark === "D" ? !reversal : reversal;
  const amount = negative && unsigned !== "0.00" ? `-${unsigned}` : unsigned;
  return {
    valueDate,
    bookingDate,
    amount,
    reversal,
    typeCode,
    customerReference: PLACEHOLDER_REFERENCES.has(customerReference) ? "" : customerReference,
    bankReference,
    supplementary:
      newline === -1
        ? ""
        : value
            .slice(newline + 1)
            .replaceAll("\n", " ")
            .trim(),
  };
}

/** "NONREF", and the Dutch banks' pointers to where the real reference is (in :86:). */
const PLACEHOLDER_REFERENCES = new Set(["NONREF", "EREF", "PREF", "MARF", "KREF"]);

function isDigitAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}
