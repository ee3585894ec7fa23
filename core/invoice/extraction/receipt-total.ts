import type { ParsedAmount } from "./amounts";
import type { Layout, Line } from "./layout";
import { findReceiptAmounts } from "./receipt-amounts";
import { repairTillLabels } from "./receipt-labels";
import type { Field, NumberFormat } from "./types";

/** What a till line with an amount says: the kinds a receipt's total is told apart from. */
type TillLineKind = "total" | "subtotal" | "rounding" | "tendered" | "card" | "change" | "other";

export interface TillLine {
  readonly kind: TillLineKind;
  /** For totals: 3 = what is to pay (rounded, nett, grand), 2 = total incl. tax, 1 = a bare "Total". */
  readonly strength: number;
  readonly amount: ParsedAmount;
  readonly line: Line;
}

/** "Total" as OCR reads a till font: "TOTAL", "Tota1", "Totai", "Tota", "T0TAL". */
const TOTAL_WORD = "(?:t[o0]ta[l1i|]?|tata[l1i|]|t[o0]t[o0][l1i|])";

// Letter-aware edges: "Totaal" and "Summe" must not match inside other words; TOTAL stands for its OCR forms.
const word = (pattern: string): RegExp =>
  new RegExp(`(?<!\\p{L})(?:${pattern.replaceAll("TOTAL", TOTAL_WORD)})(?!\\p{L})`, "iu");

const CHANGE = word(
  "change(?: due)?|cheng|kembalian|baki|wisselgeld|terug|retour|r[üu]ckgeld|zur[üu]ck|rendu|monnaie rendue|cambio|devoluci[óo]n|resto",
);
const TENDERED = word(
  "cash|tunai|tendered|contant|gegeben|bar|bargeld|paid|payment|received|betaald|esp[èe]ces|efectivo|entregado|contanti",
);
const CARD = word(
  "pin|pinnen|card|credit|debit|visa|mastercard|maestro|ec-?karte|ec-?cash|girocard|kartenzahlung|kaart|betaalautomaat|v ?pay|cb|carte(?: bancaire)?|bancontact|tarjeta|bancomat|pagamento elettronico|contactless",
);
const ROUNDING = word(
  "rounding(?: adj(?:ustment)?)?|round(?:ing)? adj|afronding|rundung|arrondi|redondeo|arrotondamento|adj",
);
const SUBTOTAL = word(
  "sub[- ]?TOTAL|subtotaal|subtotale|sous[- ]TOTAL|tussentotaal|zwischensumme|zw\\.?-?summe|sub jumlah|TOTAL\\s*(?:sales\\s*)?\\(?excl(?:uded|uding|usive|\\.)?|TOTAL before|excl(?:uded|uding|\\.)? (?:of )?(?:gst|tax|btw|vat)|net amount",
);
/** "Total" lines that count something else: items, quantity, discount, tax, points. */
const NOT_A_TOTAL = word(
  "TOTAL\\s*(?:qty|quantity|items?|item\\(s\\)|no\\.? of items|disc(?:ount)?|savings?|saved|points?|gst|tax|vat|btw|weight|tips?)|qty|items?\\s*:",
);
/** A tax summary table under the total: its "Total" row sums the tax, not the sale. */
export const SUMMARY =
  /summary|ringkasan|(?<!\p{L})(tax code|gst code|mwst-?satz|btw-?overzicht|steuersatz)(?!\p{L})/iu;
const STRONG_TOTAL = word(
  "(?:TOTAL )?(?:amt |amount )?rounded(?: TOTAL| amount)?|nett? TOTAL|grand TOTAL|TOTAL payable|amount payable|TOTAL amount payable|amount due|TOTAL due|balance due|te betalen|zu zahlen|TOTAL to pay|to pay|jumlah bayaran|bedrag|net [àa] payer|[àa] payer|a pagar|da pagare",
);
const TAX_TOTAL = word(
  "TOTAL\\s*(?:sales\\s*)?\\(?\\s*incl(?:uding|usive|\\.)?|TOTAL amount|TOTAL amt|totaal|summe|gesamt(?:betrag|summe)?|TOTAL rm|jumlah|TOTAL ttc|montant ttc|totale|importe",
);
const TOTAL = word("TOTAL|totl");

