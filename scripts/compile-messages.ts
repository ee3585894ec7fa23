// `npm run i18n:compile`: messages/en.json and messages/nl.json → core/i18n/generated/ (committed, so
// typecheck and tests need no build step). Fails when a key or an input is missing in either language.
// `--check` only reports whether the generated files are up to date (used by the tests).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import {
  type Catalogue,
  compareCatalogues,
  generateAreaModules,
  generateBaseModule,
  generateLanguageModule,
} from "./i18n/catalogue.ts";

const OUT_DIR = "core/i18n/generated";
const OTHER_LANGUAGES = ["nl"] as const;

function readCatalogue(language: string): Catalogue {
  return JSON.parse(readFileSync(`messages/${language}.json`, "utf8")) as Catalogue;
}

const base = readCatalogue("en");
const outputs = new Map<string, string>([[`${OUT_DIR}/messages.ts`, generateBaseModule(base)]]);
for (const [file, text] of generateAreaModules(base)) outputs.set(`${OUT_DIR}/${file}`, text);
const problems: string[] = [];
for (const language of OTHER_LANGUAGES) {
  const catalogue = readCatalogue(language);
  for (const problem of compareCatalogues(base, catalogue, language))
    problems.push(`${problem.key}: ${problem.problem}`);
  if (problems.length === 0)
    outputs.set(`${OUT_DIR}/${language}.ts`, generateLanguageModule(base, catalogue, language));
}
if (problems.length > 0) {
  console.error(`The catalogues disagree:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
if (process.argv.includes("--check")) {
  const stale = [...outputs].filter(([file, text]) => {
    try {
      return readFileSync(file, "utf8") !== text;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(`Out of date: ${stale.map(([file]) => file).join(", ")}. Run npm run i18n:compile.`);
    process.exit(1);
  }
} else {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.log(`Compiled ${Object.keys(base).length - 1} messages into ${OUT_DIR}.`);
}
