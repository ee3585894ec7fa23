import { createRandom, type Random, seedOf } from "../../support/seeded-random";
import { composeBody } from "./body";
import { COUNTRIES } from "./countries";
import { composeLaterDate, composeSlip, composeStamp } from "./footer";
import { isoDate, type PurchaseMoment } from "./format";
import { composeHeader, composeLegalLine, composeThanks, drawStoreName } from "./header";
import { blank, type PrintLine } from "./print-line";
import type { ShopKind } from "./shops";

/** One receipt of the fresh set: its name fixes its seed, its country and shop what it prints. */
export interface FreshReceiptSpec {
  readonly name: string;
  readonly country: string;
  readonly kind: ShopKind;
}

/** What a reader must find: the scorer's ReceiptTruth plus the currency. */
export interface FreshTruth {
  readonly company: string;
  readonly date: string;
  readonly totalCents: number;
  readonly currency: "EUR" | "GBP";
}

export interface ComposedReceipt {
  readonly lines: readonly PrintLine[];
  readonly truth: FreshTruth;
}

/** The set's "today": purchases fall in the two years before it, never in the future. */
const SET_DAY = Date.UTC(2026, 10, 27);

function drawMoment(random: Random): PurchaseMoment {
  const date = new Date(SET_DAY - random.int(1, 730) * 86_400_000);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: random.int(7, 21),
    minute: random.int(0, 59),
  };
}

/** The rows of one till receipt and its truth, the same for ever for the same spec. */
export function composeReceipt(spec: FreshReceiptSpec): ComposedReceipt {
  const country = COUNTRIES[spec.country];
  if (!country) throw new Error(`No country ${spec.country}`);
  const random = createRandom(seedOf(spec.name));
  const store = drawStoreName(country, spec.kind, random);
  const moment = drawMoment(random);
  const body = composeBody(country, spec.kind, random);
  const stampOnTop = random.chance(0.4);
  const stamp = composeStamp(moment, country, random);
  const lines: PrintLine[] = [...composeHeader(store, country, random), blank];
  if (stampOnTop) lines.push(...stamp, blank);
  lines.push(...body.lines, blank);
  if (!stampOnTop) lines.push(...stamp);
  if (body.paidByCard && random.chance(0.6))
    lines.push(...composeSlip(body.dueCents, moment, country, random));
  if (random.chance(0.35)) lines.push(composeLaterDate(moment, country, random));
  lines.push(blank, ...composeLegalLine(store, country, random), ...composeThanks(store, country, random));
  return {
    lines,
    truth: {
      company: store.printed,
      date: isoDate(moment),
      totalCents: body.dueCents,
      currency: country.currency,
    },
  };
}