function classify(text: string): { kind: TillLineKind; strength: number } {
  if (CHANGE.test(text)) return { kind: "change", strength: 0 };
  if (NOT_A_TOTAL.test(text)) return { kind: "other", strength: 0 };
  if (SUBTOTAL.test(text)) return { kind: "subtotal", strength: 0 };
  if (STRONG_TOTAL.test(text)) return { kind: "total", strength: 3 };
  if (ROUNDING.test(text)) return { kind: "rounding", strength: 0 };
  if (TAX_TOTAL.test(text)) return { kind: "total", strength: 2 };
  if (TOTAL.test(text)) return { kind: "total", strength: 1 };
  if (CARD.test(text)) return { kind: "card", strength: 0 };
  if (TENDERED.test(text)) return { kind: "tendered", strength: 0 };
  return { kind: "other", strength: 0 };
}

/** Every line of the receipt that has an amount, with what its label says the amount is. */
export function readTillLines(layout: Layout, format: NumberFormat): TillLine[] {
  const lines: TillLine[] = [];
  let inSummary = false;
  for (const [index, line] of layout.lines.entries()) {
    inSummary ||= SUMMARY.test(line.text);
    const amount = findReceiptAmounts(line.text, format).at(-1);
    if (!amount) continue;
    // "CASH" with "RM 170.00" on the line under it: the label of a lone amount is the line above.
    const above = layout.lines[index - 1];
    // A currency code before it still leaves the amount alone; "BAR 9,00" or "PIN 12,35" is labelled.
    const alone = /^\W*(?:RM|MYR|SGD|EUR|USD|GBP|CHF|[€$£])?\s*[\d.,\s-]+$/i.test(line.text.trim());
    const label = alone && above && findReceiptAmounts(above.text, format).length === 0 ? above.text : "";
    const kind = classify(repairTillLabels(`${label} ${line.text}`));
    // "Cash -50.00": a till that takes the payment off the balance prints it with a minus.
    const paid = kind.kind === "tendered" || kind.kind === "card";
    lines.push({
      ...(inSummary && kind.kind === "total" ? { kind: "other", strength: 0 } : kind),
      amount: paid && amount.cents < 0 ? { ...amount, cents: -amount.cents } : amount,
      line,
    });
  }
  return lines;
}

/** A rounding printed without a sign: the one that makes the total a multiple of 5 cents. */
export function applyRounding(total: number, rounding: number): number {
  if (rounding < 0) return total + rounding;
  if ((total - rounding) % 5 === 0 && (total + rounding) % 5 !== 0) return total - rounding;
  return total + rounding;
}

/** A rounding line printed under the line at `index`, whatever became of its amount ("Roundirg Adjustment RM 02"). */
export function isRoundingPrintedAfter(layout: Layout, index: number): boolean {
  return layout.lines.some((line) => line.index > index && ROUNDING.test(repairTillLabels(line.text)));
}

/** The till's rounding to the nearest 5 cents (Malaysia, the Netherlands): 177.22 → 177.20, 15.93 → 15.95. */
export function roundToFiveCents(cents: number): number {
  return Math.round(cents / 5) * 5;
}

function toField(cents: number, line: Line, confidence: number): Field<number> {
  return {
    value: cents,
    confidence,
    source: { page: line.page, x: line.x, y: line.y, width: line.width, height: line.height },
  };
}

/**
 * "Total 177.22 / Rounding adjustment RM 02 / CARD 177.20": the rounding's amount unreadable, the exact
 * payment under it says what the total became. Only a payment with nothing given back, within 4 cents
 * of the total and on the 5 cents a rounding goes to, under a printed rounding line.
 */
