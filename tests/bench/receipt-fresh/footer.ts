import type { Random } from "../../support/seeded-random";
import type { Country } from "./countries";
import { formatAmount, formatMoment, laterMoment, type PurchaseMoment } from "./format";
import { LABELS } from "./locales";
import { blank, type PrintLine, rule } from "./print-line";

/** Receipt number, till and cashier, with the purchase date and time on the same or the next row. */
export function composeStamp(moment: PurchaseMoment, country: Country, random: Random): PrintLine[] {
  const labels = LABELS[country.language];
  const receipt = `${random.pick(labels.receiptNo)} ${random.int(1000, 999999)}`;
  const till = `${random.pick(labels.cashier)} ${random.int(1, 12)}`;
  const when = formatMoment(moment, country, random);
  if (random.chance(0.4)) return [{ left: when, right: receipt }, { left: till }];
  if (random.chance(0.5)) return [{ left: `${till}  ${receipt}` }, { left: when }];
  return [
    { left: receipt, right: till },
    { left: when, center: true },
  ];
}

/** The card terminal's slip: the amount again, card and authorisation numbers, its own date and time. */
export function composeSlip(
  dueCents: number,
  moment: PurchaseMoment,
  country: Country,
  random: Random,
): PrintLine[] {
  const labels = LABELS[country.language];
  const money = country.currency === "GBP" ? "GBP" : "EUR";
  return [
    rule(random),
    { left: random.pick(labels.slipTitle), center: true },
    { left: `${labels.terminal}`, right: `${random.int(10000000, 99999999)}` },
    { left: formatMoment(moment, country, random), right: "" },
    { left: `${labels.cardNumber}`, right: `xxxx xxxx xxxx ${random.int(1000, 9999)}` },
    { left: `${random.pick(labels.slipAmount)}`, right: `${money} ${formatAmount(dueCents, country)}` },
    { left: `${labels.authCode}`, right: `${random.int(100000, 999999)}` },
    blank,
  ];
}

/** A later date that is not the purchase date: return-by, voucher or points expiry. */
export function composeLaterDate(moment: PurchaseMoment, country: Country, random: Random): PrintLine {
  const labels = LABELS[country.language];
  const later = laterMoment(moment, random.pick([14, 30, 60, 365]));
  return { left: `${random.pick(labels.laterDate)} ${formatMoment(later, country, random, false)}` };
}
