/**
 * The message catalogue compiler (docs/decisions/180), pure so it is unit-tested. Reads catalogues in
 * the inlang message format (messages/<language>.json: `"key": "Text with {name}"`, or a variant list
 * with `plural` selectors) and writes TypeScript: one typed function per key with the English text
 * inline, and one array per other language that the app loads as a chunk of its own.
 */

export type Variant = {
  readonly declarations?: readonly string[];
  readonly selectors?: readonly string[];
  readonly match: Readonly<Record<string, string>>;
};

export type CatalogueEntry = string | readonly Variant[];

export type Catalogue = Readonly<Record<string, CatalogueEntry>>;

export interface MessageShape {
  /** Every input the message reads: placeholders and selected values. */
  readonly inputs: readonly string[];
  /** The plural and plain selectors with the inputs they read. */
  readonly selectors: readonly string[];
}

const KEY = /^[a-z][a-z0-9_]*$/;
const PLACEHOLDER = /\\[{}]|\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;

/** The catalogue's own keys, without `$schema`. */
export function listKeys(catalogue: Catalogue): string[] {
  return Object.keys(catalogue).filter((key) => key !== "$schema");
}

function placeholders(pattern: string): string[] {
  return [...pattern.matchAll(PLACEHOLDER)].flatMap((match) => (match[1] ? [match[1]] : []));
}

interface Declarations {
  readonly inputs: string[];
  /** local name → the input it pluralises */
  readonly plurals: Map<string, string>;
}

