// Makes sure .dev.vars (git-ignored; it may hold local secrets) carries every development value of
// .dev.vars.example, so local runs are never production: wrangler.toml's [vars] are the deployed ones.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const EXAMPLE = ".dev.vars.example";
const TARGET = ".dev.vars";

/** KEY=value lines of a dotenv file, by key (comments and blank lines skipped). */
function readAssignments(text) {
  const entries = new Map();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
    if (match) entries.set(match[1], line);
  }
  return entries;
}

const example = readFileSync(EXAMPLE, "utf8");
if (!existsSync(TARGET)) {
  writeFileSync(TARGET, example);
  console.log(`ensure-dev-vars: created ${TARGET} from ${EXAMPLE} (APP_ENV=development).`);
} else {
  const current = readFileSync(TARGET, "utf8");
  const have = readAssignments(current);
  const missing = [...readAssignments(example)].filter(([key]) => !have.has(key)).map(([, line]) => line);
  if (missing.length > 0) {
    const separator = current === "" || current.endsWith("\n") ? "" : "\n";
    writeFileSync(TARGET, `${current}${separator}${missing.join("\n")}\n`);
    console.log(`ensure-dev-vars: added ${missing.length} development value(s) to ${TARGET}.`);
  }
}
