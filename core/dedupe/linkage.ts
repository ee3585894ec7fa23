import {
  type LabelledPair,
  pairKey,
  pickQuestions,
  QUESTIONS_PER_ROUND,
  type QuestionCandidate,
  retrainModel,
} from "./active-learning";
import { compareAddressParts } from "./address-parts";
import { buildCandidatePairs, type CandidatePairs } from "./candidate-pairs";
import { assignCentres, dropConflictingMembers, groupByCentre } from "./centre-clusters";
import {
  type ComparisonKind,
  MISSING,
  type PreparedComparison,
  prepareComparison,
} from "./comparison-levels";
import { estimateColumnU, seededRandom } from "./estimate-u";
import { compareFullNames } from "./full-names";
import { namesOfOtherSexes } from "./given-names";
import { compareInitials, initialIn } from "./initials";
import {
  estimateModel,
  type LinkageModel,
  matchProbability,
  type Pattern,
  sumWeights,
} from "./linkage-model";
import { compareSwappedNames } from "./swapped-names";
import { MAX_RARE_BONUS, termFrequencyAdjustments } from "./term-frequency";
import type { Cluster, ColumnRule, Row } from "./types";
import { capWeakColumns, isWeakColumn } from "./weak-columns";

export interface LinkageOptions {
  readonly rules: readonly ColumnRule[];
  /**
   * Off: every row of a cluster matches the cluster's centre row (ADR 143). On: every pair inside a
   * cluster must match.
   */
  readonly requireAllPairs: boolean;
  /** Pairs at or above this match probability are duplicates; by default the model's own threshold. */
  readonly minProbability?: number;
  /** The user's answers to "Same or different?": they retrain m/u and bind or part their own pairs. */
  readonly labels?: readonly LabelledPair[];
  readonly onProgress?: (done: number, total: number) => void;
}

/** A pair of rows inside a cluster with its comparison vector (level per column, 255 = missing). */
export interface MatchedPair {
  readonly a: number;
  readonly b: number;
  readonly levels: readonly number[];
  /** The evidence each column adds (0 for missing); an exact match is weighed by how common its value is. */
  readonly columnWeights: readonly number[];
  readonly weight: number;
  readonly probability: number;
}

export interface LinkageColumn {
  readonly column: number;
  readonly kind: ComparisonKind;
  readonly labels: readonly string[];
}

export interface LinkageResult {
  readonly clusters: Cluster[];
  /** Per cluster (same order), its members' links to the cluster's centre row, strongest first. */
  readonly evidence: MatchedPair[][];
  readonly columns: readonly LinkageColumn[];
  readonly model: LinkageModel;
  readonly threshold: number;
  readonly suggestedThreshold: number;
  readonly candidatePairs: number;
  /** The pairs most worth asking the user about next, least certain first. */
  readonly questions: MatchedPair[];
}

const PAIRS_PER_CLUSTER = 12;
/** The weight of a pair the user answered: beyond anything the columns can add up to. */
const ANSWERED_WEIGHT = 1000;
/** Exact or near: the levels of a name that leave no doubt. */
const NEAR_LEVEL = 1;
/**
 * How far the model's doubt about a pair the rules keep apart as relatives counts: the rules are there
 * because the model's probability is wrong on households, so such a pair is seldom the same person.
 */
const RELATIVES_DOUBT = 0.1;
/**
 * Pairs of one comparison pattern offered as questions: alike in every column, they still differ in
 * how the result treats them (one inside a cluster, one apart, one of a row torn between two people).
 */
const POOL_PER_PATTERN = 8;
/** A link of a row that matches two people is a toss-up. */
const AMBIGUOUS_DOUBT = 0.5;
/** Pairs the model is this unsure of are worth a question. */
function isQuestion(probability: number): boolean {
  return probability > 0.02 && probability < 0.98;
}
/** A pre-accepted cluster: every pair inside it at least this likely (ADR 230). */
export const SURE_PROBABILITY = 0.99;
/** …agreeing on at least this many columns: one shared value, however rare, is not enough to merge. */
const SURE_AGREEING = 2;
/** …with no column speaking against it more strongly than this (bits). */
const SURE_CONTRADICTION = -6;
/** Larger clusters always go to review: all their pairs are not checked. */
const SURE_MAX_ROWS = 12;

/**
 * Columns that say who a row is. Relatives share a surname, an address, a phone and an office
 * e-mail, and differ only in given name or birth date, which EM weighs mildly because duplicates carry
 * nicknames and typos. So a pair that differs outright on a name or a date is only sure when an id
 * code (a customer or social-security number, which relatives never share) agrees exactly.
 */
const IDENTITY_KINDS: ReadonlySet<ComparisonKind> = new Set(["name", "date"]);

/** Birth years at least this far apart are parent and child, not one person's mistyped date. */
const GENERATION_YEARS = 15;

