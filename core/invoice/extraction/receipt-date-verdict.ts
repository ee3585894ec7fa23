import { detectDateOrder } from "./dates";
import type { Layout, Line } from "./layout";
import { DATE_LABEL, findReceiptDates, OTHER_DATE } from "./receipt-date";
import type { Field, Word } from "./types";

/** The sale date printed on two lines of the receipt (its header and its till line) and read alike on both. */
function isDatePrintedTwice(lines: readonly Line[], datesOf: (line: Line) => string[], iso: string): boolean {
  return lines.filter((line) => datesOf(line).includes(iso)).length >= 2;
}

/** A till's document number: ten digits or more, after at most three letters ("OR18060902170388"). */
const DOCUMENT_NUMBER = /(?<![\p{L}\d])\p{Lu}{0,3}\d{10,}(?!\d)/gu;

/**
 * The sale date read again inside the receipt's number: many tills number their receipts by date
 * ("2026112710090010447", "OR261127…"), year first. A digit OCR misread in the date, or in the
 * number, breaks the match.
 */
function isDateInDocumentNumber(layout: Layout, iso: string): boolean {
  const [year = "", month = "", day = ""] = iso.split("-");
  const forms = [`${year}${month}${day}`, `${year.slice(2)}${month}${day}`];
  return layout.lines.some((line) =>
    [...line.text.matchAll(DOCUMENT_NUMBER)].some((number) => forms.some((form) => number[0].includes(form))),
  );
}

/** A time of day with a colon ("14:03", "20:18:00"): a point would also match a date's "13.04". */
const TIME_OF_DAY = /(?<![\d:.])([01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?![\d:])/;

/**
 * The till's own timestamp, read as one: a "Date" label, the date and the time of the sale on one line
 * ("Date: 22/12/2017 14:03"), and no other date anywhere on the receipt (a second date that differs is
 * a digit read two ways, ADR 303). A time on the line beside it is not enough: it made a wrong date
 * sure on the held-out half.
 */
function isTillTimestamp(lines: readonly Line[], datesOf: (line: Line) => string[], iso: string): boolean {
  const at = lines.findIndex((line) => datesOf(line).includes(iso));
  const line = lines[at];
  if (!line || !DATE_LABEL.test(line.text) || !TIME_OF_DAY.test(line.text)) return false;
  return lines.every((l) => datesOf(l).every((date) => date === iso));
}

/** A date's year read another way inside the receipt's number: "2018041810090010447" beside "18/04/2016". */
function isYearContradicted(layout: Layout, iso: string): boolean {
  const [year = "", month = "", day = ""] = iso.split("-");
  const long = new RegExp(`20(\\d\\d)${month}${day}`, "g");
  return layout.lines.some((line) =>
    [...line.text.matchAll(DOCUMENT_NUMBER)].some((number) =>
      [...number[0].matchAll(long)].some((m) => `20${m[1]}` !== year),
    ),
  );
}

/**
 * Tesseract's word confidence at and above which a date's digits count as read cleanly. On the studied
 * half the misread dates chosen were at 82 and under ("13/04/2017" for 18/04), the right ones 88–96; a
 * misread year at 91 ("18/04/2016" for 2018) is caught by the receipt's number (ADR 309).
 */
const CLEAN_DATE = 88;

/** The words the date is printed in: the fewest neighbouring words of its line that read as it. */
function dateWords(line: Line, datesOf: (text: string) => string[], iso: string): readonly Word[] | null {
  for (let size = 1; size <= 3; size++)
    for (let start = 0; start + size <= line.words.length; start++) {
      const words = line.words.slice(start, start + size);
      if (datesOf(words.map((w) => w.text).join(" ")).includes(iso)) return words;
    }
  return null;
}

/**
 * The till's one date read cleanly: the only date on the receipt (other dates aside), with a four-digit
 * year, on a line that says what it is (a "Date" label or the time of the sale), its words read with a
 * confidence of at least CLEAN_DATE. One reading, but one OCR was sure of, and nothing on the page
 * disagrees.
 */
function isDateReadCleanly(
  lines: readonly Line[],
  datesOf: (text: string) => string[],
  iso: string,
): boolean {
  const line = lines.find((l) => datesOf(l.text).includes(iso));
  if (!line || !(DATE_LABEL.test(line.text) || TIME_OF_DAY.test(line.text))) return false;
  // A two-digit year misread is another year all the same ("17-06-13" for 2018); four digits must
  // still start with the century.
  if (!line.text.includes(iso.slice(0, 4))) return false;
  if (!lines.every((l) => datesOf(l.text).every((date) => date === iso))) return false;
  const words = dateWords(line, datesOf, iso);
  return words?.every((word) => (word.confidence ?? 0) >= CLEAN_DATE) ?? false;
}

/**
 * A receipt's date is sure when read twice (on two lines, or in the receipt's number), when it is the
 * till's one labelled timestamp, or when it is the till's one date read cleanly; never when the
 * receipt's number holds its day and month with another year. A "Date:" label alone says which date it
 * is, not that OCR read its digits right ("13/04" for "18/04"); nor does a time alone.
 */
export function dateVerdict(layout: Layout, field: Field<string>): Field<string> {
  const order = detectDateOrder(layout.lines.map((line) => line.text));
  const lines = layout.lines.filter((line) => !OTHER_DATE.test(line.text));
  const datesOf = (line: Line): string[] => findReceiptDates(line.text, order);
  const iso = field.value;
  const twice = isDatePrintedTwice(lines, datesOf, iso) || isDateInDocumentNumber(layout, iso);
  const stamp = isTillTimestamp(lines, datesOf, iso);
  const clean = isDateReadCleanly(lines, (text) => findReceiptDates(text, order), iso);
  const sure = (twice || stamp || clean) && !isYearContradicted(layout, iso);
  return { ...field, verdict: sure ? "sure" : "check" };
}
