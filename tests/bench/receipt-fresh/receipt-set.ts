import { createRandom, seedOf } from "../../support/seeded-random";
import { composeReceipt, type FreshReceiptSpec, type FreshTruth } from "./compose-receipt";
import { drawRoll } from "./draw-roll";
import { shootReceipt } from "./photograph";
import type { ShopKind } from "./shops";

/** How many receipts of each country and shop kind the set holds (about 120 in all). */
const COUNTS: Readonly<Record<string, Partial<Record<ShopKind, number>>>> = {
  nl: { super: 10, drug: 5, bakery: 5, diy: 5, food: 6 },
  be: { super: 5, bakery: 3, food: 4 },
  "be-fr": { super: 4, bakery: 2, food: 3 },
  de: { super: 7, drug: 5, bakery: 5, fuel: 5, food: 6 },
  at: { super: 4, bakery: 2, food: 3 },
  fr: { super: 4, bakery: 3, drug: 2, food: 4 },
  uk: { super: 3, food: 2, drug: 1, diy: 1, fuel: 1 },
  ie: { super: 3, food: 2 },
  es: { super: 2, food: 2 },
  it: { super: 2, food: 3 },
};

/** Every receipt of the set, named like `nl-super-007` so corpus-halves splits them by name. */
export function listFreshReceipts(): FreshReceiptSpec[] {
  return Object.entries(COUNTS).flatMap(([country, kinds]) =>
    Object.entries(kinds).flatMap(([kind, count]) =>
      Array.from({ length: count ?? 0 }, (_, index) => ({
        name: `${country}-${kind}-${(index + 1).toString().padStart(3, "0")}`,
        country,
        kind: kind as ShopKind,
      })),
    ),
  );
}

export interface FreshReceipt {
  readonly spec: FreshReceiptSpec;
  readonly jpeg: Buffer;
  readonly truth: FreshTruth;
  readonly photo: boolean;
  /** The printed rows, for looking at what a receipt says without its image. */
  readonly text: string;
}

/** One receipt drawn and photographed: the same bytes every time for the same name. */
export function renderFreshReceipt(spec: FreshReceiptSpec): FreshReceipt {
  const composed = composeReceipt(spec);
  const random = createRandom(seedOf(`${spec.name}:draw`));
  const shot = shootReceipt(drawRoll(composed.lines, random), random);
  const text = composed.lines
    .map((line) => (line.right ? `${line.left} | ${line.right}` : line.left || line.badge || line.rule || ""))
    .join("\n");
  return { spec, jpeg: shot.jpeg, truth: composed.truth, photo: shot.photo, text };
}