/** Whether two rows' birth dates (ISO, as normalised) lie a generation apart. */
function generationApartIn(column: PreparedComparison): (a: number, b: number) => boolean {
  const years = Int32Array.from(column.values, (value) => {
    const year = /^(\d{4})-/.exec(value)?.[1];
    return year === undefined ? -1 : Number(year);
  });
  return (a, b) => {
    const x = years[column.ids[a] ?? -1] ?? -1;
    const y = years[column.ids[b] ?? -1] ?? -1;
    return x > 0 && y > 0 && Math.abs(x - y) >= GENERATION_YEARS;
  };
}

function valueIn(column: PreparedComparison | undefined, row: number): string {
  const id = column?.ids[row] ?? -1;
  return id < 0 ? "" : (column?.values[id] ?? "");
}

/**
 * Whether two rows' given names belong to two people: listed names of the two sexes (Mark, Marsha).
 * A row with its names the other way round ("Kusters | Marsha") is read the right way round first.
 */
function twoPeopleIn(
  column: PreparedComparison,
  surname: PreparedComparison | undefined,
): (a: number, b: number) => boolean {
  return (a, b) => {
    const givenA = valueIn(column, a);
    const givenB = valueIn(column, b);
    const surnameA = valueIn(surname, a);
    const surnameB = valueIn(surname, b);
    if (surnameA !== "" && surnameA === givenB) return namesOfOtherSexes(givenA, surnameB);
    if (surnameB !== "" && surnameB === givenA) return namesOfOtherSexes(surnameA, givenB);
    return namesOfOtherSexes(givenA, givenB);
  };
}

/** What the sure verdict looks at beyond a pair's probability. */
interface SureRule {
  /** Per column, the level that means "different" on a name or date column, else -1. */
  readonly different: Int32Array;
  /** Per column, whether it holds an id code. */
  readonly code: Uint8Array;
  /**
   * Per personal column (given name, birth date), the loosest level that still says "the same
   * person" (a nickname, a typo, a name that sounds alike, a swapped day and month); -1 elsewhere.
   */
  readonly personal: Int32Array;
  /** Per column, whether it holds given names. */
  readonly given: Uint8Array;
  /** Per given-name column, whether two rows' names are alike only through the nickname table. */
  readonly nicknameOnly: readonly (((a: number, b: number) => boolean) | null)[];
  /** Per birth-date column, the level "different"; -1 elsewhere. */
  readonly birthDiffers: Int32Array;
  /** Per given-name column, whether two rows' given names are of two people (Mark, Marsha); null elsewhere. */
  readonly twoPeople: readonly (((a: number, b: number) => boolean) | null)[];
  /** Per given-name column, whether two rows' given names are an initial and a name (J, Jane). */
  readonly initial: readonly (((a: number, b: number) => boolean) | null)[];
  /** Per birth-date column, whether two rows were born a generation apart; null elsewhere. */
  readonly generationApart: readonly (((a: number, b: number) => boolean) | null)[];
  /** Per whole-name column (an organisation or a person's name in one cell), per row: two words or more. */
  readonly wholeName: readonly (Uint8Array | null)[];
  /** Per column: whether it says who a row is (not free text, options or repeated codes). */
  readonly identifying: Uint8Array;
}

function sureRuleOf(columns: readonly PreparedComparison[]): SureRule {
  return {
    different: Int32Array.from(columns, (column) =>
      IDENTITY_KINDS.has(column.kind) ? column.labels.length - 1 : -1,
    ),
    code: Uint8Array.from(columns, (column) => (column.kind === "code" ? 1 : 0)),
    personal: Int32Array.from(columns, (column) =>
      column.rule.role === "given-name" || column.rule.role === "birth-date"
        ? column.labels.length - (column.kind === "name" ? 3 : 2)
        : -1,
    ),
    given: Uint8Array.from(columns, (column) => (column.rule.role === "given-name" ? 1 : 0)),
    nicknameOnly: columns.map((column) =>
      column.rule.role === "given-name" && column.nicknameOnly ? column.nicknameOnly.bind(column) : null,
    ),
    birthDiffers: Int32Array.from(columns, (column) =>
      column.rule.role === "birth-date" ? column.labels.length - 1 : -1,
    ),
    twoPeople: columns.map((column) =>
      column.rule.role === "given-name" && column.kind === "name"
        ? twoPeopleIn(
            column,
            columns.find((other) => other.rule.role === "surname"),
          )
        : null,
    ),
    initial: columns.map((column) =>
      column.rule.role === "given-name" && column.kind === "name" ? initialIn(column) : null,
    ),
    generationApart: columns.map((column) =>
      column.rule.role === "birth-date" && column.kind === "date" ? generationApartIn(column) : null,
    ),
    wholeName: columns.map((column) => {
      if (column.kind !== "name" || column.rule.role) return null;
      const multiWord = column.values.map((value) => (value.includes(" ") ? 1 : 0));
      return Uint8Array.from(column.ids, (id) => (id < 0 ? 0 : (multiWord[id] ?? 0)));
    }),
    identifying: Uint8Array.from(columns, (column) => (isWeakColumn(column) ? 0 : 1)),
  };
}