function readDeclarations(key: string, variant: Variant): Declarations {
  const inputs: string[] = [];
  const plurals = new Map<string, string>();
  for (const declaration of variant.declarations ?? []) {
    const input = /^input\s+([A-Za-z_]\w*)$/.exec(declaration.trim());
    const local = /^local\s+([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\s*:\s*plural$/.exec(declaration.trim());
    if (input?.[1]) inputs.push(input[1]);
    else if (local?.[1] && local[2]) plurals.set(local[1], local[2]);
    else
      throw new Error(
        `${key}: unsupported declaration "${declaration}" (use "input x" or "local xPlural = x: plural")`,
      );
  }
  return { inputs, plurals };
}

/** The inputs and selectors of one message, the same in every language when the catalogues agree. */
export function describeMessage(key: string, entry: CatalogueEntry): MessageShape {
  if (typeof entry === "string") return { inputs: [...new Set(placeholders(entry))].sort(), selectors: [] };
  if (!Array.isArray(entry) || entry.length !== 1)
    throw new Error(`${key}: expected a text or one variant object`);
  const variant = entry[0] as Variant;
  const { inputs, plurals } = readDeclarations(key, variant);
  const used = new Set(inputs);
  for (const pattern of Object.values(variant.match))
    for (const name of placeholders(pattern)) used.add(name);
  for (const input of plurals.values()) used.add(input);
  const selectors = (variant.selectors ?? []).map((selector) =>
    plurals.has(selector) ? `${selector}:plural(${plurals.get(selector)})` : selector,
  );
  return { inputs: [...used].sort(), selectors };
}

function escapeTemplate(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${");
}

/** A pattern as a template literal reading inputs from `i`. */
function patternCode(pattern: string): string {
  let code = "";
  let last = 0;
  for (const match of pattern.matchAll(PLACEHOLDER)) {
    code += escapeTemplate(pattern.slice(last, match.index));
    code += match[1] ? `\${i.${match[1]}}` : escapeTemplate(match[0].slice(1));
    last = (match.index ?? 0) + match[0].length;
  }
  return `\`${code}${escapeTemplate(pattern.slice(last))}\``;
}

/** The body of a message function `(i) => …` for one language. */
export function compileEntry(key: string, entry: CatalogueEntry, language: string): string {
  if (typeof entry === "string") return patternCode(entry);
  const variant = (entry as readonly Variant[])[0] as Variant;
  const { plurals } = readDeclarations(key, variant);
  const selectors = variant.selectors ?? [];
  const values = selectors.map((selector) => {
    const input = plurals.get(selector);
    return input ? `plural("${language}", i.${input})` : `String(i.${selector})`;
  });
  const cases = Object.entries(variant.match).map(([match, pattern]) => {
    const parts = match.split(",").map((part) => part.trim());
    const conditions = parts.flatMap((part, index) => {
      const [name, value] = part.split("=").map((side) => side.trim());
      if (name !== selectors[index])
        throw new Error(`${key}: match "${match}" does not follow the selectors`);
      return value === "*" ? [] : [`s${index} === ${JSON.stringify(value)}`];
    });
    return { conditions, code: patternCode(pattern) };
  });
  const fallback = cases.find((entryCase) => entryCase.conditions.length === 0);
  if (!fallback) throw new Error(`${key}: a variant list needs a catch-all match ("…=*")`);
  const lines = values.map((value, index) => `const s${index} = ${value};`);
  for (const entryCase of cases) {
    if (entryCase.conditions.length > 0)
      lines.push(`if (${entryCase.conditions.join(" && ")}) return ${entryCase.code};`);
  }
  lines.push(`return ${fallback.code};`);
  return `{ ${lines.join(" ")} }`;
}

function inputsType(shape: MessageShape): string {
  if (shape.inputs.length === 0) return "Record<string, never>";
  return `{ ${shape.inputs.map((name) => `readonly ${name}: string | number`).join("; ")} }`;
}

const HEADER =
  "// Generated by scripts/compile-messages.ts from messages/*.json: do not edit, run `npm run i18n:compile`.\n";

/**
 * The English modules: one file per message (`en/<key>.ts`, so a bundler puts each message in the
 * chunk that uses it rather than every message in one shared chunk) and an index re-exporting them.
 * Keys are file paths relative to the generated folder.
 */
export function generateBaseModules(base: Catalogue): Map<string, string> {
  const files = new Map<string, string>();
  const index = [HEADER];
  const together: string[] = [];
  let anyPlural = false;
  listKeys(base).forEach((key, id) => {
    if (!KEY.test(key)) throw new Error(`${key}: keys are lower-case words joined by underscores`);
    const entry = base[key] as CatalogueEntry;
    const shape = describeMessage(key, entry);
    const body = compileEntry(key, entry, "en");
    const imports = `import { type MessageOptions, ${typeof entry === "string" ? "" : "plural, "}translate } from "../../translate";`;
    // Messages without inputs pass their English text as it is: the smallest code per message.
    const definition =
      shape.inputs.length === 0
        ? `export const ${key} = (inputs?: Record<string, never>, options?: MessageOptions): string =>\n  translate(${id}, options, inputs, ${body});`
        : `export const ${key} = (inputs: ${inputsType(shape)}, options?: MessageOptions): string =>\n  translate(${id}, options, inputs, (i: ${inputsType(shape)}): string => ${body});`;
    files.set(`en/${key}.ts`, `${HEADER}\n${imports}\n\n${definition}\n`);
    index.push(`export { ${key} } from "./en/${key}";`);
    together.push(definition);
    anyPlural ||= typeof entry !== "string";
  });
  files.set("messages.ts", `${index.join("\n")}\n`);
  // The same functions in one module, for `vite dev` only (vite.config.ts): unbundled, the index above
  // costs the browser one request per message on every page load.
  const togetherImports = `import { type MessageOptions, ${anyPlural ? "plural, " : ""}translate } from "../translate";`;
  files.set("messages-dev.ts", `${HEADER}\n${togetherImports}\n\n${together.join("\n")}\n`);
  return files;
}

/** Another language's module: its functions in the base catalogue's key order. */
export function generateLanguageModule(base: Catalogue, catalogue: Catalogue, language: string): string {
  const keys = listKeys(base);
  const usesPlural = keys.some((key) => typeof catalogue[key] !== "string");
  // Self-contained (types only from the runtime), so its chunk shares no code with the entry.
  const lines = [
    HEADER,
    `import type { CompiledCatalogue, Inputs } from "../translate";`,
    "",
    ...(usesPlural
      ? [
          `const plural = (_language: string, count: string | number | undefined): string =>`,
          `  new Intl.PluralRules("${language}").select(Number(count));`,
          "",
        ]
      : []),
    `export const CATALOGUE: CompiledCatalogue = [`,
  ];
  for (const key of keys) {
    const entry = catalogue[key];
    if (entry === undefined) throw new Error(`${key}: missing in the ${language} catalogue`);
    const shape = describeMessage(key, entry);
    lines.push(
      `  // ${key}\n  (${shape.inputs.length === 0 ? "" : "i: Inputs"}): string => ${compileEntry(key, entry, language)},`,
    );
  }
  lines.push("];");
  return `${lines.join("\n")}\n`;
}

export interface CatalogueProblem {
  readonly key: string;
  readonly problem: string;
}

/** Keys missing on either side and messages whose inputs or selectors differ between languages. */
export function compareCatalogues(base: Catalogue, other: Catalogue, language: string): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const baseKeys = new Set(listKeys(base));
  const otherKeys = new Set(listKeys(other));
  for (const key of baseKeys)
    if (!otherKeys.has(key)) problems.push({ key, problem: `missing in ${language}` });
  for (const key of otherKeys) if (!baseKeys.has(key)) problems.push({ key, problem: `only in ${language}` });
  for (const key of baseKeys) {
    if (!otherKeys.has(key)) continue;
    const expected = describeMessage(key, base[key] as CatalogueEntry);
    const actual = describeMessage(key, other[key] as CatalogueEntry);
    if (expected.inputs.join() !== actual.inputs.join()) {
      problems.push({
        key,
        problem: `inputs {${expected.inputs.join(", ")}} in en but {${actual.inputs.join(", ")}} in ${language}`,
      });
    }
    if (expected.selectors.join() !== actual.selectors.join()) {
      problems.push({ key, problem: `selectors differ between en and ${language}` });
    }
  }
  return problems;
}
