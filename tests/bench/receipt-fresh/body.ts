import type { Random } from "../../support/seeded-random";
import type { Country } from "./countries";
import { currencyMark, formatAmount } from "./format";
import { LABELS } from "./locales";
import { blank, type PrintLine, rule } from "./print-line";
import { ITEMS, type ShopKind } from "./shops";

interface Sold {
  readonly name: string;
  readonly quantity: number;
  readonly unitCents: number;
  readonly lowRate: boolean;
}

export interface TillBody {
  readonly lines: PrintLine[];
  /** What the customer pays: after discounts, deposit and cash rounding. */
  readonly dueCents: number;
  readonly paidByCard: boolean;
}

function drawItems(country: Country, kind: ShopKind, random: Random): Sold[] {
  const choices = ITEMS[country.language][kind];
  const count = Math.min(
    choices.length,
    kind === "fuel" ? random.int(1, 2) : random.int(2, kind === "super" ? 14 : 7),
  );
  const left = [...choices];
  return Array.from({ length: count }, (): Sold => {
    const [name, low, high, lowRate] = left.splice(random.int(0, left.length - 1), 1)[0] ??
      choices[0] ?? ["?", 100, 100, false];
    const quantity = kind === "fuel" ? 1 : random.chance(0.25) ? random.int(2, 4) : 1;
    return { name, quantity, unitCents: random.int(low, high), lowRate };
  });
}

/** Gross of each rate and the net and VAT in it, as a till's VAT table prints them. */
function vatTable(items: readonly Sold[], discount: number, country: Country, random: Random): PrintLine[] {
  const labels = LABELS[country.language];
  const letters = random.chance(0.5) ? ["A", "B"] : ["1", "2"];
  const lines: PrintLine[] = [{ left: random.pick(labels.vatHeader) }];
  for (const [index, rate] of country.rates.entries()) {
    let gross = items
      .filter((item) => item.lowRate === (index === 0))
      .reduce((sum, item) => sum + item.quantity * item.unitCents, 0);
    if (index === 0) gross -= discount;
    if (gross <= 0) continue;
    const net = Math.round((gross * 100) / (100 + rate));
    const rateText = `${letters[index]} ${rate.toString().replace(".", LABELS[country.language].decimalComma ? "," : ".")}%`;
    lines.push({
      left: `${rateText}  ${formatAmount(net, country)}  ${formatAmount(gross - net, country)}`,
      right: formatAmount(gross, country),
    });
  }
  return lines;
}

/** Items, discounts and deposit, subtotal, total, rounding, payment, tendered and change, VAT table. */
export function composeBody(country: Country, kind: ShopKind, random: Random): TillBody {
  const labels = LABELS[country.language];
  const items = drawItems(country, kind, random);
  const letters = random.chance(0.5);
  const lines: PrintLine[] = [];
  for (const item of items) {
    const amount = item.quantity * item.unitCents;
    const code = letters
      ? ` ${item.lowRate ? "A" : "B"}`
      : random.chance(0.3)
        ? ` ${item.lowRate ? 1 : 2}`
        : "";
    if (item.quantity > 1) {
      lines.push({ left: item.name });
      lines.push({
        left: `  ${item.quantity} x ${formatAmount(item.unitCents, country)}`,
        right: `${formatAmount(amount, country)}${code}`,
      });
    } else lines.push({ left: item.name, right: `${formatAmount(amount, country)}${code}` });
  }
  const itemsCents = items.reduce((sum, item) => sum + item.quantity * item.unitCents, 0);
  const lowCents = items
    .filter((item) => item.lowRate)
    .reduce((sum, item) => sum + item.quantity * item.unitCents, 0);
  const discount = lowCents > 300 && random.chance(0.3) ? random.int(20, Math.min(250, lowCents - 100)) : 0;
  if (discount > 0)
    lines.push({ left: random.pick(labels.discount), right: formatAmount(-discount, country) });
  const deposit = kind === "super" && random.chance(0.3) ? random.pick([15, 25, 50, 100]) : 0;
  if (deposit > 0) lines.push({ left: random.pick(labels.deposit), right: formatAmount(deposit, country) });
  const totalCents = itemsCents - discount + deposit;
  lines.push(rule(random));
  if (random.chance(0.5))
    lines.push({ left: random.pick(labels.subtotal), right: formatAmount(totalCents, country) });
  if (random.chance(0.3)) lines.push({ left: `${items.length} ${labels.items}` });
  const mark = currencyMark(country, random);
  const totalLabel = random.pick(labels.total);
  const big = random.chance(0.5);
  lines.push({
    left: totalLabel,
    right: `${mark}${formatAmount(totalCents, country, true)}`,
    bold: true,
    size: big ? 1.5 : 1,
  });
  const paidByCard = random.chance(0.6);
  let dueCents = totalCents;
  if (!paidByCard && country.roundsCash && totalCents % 5 !== 0) {
    const rounded = Math.round(totalCents / 5) * 5;
    lines.push({ left: random.pick(labels.rounding), right: formatAmount(rounded - totalCents, country) });
    lines.push({
      left: random.pick(labels.due),
      right: `${mark}${formatAmount(rounded, country)}`,
      bold: true,
    });
    dueCents = rounded;
  }
  lines.push(blank);
  if (paidByCard) lines.push({ left: random.pick(labels.card), right: formatAmount(dueCents, country) });
  else {
    const tendered =
      [500, 1000, 2000, 5000, 10000].find((note) => note >= dueCents + random.int(0, 1) * 500) ??
      Math.ceil(dueCents / 1000) * 1000 + 1000;
    lines.push({ left: random.pick(labels.cash), right: formatAmount(tendered, country) });
    lines.push({ left: random.pick(labels.change), right: formatAmount(tendered - dueCents, country) });
  }
  if (random.chance(0.65)) lines.push(blank, ...vatTable(items, discount, country, random));
  return { lines, dueCents, paidByCard };
}