/** What a pair's columns say beyond its probability: agreements, identity disagreements, an id match. */
function tallyPair(
  pair: MatchedPair,
  rule: SureRule,
): {
  agreeing: number;
  alike: number;
  differing: number;
  code: boolean;
  against: number;
  /** A given name both rows fill is neither the same, a nickname, a typo nor sounds alike. */
  givenDiffers: boolean;
  /** A given name both rows fill is not the same or a typo of the other (a nickname is a maybe). */
  givenUnsure: boolean;
  /** …and no personal column says "the same person". */
  relatives: boolean;
  /**
   * The given names are two short forms of one formal name and the birth dates differ, or the birth
   * dates lie a generation apart: father and son, mother and daughter.
   */
  namesakes: boolean;
  /** A whole name of two words or more agrees, and no identifying column differs outright. */
  nameOnly: boolean;
} {
  let givenDiffers = false;
  let givenUnsure = false;
  let personalAlike = false;
  let givenInitial = false;
  let givenNickname = false;
  let birthDiffers = false;
  let generations = false;
  let twoPeople = false;
  let wholeNameAlike = false;
  let identityDiffers = false;
  let agreeing = 0;
  let alike = 0;
  let differing = 0;
  let code = false;
  let against = 0;
  for (let column = 0; column < pair.levels.length; column++) {
    const level = pair.levels[column] ?? MISSING;
    const weight = pair.columnWeights[column] ?? 0;
    against = Math.min(against, weight);
    if (level <= 1 && weight > 0) agreeing++;
    // Alike: a near match, or an exact one on a value rare enough to count (not the office e-mail).
    // A nickname (Andy, Andrew) says "could be", not "is": it does not count as an agreement.
    const nickname = level === 1 && rule.nicknameOnly[column]?.(pair.a, pair.b) === true;
    if ((level === 1 && !nickname) || (level === 0 && weight > 0)) alike++;
    if (level === rule.different[column]) differing++;
    if (level <= NEAR_LEVEL && weight > 0 && rule.wholeName[column]?.[pair.a] === 1) wholeNameAlike = true;
    if (level !== MISSING && weight < 0 && rule.identifying[column] === 1) identityDiffers = true;
    if (level === 0 && rule.code[column] === 1) code = true;
    const loosest = rule.personal[column] ?? -1;
    if (loosest >= 0 && level !== MISSING) {
      // An initial (J and Jane) is only a maybe.
      if (level <= loosest && rule.initial[column]?.(pair.a, pair.b) === true) givenInitial = true;
      else if (level <= loosest) personalAlike = true;
      else if (rule.given[column] === 1) givenDiffers = true;
      // Sounding alike (Tim, Tom) or a short form (Pat: Patrick or Patricia) is enough to link, not
      // to merge unseen.
      if (rule.given[column] === 1 && (level > NEAR_LEVEL || nickname)) givenUnsure = true;
      if (nickname) givenNickname = true;
      if (rule.twoPeople[column]?.(pair.a, pair.b) === true) twoPeople = true;
      if (level === rule.birthDiffers[column]) {
        birthDiffers = true;
        if (rule.generationApart[column]?.(pair.a, pair.b) === true) generations = true;
      }
    }
  }
  // Bob and Robbie at one address, born years apart: father and son, both Robert.
  // John Smith born 1970 and John Smith born 1990 at one address: a typo never moves a year that far.
  // Mark and Marsha, Patrick and Patricia: twins, or a parent and child, however alike the letters.
  const namesakes = (givenNickname && birthDiffers) || generations;
  // Jim and J. (Jane) Muir, born two years apart: a maybe on the name does not outweigh the dates.
  const relatives =
    ((givenDiffers || (givenInitial && birthDiffers)) && !personalAlike) || namesakes || twoPeople;
  const nameOnly = wholeNameAlike && !identityDiffers;
  return {
    agreeing,
    alike,
    differing,
    code,
    against,
    givenDiffers,
    givenUnsure,
    relatives,
    namesakes,
    nameOnly,
  };
}

/**
 * A pair that may link at all agrees on at least two columns, or on a whole name of two words or more
 * with no identifying column against it: one shared surname, phone or office e-mail with everything
 * else blank is no evidence of one customer, and such pairs chained a list's
 * Andersons into one cluster. (Also refusing pairs that differ on both given name and birth date
 * split relatives apart but cost splink's duplicates with shifted birth dates 0.07 F1.)
 */
