import type { Line } from "./layout";
import { asName, endsInLegalForm, isOnlyLegalForm, TRAILING_REGISTRATION, typeSize } from "./receipt-name";

/** The name continued on the next line: "HARDWARE &" + "ELECTRICAL", "BAKERIES" + "(KL) SDN BHD". */
export function continuation(line: Line, name: string, next: Line | undefined, size: number): string | null {
  if (!next || Math.abs(typeSize(next) - size) > size * 0.35) return null;
  const text = next.text.replace(TRAILING_REGISTRATION, "").trim();
  const rest = asName(text) ?? (isOnlyLegalForm(text) ? text : null);
  if (!rest || rest.length > 40) return null;
  const joiner = /(?:^|\s)(&|and|und|en)$/i.exec(line.text.trim())?.[1];
  if (joiner) return name.endsWith(joiner) ? `${name} ${rest}` : `${name} ${joiner} ${rest}`;
  // "BAKERIES" + "(KL) SDN BHD"; a whole legal name under a brand ("Elitetrax Marketing Sdn Bhd") stands alone.
  if (isOnlyLegalForm(rest) || (/^\(/.test(rest) && endsInLegalForm(rest))) return `${name} ${rest}`;
  return null;
}

/**
 * The chosen name with the line above it when the name continues that line: "THE COFFEE BEAN &" (or
 * "THE COFFEE BEAN") over "& TEA LEAF (M) SDN. BHD.". "and", "en", "und" only as words: "CHICKEN"
 * ends in "en".
 */
export function joinedWithAbove(name: string, line: Line, above: Line): string {
  const start = /^(.*\S)(?:\s*&|\s+(?:and|und|en))$/i.exec(above.text.trim());
  const opensWithJoiner = /^\W*&/.test(line.text);
  const first = start?.[1] ?? (opensWithJoiner ? above.text : undefined);
  const firstName = first ? asName(first) : null;
  return firstName ? `${firstName} & ${name}` : name;
}
