import type { TransactionInformation } from "./information";
import { isSepaTagged, parseSepaTags } from "./sepa-tags";
import { isSubfieldStyle, parseSubfields } from "./subfields";
import { joinLines, splitLines } from "./tokenize";
import { parseUnstructured } from "./unstructured";

/** Reads :86: in whichever layout it is: SEPA `/TAG/`, `?20` subfields, or free text. */
export function parseInformation(value: string): TransactionInformation {
  const joined = joinLines(value, "").trimEnd();
  if (isSepaTagged(joined)) return parseSepaTags(joined);
  if (isSubfieldStyle(joined)) return parseSubfields(joined);
  return parseUnstructured(splitLines(value));
}
