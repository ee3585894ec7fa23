import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import { levenshteinDistance } from "../../dedupe/similarity";
import type { Line } from "./layout";
import {
  asName,
  endsInLegalForm,
  isOnlyLegalForm,
  SHOP_NAME_ENDINGS,
  TRAILING_REGISTRATION,
  typeSize,
} from "./receipt-name";

function opensBracket(text: string): boolean {
  return (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
}

/**
 * The shop-name ending or legal form a wrapped name's second line opens with ("ENTERPRISE (SETIA ALAM)
 * SDN BHD" under "AIK HUAT HARDWARE"), read back when OCR slipped one letter of a long one
 * ("ENTERFRISE"): a name never starts with it, so the line continues the one above. Null otherwise.
 */
function openingEnding(text: string): { word: string; read: string } | null {
  const word = /^\p{L}+/u.exec(text)?.[0] ?? "";
  const lower = word.toLowerCase();
  if (SHOP_NAME_ENDINGS.has(lower) || (LEGAL_FORM_WORDS.has(lower) && lower.length >= 3))
    return { word, read: word };
  const ending = [...SHOP_NAME_ENDINGS].find((e) => e.length >= 7 && levenshteinDistance(lower, e) === 1);
  return ending ? { word, read: word === word.toUpperCase() ? ending.toUpperCase() : ending } : null;
}

/** The name continued on the next line: "HARDWARE &" + "ELECTRICAL", "BAKERIES" + "(KL) SDN BHD". */
export function continuation(line: Line, name: string, next: Line | undefined, size: number): string | null {
  if (!next || Math.abs(typeSize(next) - size) > size * 0.35) return null;
  const text = next.text.replace(TRAILING_REGISTRATION, "").trim();
  const rest = asName(text) ?? (isOnlyLegalForm(text) ? text : null);
  if (!rest || rest.length > 40) return null;
  // "… ENTERPRISE (SETIA" + "ALAM) SDN BHD": a bracket opened on the line is closed on the next.
  if (opensBracket(name) && /^[^(]*\)/.test(rest)) return `${name} ${rest}`;
  const joiner = /(?:^|\s)(&|and|und|en)$/i.exec(line.text.trim())?.[1];
  if (joiner) return name.endsWith(joiner) ? `${name} ${rest}` : `${name} ${joiner} ${rest}`;
  // "BAKERIES" + "(KL) SDN BHD"; a whole legal name under a brand ("Elitetrax Marketing Sdn Bhd") stands alone.
  if (isOnlyLegalForm(rest) || (/^\(/.test(rest) && endsInLegalForm(rest))) return `${name} ${rest}`;
  return null;
}

/**
 * The chosen name with the line above it when the name continues that line: "THE COFFEE BEAN &" (or
 * "THE COFFEE BEAN") over "& TEA LEAF (M) SDN. BHD."; "AIK HUAT HARDWARE" over "ENTERPRISE (SETIA" /
 * "ALAM) SDN BHD", a name opening with its ending, in the same type. "and", "en", "und" only as words:
 * "CHICKEN" ends in "en".
 */
export function joinedWithAbove(name: string, line: Line, above: Line): string {
  const start = /^(.*\S)(?:\s*&|\s+(?:and|und|en))$/i.exec(above.text.trim());
  const opensWithJoiner = /^\W*&/.test(line.text);
  const first = start?.[1] ?? (opensWithJoiner ? above.text : undefined);
  const firstName = first ? asName(first) : null;
  if (firstName) return `${firstName} & ${name}`;
  const opening = openingEnding(name);
  const aboveName = asName(above.text);
  const size = typeSize(line);
  if (!opening || !aboveName || Math.abs(typeSize(above) - size) > size * 0.35) return name;
  return `${aboveName} ${opening.read}${name.slice(opening.word.length)}`;
}