function isLinkablePair(pair: MatchedPair, rule: SureRule): boolean {
  // The user's answer decides; a pair merely so likely that its probability rounds to 1 does not.
  if (Math.abs(pair.weight) >= ANSWERED_WEIGHT) return pair.weight > 0;
  const tally = tallyPair(pair, rule);
  if (tally.relatives && !tally.code) return false;
  // A company's whole name is who it is, even with only class codes and coordinates beside it.
  return tally.alike >= SURE_AGREEING || tally.nameOnly;
}

/**
 * Two rows no cluster may hold, whatever links them through others: the user said they are different,
 * or they are namesakes of one household (Bob and Robbie, another birth date) without an id in common.
 */
function isConflictingPair(pair: MatchedPair, rule: SureRule): boolean {
  if (Math.abs(pair.weight) >= ANSWERED_WEIGHT) return pair.weight < 0;
  const tally = tallyPair(pair, rule);
  return tally.namesakes && !tally.code;
}

/** A pair the model is sure of: likely, agreeing on more than one column, contradicted by none. */
function isSurePair(pair: MatchedPair, rule: SureRule): boolean {
  if (pair.probability < SURE_PROBABILITY) return false;
  const tally = tallyPair(pair, rule);
  if (tally.against < SURE_CONTRADICTION) return false;
  return tally.agreeing >= SURE_AGREEING && ((tally.differing === 0 && !tally.givenUnsure) || tally.code);
}

/**
 * A cluster the model is sure of: each member's link to the centre is a sure pair, and every other
 * pair of members is at least more likely a match than not (so the cluster is coherent, not a chain).
 */
function isSureCluster(
  members: readonly number[],
  centre: number,
  scorePair: (a: number, b: number) => MatchedPair,
  rule: SureRule,
): boolean {
  if (members.length > SURE_MAX_ROWS) return false;
  for (let x = 0; x < members.length; x++)
    for (let y = x + 1; y < members.length; y++) {
      const a = members[x] ?? 0;
      const b = members[y] ?? 0;
      const pair = scorePair(a, b);
      if (a === centre || b === centre ? !isSurePair(pair, rule) : pair.probability < 0.5) return false;
    }
  return true;
}

