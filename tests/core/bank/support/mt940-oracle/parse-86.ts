import type { TransactionInformation } from "../../../../../core/bank/mt940/information";
import { isSubfieldStyle, parseSubfields } from "../../../../../core/bank/mt940/subfields";
import { parseUnstructured } from "../../../../../core/bank/mt940/unstructured";
import { isSepaTagged, parseSepaTags } from "./sepa-tags";
import { joinLines, splitLines } from "./tokenize";

/** Reads :86: in whichever layout it is: SEPA `/TAG/`, `?20` subfields, or free text. */
export function parseInformation(value: string): TransactionInformation {
  const raw = joinLines(value, "");
  // Trailing spaces would hide the slash that closes the last /TAG/ value; copy only when there are some.
  const joined = raw.charCodeAt(raw.length - 1) === 32 ? raw.trimEnd() : raw;
  if (isSepaTagged(joined)) return parseSepaTags(joined);
  if (isSubfieldStyle(joined)) return parseSubfields(joined);
  return parseUnstructured(splitLines(value));
}
