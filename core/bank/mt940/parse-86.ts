import type { TransactionInformation } from "./information";
import { isSepaTagged, parseSepaTags, readSepaTagsAt } from "./sepa-tags";
import { isSubfieldStyle, parseSubfields } from "./subfields";
import { type FieldBreaks, joinLines, splitLines, UNKNOWN_BREAK } from "./tokenize";
import { parseUnstructured } from "./unstructured";

/** Reads :86: in whichever layout it is: SEPA `/TAG/`, `?20` subfields, or free text. */
export function parseInformation(value: string): TransactionInformation {
  const raw = joinLines(value, "");
  // Trailing spaces would hide the slash that closes the last /TAG/ value; copy only when there are some.
  const joined = raw.charCodeAt(raw.length - 1) === 32 ? raw.trimEnd() : raw;
  if (isSepaTagged(joined)) return parseSepaTags(joined);
  if (isSubfieldStyle(joined)) return parseSubfields(joined);
  return parseUnstructured(splitLines(value));
}

/**
 * parseInformation of text[start, end) of an MT940 file (line ends LF or CR LF), into `info`. The
 * SEPA layout of most files is read in place, its values sliced from the file; the others from a copy
 * of the field.
 */
export function readInformationAt(
  text: string,
  start: number,
  end: number,
  info: TransactionInformation,
  values: string[] | null = null,
  breaks: FieldBreaks | null = null,
): void {
  const first = breaks === null ? UNKNOWN_BREAK : breaks.first;
  const last = breaks === null ? UNKNOWN_BREAK : breaks.last;
  if (!readSepaTagsAt(text, start, end, info, values, first, last))
    Object.assign(info, parseInformation(text.slice(start, end)));
}