function roundedPayment(
  layout: Layout,
  tillLines: readonly TillLine[],
  total: TillLine,
  cents: number,
  changeGiven: boolean,
): TillLine | undefined {
  if (cents % 5 === 0 || changeGiven || !isRoundingPrintedAfter(layout, total.line.index)) return undefined;
  return tillLines.find(
    (l) =>
      (l.kind === "card" || l.kind === "tendered") &&
      l.line.index > total.line.index &&
      l.amount.cents % 5 === 0 &&
      Math.abs(l.amount.cents - cents) < 5,
  );
}

/**
 * The receipt's total: the strongest total label before the payment lines, after any rounding
 * ("Total Amt Rounded", "Te betalen"), never the change, the cash handed over or a subtotal. When
 * cash and change are printed, the total that equals cash minus change is taken over any other.
 */
export function extractReceiptTotal(layout: Layout, format: NumberFormat): Field<number> | undefined {
  const tillLines = readTillLines(layout, format);
  const firstPayment = tillLines.findIndex((l) => l.kind === "tendered" || l.kind === "change");
  const totals = tillLines.filter((l) => l.kind === "total" && l.amount.cents > 0);
  const tendered = tillLines.find((l) => l.kind === "tendered" || l.kind === "card");
  const change = tillLines.find((l) => l.kind === "change");
  const paidLessChange =
    tendered && change && change.amount.cents >= 0 ? tendered.amount.cents - change.amount.cents : null;
  const agreeing = totals.find((l) => l.amount.cents === paidLessChange);
  if (agreeing) return toField(agreeing.amount.cents, agreeing.line, 0.95);
  const beforePayment = firstPayment < 0 ? totals : totals.filter((l) => tillLines.indexOf(l) < firstPayment);
  const pool = beforePayment.length > 0 ? beforePayment : totals;
  const strongest = Math.max(...pool.map((l) => l.strength));
  const chosen = pool.findLast((l) => l.strength === strongest);
  // A total below an item priced above it is a misread: cash minus change is the better reading.
  const largestItem = Math.max(
    0,
    ...tillLines
      .filter((l) => chosen && l.kind === "other" && l.line.index < chosen.line.index)
      .map((l) => l.amount.cents),
  );
  if (
    chosen &&
    chosen.amount.cents < largestItem &&
    paidLessChange !== null &&
    paidLessChange >= largestItem &&
    tendered
  )
    return toField(paidLessChange, tendered.line, 0.7);
  if (chosen) {
    // "Total 15.92 / Rounding -0.02" with no total after the rounding: the rounding still applies.
    const rounding = tillLines.find((l, index) => l.kind === "rounding" && index > tillLines.indexOf(chosen));
    const roundedLater = rounding && totals.some((l) => tillLines.indexOf(l) > tillLines.indexOf(rounding));
    const cents =
      rounding && !roundedLater && Math.abs(rounding.amount.cents) < 5
        ? applyRounding(chosen.amount.cents, rounding.amount.cents)
        : chosen.amount.cents;
    const paidRounded = roundedPayment(layout, tillLines, chosen, cents, change !== undefined);
    if (paidRounded) return toField(paidRounded.amount.cents, paidRounded.line, 0.85);
    return toField(cents, chosen.line, chosen.strength >= 2 ? 0.9 : 0.85);
  }
  if (paidLessChange !== null && paidLessChange > 0 && tendered)
    return toField(paidLessChange, tendered.line, 0.7);
  // A card payment is the exact amount, and cash without change too: "PIN 12,34" with no total label is the total.
  const paid = tillLines.find(
    (l) => (l.kind === "card" || (l.kind === "tendered" && !change)) && l.amount.cents > 0,
  );
  if (paid) return toField(paid.amount.cents, paid.line, 0.65);
  // No total and no payment read: the last subtotal is the best reading left (a till that adds no
  // tax after it prints the same amount as its total), to be checked.
  const subtotal = tillLines.findLast((l) => l.kind === "subtotal" && l.amount.cents > 0);
  return subtotal ? toField(subtotal.amount.cents, subtotal.line, 0.5) : undefined;
}
