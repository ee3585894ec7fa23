/**
 * Reading parts of a large text by position, so the MT940 reader copies only what it keeps:
 * `text.slice(a, b).trim()` without the untrimmed copy in between.
 */

import { isTrimmedSpace } from "../../format/white-space";

/** `text.slice(start, end).trim()`. */
export function trimmedSlice(text: string, start: number, end: number): string {
  let from = start;
  let to = end;
  while (from < to && isTrimmedSpace(text.charCodeAt(from))) from++;
  while (to > from && isTrimmedSpace(text.charCodeAt(to - 1))) to--;
  return text.slice(from, to);
}

/**
 * Index of `search` inside text[from, end), or -1. A loop, not indexOf: indexOf would search on past
 * `end` through the rest of the file, once per field. Characters are compared one by one (searches
 * are one or two characters long; startsWith per candidate costs a call each).
 */
export function indexWithin(text: string, search: string, from: number, end: number): number {
  const first = search.charCodeAt(0);
  const last = end - search.length;
  for (let i = from; i <= last; i++) {
    if (text.charCodeAt(i) === first && matchesAt(text, search, i)) return i;
  }
  return -1;
}

/** True when text continues at `at` with every character of `search` after its first. */
function matchesAt(text: string, search: string, at: number): boolean {
  for (let k = 1; k < search.length; k++) if (text.charCodeAt(at + k) !== search.charCodeAt(k)) return false;
  return true;
}
