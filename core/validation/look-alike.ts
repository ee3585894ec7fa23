import { LATIN_CONFUSABLES } from "./latin-confusables";
import { mixesScripts } from "./mixed-script";

/**
 * True when `part` is not plain ASCII yet every character of its confusable skeleton (UTS #39:
 * NFD, then each character's prototype) is: an all-Cyrillic "оwnеr", a Greek "ορα", a Latin
 * "paypaı" with a dotless i. These read as a Latin name that they are not (docs/decisions/206).
 */
export function isLatinLookAlike(part: string): boolean {
  let disguised = false;
  for (const char of part.normalize("NFD")) {
    if (char.charCodeAt(0) < 0x80) continue;
    if (!LATIN_CONFUSABLES.has(char)) return false;
    disguised = true;
  }
  return disguised;
}

/** A local part or domain label that could pass for another: mixed scripts or a Latin look-alike. */
export function isLookAlike(part: string): boolean {
  return mixesScripts(part) || isLatinLookAlike(part);
}
