// Fails when the build output could carry local secrets (issue 27 item 7): no .dev.vars or .env file
// anywhere under dist/, and no secret value of the local .dev.vars inside any built file.
// Runs after `npm run build` in `npm run test:budget`; usage: node scripts/check-build-secrets.mjs [dir]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const outDir = process.argv[2] ?? "dist";
const SECRET_NAME = /KEY|SECRET|TOKEN|PASSWORD/i;
const LOCAL_FILE = /^\.(dev\.vars|env)(\..*)?$/;

/** Values of secret-looking keys in the local .dev.vars (short ones would match by chance). */
function readLocalSecrets() {
  if (!existsSync(".dev.vars")) return [];
  const secrets = [];
  for (const line of readFileSync(".dev.vars", "utf8").split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"?([^"]*)"?\s*$/.exec(line);
    if (match && SECRET_NAME.test(match[1]) && match[2].length >= 8) secrets.push(match[2]);
  }
  return secrets;
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

if (!existsSync(outDir)) {
  console.error(`check-build-secrets: ${outDir}/ does not exist; run npm run build first.`);
  process.exit(1);
}
const secrets = readLocalSecrets();
const problems = [];
for (const file of listFiles(outDir)) {
  const name = file.slice(file.lastIndexOf("/") + 1);
  if (LOCAL_FILE.test(name)) problems.push(`${file}: a local variables file in the build output`);
  if (secrets.length === 0) continue;
  const text = readFileSync(file, "latin1");
  if (secrets.some((secret) => text.includes(secret)))
    problems.push(`${file}: contains a secret value of .dev.vars`);
}
if (problems.length > 0) {
  console.error(`check-build-secrets: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`check-build-secrets: ${outDir}/ holds no local variables files and no .dev.vars secret.`);
