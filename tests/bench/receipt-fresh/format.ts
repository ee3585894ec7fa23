import type { Random } from "../../support/seeded-random";
import type { Country } from "./countries";
import { LABELS } from "./locales";

/** "1.234,56" or "1,234.56" as the country's till prints an amount; negative with a leading minus. */
export function formatAmount(cents: number, country: Country, thousands = false): string {
  const comma = LABELS[country.language].decimalComma;
  const sign = cents < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(cents) / 100).toString();
  const grouped = thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, comma ? "." : ",") : whole;
  const fraction = (Math.abs(cents) % 100).toString().padStart(2, "0");
  return `${sign}${grouped}${comma ? "," : "."}${fraction}`;
}

/** The money sign a till puts before a total, if any. */
export function currencyMark(country: Country, random: Random): string {
  if (country.currency === "GBP") return random.pick(["£", "£", "GBP "]);
  return random.pick(["", "EUR ", "€ ", "€"]);
}

export interface PurchaseMoment {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const two = (value: number): string => value.toString().padStart(2, "0");

export function isoDate(moment: PurchaseMoment): string {
  return `${moment.year}-${two(moment.month)}-${two(moment.day)}`;
}

/** A date some days after the purchase: return-by or voucher expiry. */
export function laterMoment(moment: PurchaseMoment, days: number): PurchaseMoment {
  const date = new Date(Date.UTC(moment.year, moment.month - 1, moment.day + days));
  return { ...moment, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function weekday(moment: PurchaseMoment): number {
  return new Date(Date.UTC(moment.year, moment.month - 1, moment.day)).getUTCDay();
}

/** The purchase date (and often time) as this country's tills print it. */
export function formatMoment(
  moment: PurchaseMoment,
  country: Country,
  random: Random,
  withTime = true,
): string {
  const { day, month, year, hour, minute } = moment;
  const labels = LABELS[country.language];
  const time = `${two(hour)}:${two(minute)}`;
  const short = two(year % 100);
  const forms: Record<string, readonly string[]> = {
    nl: [
      `${two(day)}-${two(month)}-${year}`,
      `${two(day)}-${two(month)}-${short}`,
      `${labels.weekdays[weekday(moment)]} ${day} ${labels.months[month - 1]} ${year}`,
      `${two(day)}/${two(month)}/${year}`,
    ],
    de: [
      `${two(day)}.${two(month)}.${short}`,
      `${two(day)}.${two(month)}.${year}`,
      `${labels.weekdays[weekday(moment)]}, ${two(day)}.${two(month)}.${year}`,
    ],
    fr: [
      `${two(day)}/${two(month)}/${year}`,
      `${two(day)}/${two(month)}/${short}`,
      `${labels.weekdays[weekday(moment)]} ${day} ${labels.months[month - 1]} ${year}`,
    ],
    en: [
      `${two(day)}/${two(month)}/${year}`,
      `${two(day)}/${two(month)}/${short}`,
      `${day} ${labels.months[month - 1]} ${year}`,
      `${two(day)}-${labels.months[month - 1]}-${short}`,
    ],
    es: [`${two(day)}/${two(month)}/${year}`, `${two(day)}-${two(month)}-${year}`],
    it: [
      `${two(day)}/${two(month)}/${year}`,
      `${two(day)}-${two(month)}-${year}`,
      `${two(day)}/${two(month)}/${short}`,
    ],
  };
  const date = random.pick(forms[country.language] ?? forms.en ?? []);
  if (!withTime) return date;
  if (country.language === "fr" && random.chance(0.4)) return `${date} ${two(hour)}h${two(minute)}`;
  if (country.language === "it" && random.chance(0.4)) return `${date} ore ${time}`;
  return `${date} ${time}`;
}
