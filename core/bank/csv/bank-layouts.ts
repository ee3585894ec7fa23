import { type CsvRole, normaliseHeader } from "./header-roles";

/** A bank recognised from its header: its name, and the columns where its words mean something else. */
export interface KnownLayout {
  readonly bank: string;
  /** Role per normalised header where the bank departs from the general words. */
  readonly overrides: Readonly<Record<string, CsvRole | null>>;
  /** The description is ABN AMRO's fixed-width text, from which the counterparty is read. */
  readonly abnDescription?: boolean;
}

interface HeaderSignature extends KnownLayout {
  /** Every one of these normalised headers is present. */
  readonly has: readonly string[];
}

const SIGNATURES: readonly HeaderSignature[] = [
  { bank: "ING", has: ["af bij", "rekening naam", "saldo na mutatie"], overrides: { omschrijving: "name" } },
  { bank: "ING", has: ["af bij", "naam omschrijving", "tegenrekening"], overrides: {} },
  { bank: "Rabobank", has: ["iban bban", "saldo na trn"], overrides: { bic: null } },
  { bank: "Knab", has: ["creditdebet", "tegenrekeninghouder"], overrides: {} },
  { bank: "Revolut", has: ["started date", "completed date", "state"], overrides: { description: "name" } },
  { bank: "Revolut", has: ["completed date", "paid out eur"], overrides: { reference: "name" } },
  { bank: "Revolut", has: ["completed date", "paid out"], overrides: { reference: "name" } },
  { bank: "N26", has: ["booking date", "partner iban"], overrides: {} },
  {
    bank: "Sparkasse",
    has: ["auftragskonto", "buchungstag", "beguenstigter zahlungspflichtiger"],
    overrides: {},
  },
  { bank: "PayPal", has: ["transaktionscode", "netto", "guthaben"], overrides: {} },
  { bank: "PayPal", has: ["transaction id", "net", "balance"], overrides: {} },
  { bank: "bunq", has: ["date", "amount", "account", "counterparty", "name", "description"], overrides: {} },
  {
    bank: "bunq",
    has: ["datum", "bedrag", "rekening", "tegenrekening", "naam", "omschrijving"],
    overrides: {},
  },
];

/** The bank whose export has this header, or null for a layout we do not know by name. */
export function recogniseHeader(headers: readonly string[]): KnownLayout | null {
  const present = new Set(headers.map(normaliseHeader));
  return SIGNATURES.find((signature) => signature.has.every((header) => present.has(header))) ?? null;
}

/** A headerless export recognised by its width and the shape of its cells. */
export interface HeaderlessLayout extends KnownLayout {
  readonly roles: readonly (CsvRole | null)[];
}

const CURRENCY = /^[A-Z]{3}$/;
const COMPACT_DATE = /^\d{8}$/;
const DUTCH_DATE = /^\d{2}-\d{2}-\d{4}$/;

/** ABN AMRO's TXT*.TAB and de Volksbank's (ASN, SNS, RegioBank) 19-column CSV, both without a header. */
export function recogniseHeaderless(sample: readonly (readonly string[])[]): HeaderlessLayout | null {
  const rows = sample.filter((row) => row.length > 1);
  if (rows.length === 0) return null;
  const all = (test: (row: readonly string[]) => boolean): boolean => rows.every(test);
  if (
    all(
      (row) =>
        row.length === 8 &&
        CURRENCY.test(row[1] ?? "") &&
        COMPACT_DATE.test(row[2] ?? "") &&
        COMPACT_DATE.test(row[5] ?? ""),
    )
  ) {
    return {
      bank: "ABN AMRO",
      overrides: {},
      abnDescription: true,
      roles: [
        "account",
        "currency",
        "date",
        "balanceBefore",
        "balanceAfter",
        "valueDate",
        "amount",
        "description",
      ],
    };
  }
  if (all((row) => row.length === 19 && DUTCH_DATE.test(row[0] ?? "") && CURRENCY.test(row[9] ?? ""))) {
    return {
      bank: "de Volksbank (ASN, SNS, RegioBank)",
      overrides: {},
      roles: [
        "date",
        "account",
        "counterAccount",
        "name",
        null,
        null,
        null,
        "currency",
        "balanceBefore",
        null,
        "amount",
        null,
        "valueDate",
        null,
        "type",
        "bankReference",
        "paymentReference",
        "description",
        null,
      ],
    };
  }
  return null;
}