class IntList {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

class FloatList {
  values = new Float64Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/** Pairs at or above the threshold, with their summed match weight. */
interface KeptPairs {
  readonly a: IntList;
  readonly b: IntList;
  readonly weight: FloatList;
}

function keptPairs(): KeptPairs {
  return { a: new IntList(), b: new IntList(), weight: new FloatList() };
}

/**
 * The threshold that maximises the expected F1 under the model: pairs sorted by probability, the
 * expected true matches among the top k against the expected matches in all candidate pairs.
 */
function suggestThreshold(patterns: readonly Pattern[], probabilities: Float64Array): number {
  const order = patterns
    .map((_, index) => index)
    .sort((x, y) => (probabilities[y] ?? 0) - (probabilities[x] ?? 0));
  let expectedMatches = 0;
  patterns.forEach((pattern, index) => {
    expectedMatches += pattern.count * (probabilities[index] ?? 0);
  });
  let best = 0.5;
  let bestF1 = -1;
  let taken = 0;
  let truePairs = 0;
  for (const index of order) {
    const probability = probabilities[index] ?? 0;
    const count = patterns[index]?.count ?? 0;
    taken += count;
    truePairs += count * probability;
    const f1 = (2 * truePairs) / (taken + expectedMatches);
    if (f1 > bestF1) {
      bestF1 = f1;
      best = probability;
    }
  }
  return best;
}

/** The threshold the model suggests before any answer (answered pairs bind or part themselves anyway). */
function unansweredThreshold(
  patterns: readonly Pattern[],
  fitted: LinkageModel,
  columns: readonly PreparedComparison[],
): number {
  const { model } = capWeakColumns(fitted, columns);
  const probabilities = Float64Array.from(patterns, (pattern) =>
    matchProbability(sumWeights(model.weights, pattern.levels), model.lambda),
  );
  return Math.min(0.5, suggestThreshold(patterns, probabilities));
}

function levelsOf(
  columns: readonly PreparedComparison[],
  a: number,
  b: number,
  into: Uint8Array,
): Uint8Array {
  for (let column = 0; column < columns.length; column++) into[column] = columns[column]?.level(a, b) ?? 255;
  return into;
}

/** Per column, the term-frequency adjustment of an exact match on each distinct value. */
type Adjustments = readonly Float64Array[];

/** The weight a column adds for this pair: exact matches are adjusted for how common the value is. */
function columnWeight(
  column: PreparedComparison,
  weights: Float64Array | undefined,
  adjustment: Float64Array | undefined,
  level: number,
  a: number,
): number {
  if (level === MISSING) return 0;
  const weight = weights?.[level] ?? 0;
  if (level !== 0 || !adjustment) return weight;
  // Agreement stays evidence for a match, however common the value.
  return Math.max(0, weight + (adjustment[column.ids[a] ?? 0] ?? 0));
}

/** The term-frequency part of a pair's total: the adjustments of its exact-match columns. */
function adjustmentOf(
  columns: readonly PreparedComparison[],
  model: LinkageModel,
  adjustments: Adjustments,
  exactColumns: Int32Array,
  a: number,
): number {
  let total = 0;
  for (const column of exactColumns) {
    const base = model.weights[column]?.[0] ?? 0;
    total +=
      columnWeight(columns[column] as PreparedComparison, model.weights[column], adjustments[column], 0, a) -
      base;
  }
  return total;
}

/** Per pattern, the columns it matches exactly on (the ones a term-frequency adjustment applies to). */
function exactColumnsOf(patterns: readonly Pattern[]): Int32Array[] {
  return patterns.map((pattern) => {
    const columns: number[] = [];
    pattern.levels.forEach((level, column) => {
      if (level === 0) columns.push(column);
    });
    return Int32Array.from(columns);
  });
}

/** The kept pairs that pass `keep`. */
function keptWhere(kept: KeptPairs, keep: (a: number, b: number) => boolean): KeptPairs {
  const out = keptPairs();
  for (let pair = 0; pair < kept.a.length; pair++) {
    const a = kept.a.values[pair] ?? 0;
    const b = kept.b.values[pair] ?? 0;
    if (!keep(a, b)) continue;
    out.a.push(a);
    out.b.push(b);
    out.weight.push(kept.weight.values[pair] ?? 0);
  }
  return out;
}

/** Greedy complete-link split: a row joins the first group whose every row it matches. */
function splitIntoCliques(
  members: readonly number[],
  matches: (a: number, b: number) => boolean,
): number[][] {
  const groups: number[][] = [];
  for (const row of members) {
    const group = groups.find((rows) => rows.every((other) => matches(other, row)));
    if (group) group.push(row);
    else groups.push([row]);
  }
  return groups.filter((rows) => rows.length > 1);
}

/** Candidate pairs the model is fitted on; larger files fit on a random sample of their pairs. */
const MODEL_PAIRS = 250_000;
/** Columns compared first: cheap equality and typo checks before string similarity. */
const CHEAP_KINDS: ReadonlySet<ComparisonKind> = new Set([
  "exact",
  "code",
  "date",
  "email",
  "phone",
  "postcode",
]);

type Progress = (done: number, total: number) => void;

/** Maps a stage's own progress onto its share [from, to) of the whole run. */
function stageProgress(onProgress: Progress | undefined, from: number, to: number): Progress | undefined {
  if (!onProgress) return undefined;
  return (done, total) =>
    onProgress(Math.round(1000 * (from + ((to - from) * done) / Math.max(1, total))), 1000);
}

interface Sample {
  readonly patterns: Pattern[];
  /** Every candidate pair and its pattern id, when the sample is all of them. */
  readonly pairs: { a: IntList; b: IntList; pattern: IntList } | null;
}

/** Comparison vectors of the candidate pairs (all of them, or a random share for large files). */
function samplePatterns(
  columns: readonly PreparedComparison[],
  candidates: CandidatePairs,
  rate: number,
  onProgress: Progress | undefined,
): Sample {
  const random = seededRandom(7919);
  const pairs = rate >= 1 ? { a: new IntList(), b: new IntList(), pattern: new IntList() } : null;
  const patternIds = new Map<string, number>();
  const patterns: Pattern[] = [];
  const scratch = new Uint8Array(columns.length);
  candidates.forEach((a, b) => {
    if (rate < 1 && random() >= rate) return;
    levelsOf(columns, a, b, scratch);
    const key = String.fromCharCode(...scratch);
    let id = patternIds.get(key);
    if (id === undefined) {
      id = patterns.length;
      patternIds.set(key, id);
      patterns.push({ levels: scratch.slice(), count: 0 });
    }
    (patterns[id] as Pattern).count++;
    pairs?.a.push(a);
    pairs?.b.push(b);
    pairs?.pattern.push(id);
  }, onProgress);
  return { patterns, pairs };
}

/**
 * Pairs at or above the threshold among all candidates, without storing the others: columns are
 * scored cheapest first, and a pair stops as soon as the best the remaining columns could add cannot
 * lift it to the threshold.
 */
function scoreAllPairs(
  columns: readonly PreparedComparison[],
  candidates: CandidatePairs,
  model: LinkageModel,
  adjustments: Adjustments,
  needed: number,
  onProgress: Progress | undefined,
): KeptPairs {
  const order = columns
    .map((column, index) => ({ index, cheap: CHEAP_KINDS.has(column.kind) }))
    .sort((x, y) => Number(y.cheap) - Number(x.cheap))
    .map(({ index }) => index);
  const best = order.map((index) => Math.max(0, ...(model.weights[index] ?? [])) + MAX_RARE_BONUS);
  const remaining = new Float64Array(order.length + 1);
  for (let at = order.length - 1; at >= 0; at--) remaining[at] = (remaining[at + 1] ?? 0) + (best[at] ?? 0);
  const kept = keptPairs();
  candidates.forEach((a, b) => {
    let total = 0;
    for (let at = 0; at < order.length; at++) {
      const index = order[at] ?? 0;
      const column = columns[index] as PreparedComparison;
      const level = column.level(a, b);
      total += columnWeight(column, model.weights[index], adjustments[index], level, a);
      if (total + (remaining[at + 1] ?? 0) < needed) return;
    }
    kept.a.push(a);
    kept.b.push(b);
    kept.weight.push(total);
  }, onProgress);
  return kept;
}

/**
 * Fellegi–Sunter record linkage inside one file: per column comparison levels, u from random pairs, m
 * and the match share by EM on the candidate pairs, summed log2(m/u) weights with blanks neutral, a
 * match probability per pair, and clusters of the pairs at or above the threshold.
 */
export function linkRecords(rows: readonly Row[], options: LinkageOptions): LinkageResult {
  const report = options.onProgress;
  report?.(0, 1000);
  const { columns, blocking } = compareFullNames(
    compareSwappedNames(
      compareInitials(
        compareAddressParts(
          rows,
          options.rules.map((rule) => prepareComparison(rows, rule)),
        ),
      ),
    ),
  );
  const random = seededRandom(rows.length + 17);
  const u = columns.map((column) => estimateColumnU(column, random));
  const candidates = buildCandidatePairs([...columns, ...blocking], rows.length);
  let candidatePairs = 0;
  candidates.forEach(
    () => {
      candidatePairs++;
    },
    stageProgress(report, 0.1, 0.15),
  );
  const rate = Math.min(1, MODEL_PAIRS / Math.max(1, candidatePairs));
  const sample = samplePatterns(
    columns,
    candidates,
    rate,
    stageProgress(report, 0.15, rate >= 1 ? 0.95 : 0.35),
  );
  const labels = (options.labels ?? []).filter((label) => label.answer !== "unsure");
  const answerLevels = (answer: "same" | "different"): number[][] =>
    labels
      .filter((label) => label.answer === answer)
      .map((label) => [...levelsOf(columns, label.a, label.b, new Uint8Array(columns.length))]);
  const fitted = estimateModel(sample.patterns, u);
  const { model, rareScale } = capWeakColumns(
    retrainModel(fitted, answerLevels("same"), answerLevels("different")),
    columns,
  );
  const answers = new Map(labels.map((label) => [pairKey(label.a, label.b), label.answer]));
  const adjustments = columns.map((column, index) => {
    const adjustment = termFrequencyAdjustments(column);
    const scale = rareScale[index] ?? 1;
    return scale === 1 ? adjustment : adjustment.map((bonus) => bonus * scale);
  });
  const weights = sample.patterns.map((pattern) => sumWeights(model.weights, pattern.levels));
  const probabilities = Float64Array.from(weights, (weight) => matchProbability(weight, model.lambda));
  // Never above 0.5: a pair the model finds more likely a match than not is one.
  const suggestedThreshold = Math.max(
    Math.min(0.5, suggestThreshold(sample.patterns, probabilities)),
    labels.length > 0 ? unansweredThreshold(sample.patterns, fitted, columns) : 0,
  );
  const threshold = options.minProbability ?? suggestedThreshold;
  let kept = keptPairs();
  const pool: QuestionCandidate[] = [];
  if (sample.pairs) {
    const { a, b, pattern } = sample.pairs;
    const needed = Math.log2(threshold / (1 - threshold)) - Math.log2(model.lambda / (1 - model.lambda));
    const exactColumns = exactColumnsOf(sample.patterns);
    // A pattern that cannot reach the threshold even with every exact value rare is skipped whole.
    const reachable = sample.patterns.map(
      (_, id) => (weights[id] ?? 0) + MAX_RARE_BONUS * (exactColumns[id]?.length ?? 0) >= needed - 1e-9,
    );
    const asked = new Uint8Array(sample.patterns.length);
    for (let pair = 0; pair < a.length; pair++) {
      const id = pattern.values[pair] ?? 0;
      if ((asked[id] ?? 0) < POOL_PER_PATTERN && isQuestion(probabilities[id] ?? 0)) {
        asked[id] = (asked[id] ?? 0) + 1;
        pool.push({
          a: a.values[pair] ?? 0,
          b: b.values[pair] ?? 0,
          levels: [],
          probability: probabilities[id] ?? 0,
        });
      }
      if (!reachable[id]) continue;
      const first = a.values[pair] ?? 0;
      const exact = exactColumns[id] as Int32Array;
      const weight = (weights[id] ?? 0) + adjustmentOf(columns, model, adjustments, exact, first);
      if (weight < needed - 1e-9) continue;
      kept.a.push(first);
      kept.b.push(b.values[pair] ?? 0);
      kept.weight.push(weight);
    }
  } else {
    const needed = Math.log2(threshold / (1 - threshold)) - Math.log2(model.lambda / (1 - model.lambda));
    kept = scoreAllPairs(
      columns,
      candidates,
      model,
      adjustments,
      needed - 1e-9,
      stageProgress(report, 0.35, 0.95),
    );
  }
  const modelScore = (a: number, b: number): MatchedPair => {
    const levels = [...levelsOf(columns, a, b, new Uint8Array(columns.length))];
    const columnWeights = levels.map((level, index) =>
      columnWeight(columns[index] as PreparedComparison, model.weights[index], adjustments[index], level, a),
    );
    const weight = columnWeights.reduce((sum, value) => sum + value, 0);
    return { a, b, levels, columnWeights, weight, probability: matchProbability(weight, model.lambda) };
  };
  // An answered pair is what the user said: bound together (must-link) or kept apart (cannot-link).
  const scorePair = (a: number, b: number): MatchedPair => {
    const pair = modelScore(a, b);
    const answer = answers.get(pairKey(a, b));
    if (answer === undefined) return pair;
    const same = answer === "same";
    return { ...pair, weight: same ? ANSWERED_WEIGHT : -ANSWERED_WEIGHT, probability: same ? 1 : 0 };
  };
  if (labels.some((label) => label.answer === "different"))
    kept = keptWhere(kept, (a, b) => answers.get(pairKey(a, b)) !== "different");
  for (const label of labels)
    if (label.answer === "same") {
      kept.a.push(Math.min(label.a, label.b));
      kept.b.push(Math.max(label.a, label.b));
      kept.weight.push(ANSWERED_WEIGHT);
    }
  if (!sample.pairs)
    for (let pair = 0; pair < kept.a.length; pair++) {
      const probability = matchProbability(kept.weight.values[pair] ?? 0, model.lambda);
      if (isQuestion(probability))
        pool.push({ a: kept.a.values[pair] ?? 0, b: kept.b.values[pair] ?? 0, levels: [], probability });
    }
  const sure = sureRuleOf(columns);
  const { clusters, evidence } = buildClusters(rows.length, kept, {
    scorePair,
    requireAllPairs: options.requireAllPairs,
    threshold,
    lambda: model.lambda,
    sure,
  });
  // Besides the pairs the model finds a toss-up, the links of clusters waiting for review: likely by
  // probability, but not sure (relatives, one shared value), so the user's answer settles them.
  // Each of them, not one per comparison pattern: two links alike in every column (Mohamed and
  // Muhammed, Darla and Darlene) can still be one person and two.
  const pooled = new Set(pool.map((pair) => pairKey(pair.a, pair.b)));
  clusters.forEach((cluster, index) => {
    if (cluster.sure) return;
    for (const pair of evidence[index] ?? []) if (!pooled.has(pairKey(pair.a, pair.b))) pool.push(pair);
  });
  const doubt = doubtOfDecision(rows.length, clusters, kept, scorePair, sure);
  const questions = pickQuestions(
    pool.map((candidate) => {
      const pair = modelScore(candidate.a, candidate.b);
      return { ...pair, rank: 1 - doubt(pair) };
    }),
    QUESTIONS_PER_ROUND,
    new Set(answers.keys()),
  ).map((pair) => modelScore(pair.a, pair.b));
  report?.(1000, 1000);
  return {
    clusters,
    evidence,
    columns: columns.map((column) => ({
      column: column.rule.column,
      kind: column.kind,
      labels: column.labels,
    })),
    model,
    threshold,
    suggestedThreshold,
    candidatePairs,
    questions,
  };
}

/** Neighbours of a row looked at for a second person it could be: enough for a household. */
const AMBIGUITY_NEIGHBOURS = 16;

/**
 * The chance the current result is wrong about a pair: a pair in one cluster is wrong when it is two
 * customers (1 − p), a pair apart when it is one (p, much less when the rules part them as relatives).
 * An answer that agrees with the result changes nothing, so the pair most likely to be contradicted
 * is the question most worth asking. A row that matches two rows the rules keep apart as two people
 * (a "Pat Smith" at the address of Patrick and of Patricia) can be only one of them, however likely
 * each link looks: each such link is a toss-up.
 */
function doubtOfDecision(
  rowCount: number,
  clusters: readonly Cluster[],
  kept: KeptPairs,
  scorePair: (a: number, b: number) => MatchedPair,
  rule: SureRule,
): (pair: MatchedPair) => number {
  const clusterOf = new Int32Array(rowCount).fill(-1);
  clusters.forEach((cluster, index) => {
    for (const row of cluster.rows) clusterOf[row] = index;
  });
  const neighbours = new Map<number, number[]>();
  const addNeighbour = (row: number, other: number): void => {
    const list = neighbours.get(row);
    if (!list) neighbours.set(row, [other]);
    else if (list.length < AMBIGUITY_NEIGHBOURS) list.push(other);
  };
  for (let pair = 0; pair < kept.a.length; pair++) {
    addNeighbour(kept.a.values[pair] ?? 0, kept.b.values[pair] ?? 0);
    addNeighbour(kept.b.values[pair] ?? 0, kept.a.values[pair] ?? 0);
  }
  const links = (x: number, y: number): boolean =>
    isLinkablePair(scorePair(Math.min(x, y), Math.max(x, y)), rule);
  const twoPeople = (x: number, y: number): boolean => {
    const pair = scorePair(Math.min(x, y), Math.max(x, y));
    if (Math.abs(pair.weight) >= ANSWERED_WEIGHT) return pair.weight < 0;
    const tally = tallyPair(pair, rule);
    return tally.relatives && !tally.code;
  };
  /** `row` also links with someone `other` cannot be. */
  const torn = (row: number, other: number): boolean =>
    (neighbours.get(row) ?? []).some(
      (third) => third !== other && links(row, third) && twoPeople(other, third),
    );
  return (pair) => {
    const cluster = clusterOf[pair.a] ?? -1;
    const together = cluster >= 0 && cluster === clusterOf[pair.b];
    let doubt = together ? 1 - pair.probability : pair.probability;
    if (!together) {
      const tally = tallyPair(pair, rule);
      if (tally.relatives && !tally.code) doubt *= RELATIVES_DOUBT;
    }
    if (doubt >= AMBIGUOUS_DOUBT || !isLinkablePair(pair, rule)) return doubt;
    return torn(pair.a, pair.b) || torn(pair.b, pair.a) ? AMBIGUOUS_DOUBT : doubt;
  };
}

interface ClusterOptions {
  readonly scorePair: (a: number, b: number) => MatchedPair;
  readonly requireAllPairs: boolean;
  readonly threshold: number;
  readonly lambda: number;
  readonly sure: SureRule;
}

/**
 * Clusters of the kept pairs around centre rows (each member matches its centre), or split further so
 * every pair matches; each with its evidence: the members' links to the centre, strongest first.
 */
function buildClusters(
  rowCount: number,
  allKept: KeptPairs,
  options: ClusterOptions,
): { clusters: Cluster[]; evidence: MatchedPair[][] } {
  const { scorePair, threshold } = options;
  let kept = allKept;
  const matching = (a: number, b: number): MatchedPair | null => {
    const pair = scorePair(Math.min(a, b), Math.max(a, b));
    return pair.probability >= threshold && isLinkablePair(pair, options.sure) ? pair : null;
  };
  kept = keptWhere(kept, (a, b) => isLinkablePair(scorePair(a, b), options.sure));
  const { centreOf, linkWeight } = assignCentres(
    rowCount,
    { length: kept.a.length, a: kept.a.values, b: kept.b.values, weight: kept.weight.values },
    (a, b) => matching(a, b)?.weight ?? null,
    (weight) => matchProbability(weight, options.lambda),
  );
  let groups = groupByCentre(centreOf)
    .map((members) => {
      const centre = centreOf[members[0] ?? 0] ?? -1;
      return dropConflictingMembers(
        members,
        centre,
        (a, b) => isConflictingPair(scorePair(Math.min(a, b), Math.max(a, b)), options.sure),
        (row) => linkWeight[row] ?? 0,
      );
    })
    .filter((members) => members.length > 1);
  if (options.requireAllPairs)
    groups = groups
      .flatMap((members) => splitIntoCliques(members, (a, b) => matching(a, b) !== null))
      .sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0));
  const clusters: Cluster[] = [];
  const evidence: MatchedPair[][] = [];
  groups.forEach((members, index) => {
    const centre = centreOf[members[0] ?? 0] ?? -1;
    const anchor = members.includes(centre) ? centre : (members[0] ?? 0);
    const pairs = members
      .filter((row) => row !== anchor)
      .map((row) => scorePair(Math.min(row, anchor), Math.max(row, anchor)))
      .sort((x, y) => y.weight - x.weight);
    const weakest = pairs.reduce((low, pair) => Math.min(low, pair.probability), 1);
    clusters.push({
      id: index + 1,
      rows: members,
      score: weakest,
      sure: isSureCluster(members, anchor, scorePair, options.sure),
    });
    evidence.push(pairs.slice(0, PAIRS_PER_CLUSTER));
  });
  return { clusters, evidence };
}
