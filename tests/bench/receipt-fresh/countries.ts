import type { Random } from "../../support/seeded-random";
import type { Language } from "./locales";

/** Where a till stands: its language, money, tax rates and how its ids and addresses look. */
export interface Country {
  readonly code: string;
  readonly language: Language;
  readonly currency: "EUR" | "GBP";
  /** Low and standard VAT rate, in percent. */
  readonly rates: readonly [number, number];
  /** Cash totals rounded to 5 cents (NL, BE, IE). */
  readonly roundsCash: boolean;
  readonly legalForms: readonly string[];
  readonly streets: readonly string[];
  readonly cities: readonly string[];
  postcode(random: Random): string;
  phone(random: Random): string;
  vatId(random: Random): string;
  /** The trade register line, or null where a receipt rarely prints one. */
  registry(random: Random): string | null;
  /** Street then number, or number then street. */
  readonly numberFirst: boolean;
}

const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => random.int(0, 9)).join("");

export const COUNTRIES: Readonly<Record<string, Country>> = {
  nl: {
    code: "nl",
    language: "nl",
    currency: "EUR",
    rates: [9, 21],
    roundsCash: true,
    legalForms: ["B.V.", "B.V.", "V.O.F.", "BV"],
    streets: [
      "Dorpsstraat",
      "Kerkstraat",
      "Molenweg",
      "Stationsplein",
      "Marktplein",
      "Hoofdstraat",
      "Beukenlaan",
    ],
    cities: [
      "Utrecht",
      "Zwolle",
      "Amersfoort",
      "Haarlem",
      "Deventer",
      "Leiden",
      "Breda",
      "Tilburg",
      "Alkmaar",
    ],
    postcode: (r) => `${r.int(1000, 9999)} ${r.pick(["AB", "KL", "RT", "GH", "XE", "PN"])}`,
    phone: (r) => `0${r.int(10, 79)}-${digits(r, 7)}`,
    vatId: (r) => `NL${digits(r, 9)}B0${r.int(1, 3)}`,
    registry: (r) => `KvK ${digits(r, 8)}`,
    numberFirst: false,
  },
  be: {
    code: "be",
    language: "nl",
    currency: "EUR",
    rates: [6, 21],
    roundsCash: true,
    legalForms: ["BV", "NV", "bv", "CommV"],
    streets: ["Kerkstraat", "Grote Markt", "Stationsstraat", "Brugsesteenweg", "Nieuwstraat", "Lindelaan"],
    cities: ["Gent", "Antwerpen", "Leuven", "Brugge", "Hasselt", "Mechelen", "Kortrijk"],
    postcode: (r) => `${r.int(1000, 9999)}`,
    phone: (r) => `0${r.int(2, 9)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    vatId: (r) => `BE 0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`,
    registry: (r) => `RPR Gent · Ondernemingsnr. 0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`,
    numberFirst: false,
  },
  "be-fr": {
    code: "be-fr",
    language: "fr",
    currency: "EUR",
    rates: [6, 21],
    roundsCash: true,
    legalForms: ["SRL", "SA", "SPRL", "SCRL"],
    streets: ["Rue de la Station", "Chaussée de Namur", "Place du Marché", "Rue Haute", "Avenue Louise"],
    cities: ["Namur", "Liège", "Charleroi", "Mons", "Wavre", "Bruxelles"],
    postcode: (r) => `${r.int(1000, 7999)}`,
    phone: (r) => `0${r.int(2, 9)} ${digits(r, 3)} ${digits(r, 2)} ${digits(r, 2)}`,
    vatId: (r) => `TVA BE 0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`,
    registry: (r) => `RPM Liège · BCE 0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`,
    numberFirst: false,
  },
  de: {
    code: "de",
    language: "de",
    currency: "EUR",
    rates: [7, 19],
    roundsCash: false,
    legalForms: ["GmbH", "GmbH & Co. KG", "e.K.", "OHG", "KG"],
    streets: ["Hauptstraße", "Bahnhofstraße", "Marktplatz", "Lindenallee", "Schulstraße", "Gartenweg"],
    cities: ["Köln", "Münster", "Bielefeld", "Kassel", "Freiburg", "Augsburg", "Leipzig", "Mainz"],
    postcode: (r) => `${r.int(10, 99)}${digits(r, 3)}`,
    phone: (r) => `0${r.int(200, 999)} ${digits(r, 6)}`,
    vatId: (r) => `USt-IdNr. DE${digits(r, 9)}`,
    registry: (r) => `HRB ${r.int(1000, 99999)} Amtsgericht ${r.pick(["Köln", "Münster", "Leipzig"])}`,
    numberFirst: false,
  },
  at: {
    code: "at",
    language: "de",
    currency: "EUR",
    rates: [10, 20],
    roundsCash: false,
    legalForms: ["GmbH", "KG", "e.U.", "GmbH & Co KG"],
    streets: ["Hauptplatz", "Mariahilfer Straße", "Landstraße", "Kirchengasse", "Bahnhofplatz"],
    cities: ["Wien", "Graz", "Linz", "Salzburg", "Innsbruck", "Klagenfurt"],
    postcode: (r) => `${r.int(1010, 9999)}`,
    phone: (r) => `+43 ${r.int(1, 699)} ${digits(r, 6)}`,
    vatId: (r) => `UID ATU${digits(r, 8)}`,
    registry: (r) => `FN ${digits(r, 6)}${r.pick(["a", "k", "m"])}`,
    numberFirst: false,
  },
  fr: {
    code: "fr",
    language: "fr",
    currency: "EUR",
    rates: [5.5, 20],
    roundsCash: false,
    legalForms: ["SARL", "SAS", "SA", "EURL", "SASU"],
    streets: [
      "Rue de la République",
      "Avenue Jean Jaurès",
      "Place de l'Église",
      "Rue Victor Hugo",
      "Boulevard Gambetta",
    ],
    cities: ["Lyon", "Nantes", "Lille", "Rennes", "Dijon", "Tours", "Grenoble", "Bordeaux"],
    postcode: (r) => `${r.int(10, 95)}${digits(r, 3)}`,
    phone: (r) => `0${r.int(1, 5)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    vatId: (r) => `TVA FR${digits(r, 2)} ${digits(r, 9)}`,
    registry: (r) => `SIRET ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 5)}`,
    numberFirst: true,
  },
  uk: {
    code: "uk",
    language: "en",
    currency: "GBP",
    rates: [0, 20],
    roundsCash: false,
    legalForms: ["Ltd", "Limited", "PLC", "Ltd."],
    streets: ["High Street", "Station Road", "Church Lane", "Market Square", "Victoria Road", "Mill Lane"],
    cities: ["Leeds", "Bristol", "York", "Norwich", "Bath", "Reading", "Chester"],
    postcode: (r) =>
      `${r.pick(["LS", "BS", "YO", "NR", "BA", "RG", "CH"])}${r.int(1, 29)} ${r.int(1, 9)}${r.pick(["AB", "QT", "NX", "DW"])}`,
    phone: (r) => `0${r.int(113, 199)} ${digits(r, 3)} ${digits(r, 4)}`,
    vatId: (r) => `VAT No. GB ${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}`,
    registry: (r) => (r.chance(0.5) ? `Company No. ${digits(r, 8)}` : null),
    numberFirst: true,
  },
  ie: {
    code: "ie",
    language: "en",
    currency: "EUR",
    rates: [13.5, 23],
    roundsCash: true,
    legalForms: ["Ltd", "Limited", "DAC"],
    streets: ["Main Street", "Patrick Street", "Quay Street", "Shop Street", "Grafton Street"],
    cities: ["Cork", "Galway", "Limerick", "Kilkenny", "Dublin 2", "Waterford"],
    postcode: (r) =>
      `${r.pick(["T12", "H91", "V94", "R95", "D02"])} ${r.pick(["X", "K", "W"])}${digits(r, 3)}`,
    phone: (r) => `0${r.int(1, 99)} ${digits(r, 3)} ${digits(r, 4)}`,
    vatId: (r) => `VAT No. IE ${digits(r, 7)}${r.pick(["A", "H", "W"])}`,
    registry: (r) => (r.chance(0.4) ? `CRO ${digits(r, 6)}` : null),
    numberFirst: true,
  },
  es: {
    code: "es",
    language: "es",
    currency: "EUR",
    rates: [10, 21],
    roundsCash: false,
    legalForms: ["S.L.", "S.A.", "S.L.U."],
    streets: ["Calle Mayor", "Avenida de la Constitución", "Plaza España", "Calle del Carmen"],
    cities: ["Valencia", "Sevilla", "Málaga", "Zaragoza", "Bilbao"],
    postcode: (r) => `${r.int(10, 52)}${digits(r, 3)}`,
    phone: (r) => `9${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
    vatId: (r) => `CIF B${digits(r, 8)}`,
    registry: () => null,
    numberFirst: false,
  },
  it: {
    code: "it",
    language: "it",
    currency: "EUR",
    rates: [10, 22],
    roundsCash: false,
    legalForms: ["S.r.l.", "S.p.A.", "S.n.c.", "SRL"],
    streets: ["Via Roma", "Corso Italia", "Piazza Garibaldi", "Via Dante", "Viale Mazzini"],
    cities: ["Bologna", "Verona", "Torino", "Firenze", "Bergamo"],
    postcode: (r) => `${r.int(10, 98)}${digits(r, 3)}`,
    phone: (r) => `0${r.int(10, 99)} ${digits(r, 7)}`,
    vatId: (r) => `P.IVA ${digits(r, 11)}`,
    registry: () => null,
    numberFirst: false,
  },
};
