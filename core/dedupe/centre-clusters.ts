/** Matched pairs as parallel arrays: rows a[i] < b[i] with their summed match weight. */
export interface MatchEdges {
  readonly length: number;
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly weight: Float64Array;
}

/** Each clustered row's centre, and the weight of its own link to that centre. */
export interface CentreAssignment {
  /** Row index of the centre of the row's cluster, or -1 for a row in no cluster. */
  readonly centreOf: Int32Array;
  /** The weight of the row's link to its centre (the centre itself: +Infinity). */
  readonly linkWeight: Float64Array;
}

/** Rows adjacency in compressed form: the neighbours of row r are neighbour[start[r] .. start[r+1]). */
interface Adjacency {
  readonly start: Int32Array;
  readonly neighbour: Int32Array;
  readonly weight: Float64Array;
}

function buildAdjacency(rowCount: number, edges: MatchEdges): Adjacency {
  const start = new Int32Array(rowCount + 1);
  for (let edge = 0; edge < edges.length; edge++) {
    const a = (edges.a[edge] as number) + 1;
    const b = (edges.b[edge] as number) + 1;
    start[a] = (start[a] as number) + 1;
    start[b] = (start[b] as number) + 1;
  }
  for (let row = 0; row < rowCount; row++)
    start[row + 1] = (start[row + 1] as number) + (start[row] as number);
  const fill = start.slice(0, rowCount);
  const neighbour = new Int32Array(edges.length * 2);
  const weight = new Float64Array(edges.length * 2);
  for (let edge = 0; edge < edges.length; edge++) {
    const a = edges.a[edge] as number;
    const b = edges.b[edge] as number;
    const w = edges.weight[edge] as number;
    const atA = fill[a] as number;
    const atB = fill[b] as number;
    fill[a] = atA + 1;
    fill[b] = atB + 1;
    neighbour[atA] = b;
    weight[atA] = w;
    neighbour[atB] = a;
    weight[atB] = w;
  }
  return { start, neighbour, weight };
}

/** Rows with a match, most strongly connected first (summed match probability), then by row. */
function centreOrder(
  rowCount: number,
  graph: Adjacency,
  toProbability: (weight: number) => number,
): Int32Array {
  const strength = new Float64Array(rowCount);
  let linked = 0;
  for (let row = 0; row < rowCount; row++) {
    const end = graph.start[row + 1] as number;
    const begin = graph.start[row] as number;
    if (end === begin) continue;
    linked++;
    let sum = 0;
    for (let at = begin; at < end; at++) sum += toProbability(graph.weight[at] as number);
    strength[row] = sum;
  }
  const order = new Int32Array(linked);
  let next = 0;
  for (let row = 0; row < rowCount; row++)
    if ((graph.start[row + 1] as number) > (graph.start[row] as number)) order[next++] = row;
  return order.sort((x, y) => (strength[y] as number) - (strength[x] as number) || x - y);
}

/**
 * Centre clustering (ADR 143): rows are taken most-connected first. A row not yet in a cluster joins
 * the best cluster of its matched neighbours whose centre it matches itself (`matchWeight`: the pair's
 * weight, or null below the threshold); failing that it becomes a centre and takes every unclustered
 * row it matches, or stays alone when there is none. So every member matches its cluster's centre directly: a chain
 * A≈B≈…≈Z cannot pull A and Z together, while a group of near-variants of one record stays whole.
 * Linear in the matched pairs, plus one sort of the matched rows.
 */
export function assignCentres(
  rowCount: number,
  edges: MatchEdges,
  matchWeight: (a: number, b: number) => number | null,
  toProbability: (weight: number) => number,
): CentreAssignment {
  const graph = buildAdjacency(rowCount, edges);
  const centreOf = new Int32Array(rowCount).fill(-1);
  const linkWeight = new Float64Array(rowCount);
  for (const row of centreOrder(rowCount, graph, toProbability)) {
    if ((centreOf[row] as number) >= 0) continue;
    const begin = graph.start[row] as number;
    const end = graph.start[row + 1] as number;
    let best = -1;
    let bestWeight = Number.NEGATIVE_INFINITY;
    for (let at = begin; at < end; at++) {
      const centre = centreOf[graph.neighbour[at] as number] as number;
      if (centre < 0 || centre === best) continue;
      const weight = matchWeight(Math.min(row, centre), Math.max(row, centre));
      if (weight !== null && weight > bestWeight) {
        best = centre;
        bestWeight = weight;
      }
    }
    if (best >= 0) {
      centreOf[row] = best;
      linkWeight[row] = bestWeight;
      continue;
    }
    let claimed = 0;
    for (let at = begin; at < end; at++) {
      const other = graph.neighbour[at] as number;
      if ((centreOf[other] as number) >= 0) continue;
      centreOf[other] = row;
      linkWeight[other] = graph.weight[at] as number;
      claimed++;
    }
    if (claimed === 0) continue;
    centreOf[row] = row;
    linkWeight[row] = Number.POSITIVE_INFINITY;
  }
  return { centreOf, linkWeight };
}

/** The clusters of an assignment: rows ascending, clusters by their first row. */
export function groupByCentre(centreOf: Int32Array): number[][] {
  const groups = new Map<number, number[]>();
  for (let row = 0; row < centreOf.length; row++) {
    const centre = centreOf[row] as number;
    if (centre < 0) continue;
    const group = groups.get(centre);
    if (group) group.push(row);
    else groups.set(centre, [row]);
  }
  return [...groups.values()]
    .filter((rows) => rows.length > 1)
    .sort((x, y) => (x[0] as number) - (y[0] as number));
}

/** Clusters larger than this are not checked member against member (each check scores a pair). */
const COHERENCE_LIMIT = 40;

/**
 * A cluster made coherent: while two members cannot be one customer (`conflict`: relatives, or a pair
 * the user said are different), the conflicting member with the weakest link to the centre leaves
 * (`strength`). Centre clustering only checks each member against the centre, so "Patrick ≈ Pat" and
 * "John ≈ Patrick" (same birth date and address) put John with Pat although they conflict.
 */
export function dropConflictingMembers(
  members: readonly number[],
  centre: number,
  conflict: (a: number, b: number) => boolean,
  strength: (row: number) => number,
): number[] {
  if (members.length < 3 || members.length > COHERENCE_LIMIT) return [...members];
  let kept = [...members];
  for (;;) {
    const conflicting = new Set<number>();
    for (let x = 0; x < kept.length; x++)
      for (let y = x + 1; y < kept.length; y++) {
        const a = kept[x] as number;
        const b = kept[y] as number;
        if (a === centre || b === centre || !conflict(a, b)) continue;
        conflicting.add(a);
        conflicting.add(b);
      }
    if (conflicting.size === 0) return kept;
    let weakest = -1;
    for (const row of conflicting)
      if (
        weakest < 0 ||
        strength(row) < strength(weakest) ||
        (strength(row) === strength(weakest) && row > weakest)
      )
        weakest = row;
    kept = kept.filter((row) => row !== weakest);
  }
}
