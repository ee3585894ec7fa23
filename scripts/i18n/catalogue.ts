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
 * The module of a key: its first two words (`bank_card` for `bank_card_opening`), so the messages of
 * one part of one screen share a module and a page downloads little text it does not show.
 */
function areaOf(key: string): string {
  return key.split("_").slice(0, 2).join("_");
}

/**
 * The English module of one group of keys: `export const key = (inputs, options) => translate(id, …,
 * englishText)`. Many small modules, because a bundler puts a module whole into one chunk: with every
 * message in one module, the home page would download the text of every tool (docs/decisions/187).
 */
function generateAreaModule(base: Catalogue, area: string): string {
  const keys = listKeys(base);
  const inArea = keys.filter((key) => areaOf(key) === area);
  const usesPlural = inArea.some((key) => typeof base[key] !== "string");
  const lines = [HEADER, `import { message${usesPlural ? ", plural" : ""} } from "../translate";`, ""];
  keys.forEach((key, id) => {
    if (areaOf(key) !== area) return;
    const entry = base[key] as CatalogueEntry;
    const shape = describeMessage(key, entry);
    const body = compileEntry(key, entry, "en");
    // Messages without inputs pass their English text as it is: the smallest code per message. The
    // annotation lets the bundler drop messages no page uses.
    lines.push(
      shape.inputs.length === 0
        ? `export const ${key} = /* @__PURE__ */ message(${id}, ${body});`
        : `export const ${key} = /* @__PURE__ */ message(${id}, (i: ${inputsType(shape)}): string => ${body});`,
    );
  });
  return `${lines.join("\n")}\n`;
}

function listAreas(base: Catalogue): string[] {
  const keys = listKeys(base);
  for (const key of keys)
    if (!KEY.test(key)) throw new Error(`${key}: keys are lower-case words joined by underscores`);
  return [...new Set(keys.map(areaOf))];
}

/** The English entry module: re-exports every area's module (`messages-<area>.ts`). */
export function generateBaseModule(base: Catalogue): string {
  const lines = [HEADER, ...listAreas(base).map((area) => `export * from "./messages-${area}";`)];
  return `${lines.join("\n")}\n`;
}

/** The area modules the entry module re-exports, by file name. */
export function generateAreaModules(base: Catalogue): ReadonlyMap<string, string> {
  return new Map(listAreas(base).map((area) => [`messages-${area}.ts`, generateAreaModule(base, area)]));
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
