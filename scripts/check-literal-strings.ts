// `npm run i18n:check`: lists user-visible text written into the translated areas' TSX instead of the
// message catalogue (scripts/i18n/translated-areas.ts). Exits 1 when there is any.
import { readFileSync } from "node:fs";
import { listTsxFiles } from "./i18n/list-tsx-files.ts";
import { findLiteralStrings } from "./i18n/literal-strings.ts";
import { TRANSLATED_AREAS } from "./i18n/translated-areas.ts";

const findings = TRANSLATED_AREAS.flatMap(listTsxFiles).flatMap((file) =>
  findLiteralStrings(file, readFileSync(file, "utf8")).map(
    (found) => `${file}:${found.line}: "${found.text}"`,
  ),
);
if (findings.length > 0) {
  console.error(`Text outside the message catalogue (docs/i18n.md):\n  ${findings.join("\n  ")}`);
  process.exit(1);
}
console.log("Every string in the translated areas comes from the catalogue.");
