/**
 * Spreadsheet formula injection guard (OWASP "CSV Injection"): a text cell that starts with
 * = + - @, tab, CR, LF or NUL is prefixed with a single quote so Excel, LibreOffice and Google Sheets
 * show it as text instead of evaluating it. Applied to every text cell we write, CSV or XLSX.
 * A plain signed number ("-1.234,56", "+12.50") is left alone: it cannot run anything, and an
 * accountant's negative amounts must stay numbers.
 */
const DANGEROUS_FIRST_CHARACTER = /^[=+\-@\t\r\n\0]/;
const PLAIN_SIGNED_NUMBER = /^[-+]\d[\d.,]*$/;

export function neutraliseCell(value: string): string {
  if (!DANGEROUS_FIRST_CHARACTER.test(value) || PLAIN_SIGNED_NUMBER.test(value)) return value;
  return `'${value}`;
}
