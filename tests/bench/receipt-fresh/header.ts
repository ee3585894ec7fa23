import type { Random } from "../../support/seeded-random";
import type { Country } from "./countries";
import { LABELS } from "./locales";
import type { PrintLine } from "./print-line";
import { SHOP_NAMES, SHOP_WORDS, type ShopKind } from "./shops";

/** How the store's name appears: the truth is the name as the receipt prints it. */
export interface StoreName {
  /** The name at the top (or, with `footerOnly`, in the footer's thank-you line): the truth. */
  readonly printed: string;
  readonly legalName: string | null;
  /** Only a badge at the top; the name is in the footer alone. */
  readonly footerOnly: boolean;
}

/** A trading name from the shop's words, with or without a legal form, in the till's case. */
export function drawStoreName(country: Country, kind: ShopKind, random: Random): StoreName {
  const language = country.language;
  const word = random.pick(SHOP_WORDS[language][kind]);
  const family = random.pick(SHOP_NAMES[language]);
  const shape = random.next();
  const trading = shape < 0.65 ? `${word} ${family}` : shape < 0.85 ? family : `${family} ${word}`;
  const form = random.pick(country.legalForms);
  const legalName = random.chance(0.6) ? `${random.chance(0.5) ? trading : family} ${form}` : null;
  const withForm = legalName !== null && random.chance(0.35);
  const name = withForm ? `${trading} ${form}` : trading;
  const cased = random.chance(0.45) ? name.toUpperCase() : name;
  return { printed: cased, legalName, footerOnly: random.chance(0.08) };
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase();

/** The top of the roll: logo or name, address, phone, VAT and register numbers. */
export function composeHeader(store: StoreName, country: Country, random: Random): PrintLine[] {
  const lines: PrintLine[] = [];
  if (store.footerOnly || random.chance(0.25))
    lines.push({ left: "", badge: initials(store.printed), center: true });
  if (!store.footerOnly) {
    const style = random.pick(["logo", "logo", "spaced", "plain", "plain"] as const);
    if (style === "logo")
      lines.push({ left: store.printed, size: random.pick([1.6, 2, 2.4]), bold: true, center: true });
    else if (style === "spaced")
      lines.push({
        left: store.printed,
        size: 1.4,
        bold: random.chance(0.5),
        center: true,
        spacing: random.pick([0.3, 0.6]),
      });
    else lines.push({ left: store.printed, bold: random.chance(0.5), center: true });
    if (random.chance(0.2))
      lines.push({ left: random.pick(SLOGANS[country.language]), center: true, size: 0.9 });
  }
  const number = random.int(1, 220);
  const street = random.pick(country.streets);
  lines.push({ left: country.numberFirst ? `${number} ${street}` : `${street} ${number}`, center: true });
  lines.push({ left: `${country.postcode(random)} ${random.pick(country.cities)}`, center: true });
  if (random.chance(0.75))
    lines.push({
      left: `${random.pick(PHONE_WORDS[country.language])} ${country.phone(random)}`,
      center: true,
    });
  if (random.chance(0.6)) lines.push({ left: country.vatId(random), center: true });
  return lines;
}

/** The legal line a footer often carries: "Dekker B.V. · KvK 12345678". */
export function composeLegalLine(store: StoreName, country: Country, random: Random): PrintLine[] {
  const registry = country.registry(random);
  const lines: PrintLine[] = [];
  if (store.legalName) lines.push({ left: store.legalName, center: true, size: 0.9 });
  if (registry) lines.push({ left: registry, center: true, size: 0.9 });
  if (lines.length > 0 && random.chance(0.4))
    lines.push({ left: country.vatId(random), center: true, size: 0.9 });
  return lines;
}

export function composeThanks(store: StoreName, country: Country, random: Random): PrintLine[] {
  const labels = LABELS[country.language];
  if (store.footerOnly || random.chance(0.2))
    return [{ left: `${random.pick(labels.thanksAt)} ${store.printed}`, center: true }];
  return [{ left: random.pick(labels.thanks), center: true }];
}

const SLOGANS: Readonly<Record<Country["language"], readonly string[]>> = {
  nl: ["Altijd vers, altijd dichtbij", "Uw bakker om de hoek", "Dat is pas vers!"],
  fr: ["Le goût du vrai", "Frais et local", "Votre commerce de proximité"],
  de: ["Frisch. Regional. Gut.", "Qualität seit 1952", "Ihr Markt im Ort"],
  en: ["Quality you can trust", "Est. 1987", "Fresh every day"],
  es: ["Calidad y frescura", "Desde 1975"],
  it: ["Qualità dal 1960", "Sapori di casa"],
};

const PHONE_WORDS: Readonly<Record<Country["language"], readonly string[]>> = {
  nl: ["Tel.", "Tel:", "T"],
  fr: ["Tél.", "Tél :", "Tel"],
  de: ["Tel.", "Telefon", "Tel:"],
  en: ["Tel:", "Tel", "Phone"],
  es: ["Tel.", "Teléfono"],
  it: ["Tel.", "Tel:"],
};
