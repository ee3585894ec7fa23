import { isTrimmedSpace } from "../../format/white-space";

/** = + - @: a field starting with one reads as a formula in a spreadsheet. */
export function startsFormula(code: number): boolean {
  return code === 0x3d || code === 0x2b || code === 0x2d || code === 0x40;
}

/**
 * White space as JavaScript's `trim()` and `\s` see it, or any other control character: a field
 * that starts or ends with one is quoted or marked by the CSV writer.
 */
export function isSpaceOrControl(code: number): boolean {
  return code <= 0x20 || isTrimmedSpace(code);
}
