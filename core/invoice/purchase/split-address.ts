import { COMPANY_COUNTRIES } from "../../company/countries";

export interface AddressParts {
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2, or "" when the text names no country. */
  readonly country: string;
}

const POSTCODE_CITY = /^(?:([A-Z]{1,2})[-\s])?(\d{4}\s?[A-Z]{2}|\d{4,5}|[A-Z]\d{2}\s?[A-Z0-9]{4})\s+(.+)$/;
const CITY_POSTCODE = /^(.+?),?\s+(\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})$/;

const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map([
  ...COMPANY_COUNTRIES.flatMap((country): [string, string][] => [
    [country.code.toLowerCase(), country.code],
    [country.name.toLowerCase(), country.code],
  ]),
  ["nederland", "NL"],
  ["the netherlands", "NL"],
  ["deutschland", "DE"],
  ["germany", "DE"],
  ["belgië", "BE"],
  ["belgique", "BE"],
  ["france", "FR"],
  ["frankreich", "FR"],
  ["österreich", "AT"],
  ["schweiz", "CH"],
  ["suisse", "CH"],
  ["switzerland", "CH"],
  ["ireland", "IE"],
  ["united kingdom", "GB"],
  ["uk", "GB"],
  ["usa", "US"],
  ["united states", "US"],
  ["united states of america", "US"],
  ["polska", "PL"],
  ["poland", "PL"],
  ["australia", "AU"],
  ["canada", "CA"],
]);

function findCountry(part: string): string {
  return COUNTRY_NAMES.get(part.trim().toLowerCase().replace(/\.$/, "")) ?? "";
}

/**
 * Splits an address as read from the page ("Hoofdstraat 1, 1234 AB Amsterdam, Nederland") into
 * street, postcode, city and country, taking only what the text says: a part it cannot place is left
 * empty for the person to fill in.
 */
export function splitAddress(text: string): AddressParts {
  const parts = text
    .split(/\n|,|;/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  let country = "";
  const rest: string[] = [];
  for (const part of parts) {
    const found = country === "" ? findCountry(part) : "";
    if (found !== "") country = found;
    else rest.push(part);
  }
  for (let index = rest.length - 1; index >= 0; index--) {
    const part = rest[index] ?? "";
    const leading = POSTCODE_CITY.exec(part);
    const trailing = leading ? null : CITY_POSTCODE.exec(part);
    if (!leading && !trailing) continue;
    const street = index > 0 ? (rest[index - 1] ?? "") : "";
    const prefix = leading?.[1] ? findCountry(leading[1]) : "";
    return {
      street,
      postcode: (leading ? leading[2] : trailing?.[2]) ?? "",
      city: ((leading ? leading[3] : trailing?.[1]) ?? "").trim(),
      country: country || prefix,
    };
  }
  return { street: rest.length > 1 ? (rest[rest.length - 2] ?? "") : "", postcode: "", city: "", country };
}
