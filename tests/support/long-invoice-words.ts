/**
 * Large hostile-but-plausible invoice pages for the extraction engine (issue 28, hardening): an
 * ordinary header and totals around a line-item table of any length, on one page or spread over
 * many, optionally crowded with dates, amounts, IBAN-like tokens and repeated labels. Generated,
 * never stored; deterministic for a given set of options.
 */
import type { DocumentWords, PageSize, Word } from "../../core/invoice/extraction/types";

/**
 * What fills the table's rows: ordinary items; items mixed with lines that look like fields
 * (`hostile`); or one kind of such line on every row: company address blocks (name, street,
 * postcode) or web and e-mail addresses.
 */
export type LongInvoiceRows = "items" | "hostile" | "addresses" | "domains";

export interface LongInvoiceOptions {
  /** Rows in the line-item table, over all pages. */
  readonly rows: number;
  readonly pages?: number;
  readonly fill?: LongInvoiceRows;
  /**
   * Vertical step from one row to the next, in points (type shrinks to fit below 12). Each page grows
   * as tall as its rows need; a small step crowds every row onto an A4-sized page.
   */
  readonly rowStep?: number;
}

export const LONG_INVOICE_SUPPLIER = "Groothandel Zuid B.V.";
export const LONG_INVOICE_NUMBER = "2026-0042";

const FONT = 8;
const PAGE_WIDTH = 595;
const COLUMNS = { description: 40, quantity: 300, price: 360, vat: 430, amount: 500 } as const;

function wordsOf(text: string, x: number, y: number, page: number, height: number): Word[] {
  const words: Word[] = [];
  let wordX = x;
  for (const part of text.split(" ").filter(Boolean)) {
    const width = part.length * height * 0.55;
    words.push({ page, x: wordX, y, width, height, text: part });
    wordX += width + height * 0.3;
  }
  return words;
}

/** Cents as the Dutch page prints them: 1.234,56. */
function euros(cents: number): string {
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${whole},${String(cents % 100).padStart(2, "0")}`;
}

interface Row {
  readonly cells: readonly (readonly [x: number, text: string])[];
  /** What the row adds to the net total. */
  readonly cents: number;
}

function itemRow(index: number): Row {
  const quantity = (index % 7) + 1;
  const price = 125 + ((index * 37) % 900);
  const cents = quantity * price;
  return {
    cents,
    cells: [
      [COLUMNS.description, `Artikel ${String(index).padStart(5, "0")} schroeven rvs`],
      [COLUMNS.quantity, String(quantity)],
      [COLUMNS.price, euros(price)],
      [COLUMNS.vat, "21%"],
      [COLUMNS.amount, euros(cents)],
    ],
  };
}

/**
 * Lines a hostile page mixes in: each looks like a field, a label or a party somewhere else on an
 * invoice (dates, amounts, IBAN-like and VAT-like tokens, legal lines, addresses, domains, party and
 * table labels), so every rule that looks around a candidate gets a page full of candidates.
 * `#` is the row number, `@` a day, `%` a three-digit number; `|` starts the next column.
 */
const HOSTILE_LINES: readonly string[] = [
  "Levering @-10-2026 order 2026-# zending",
  "Retour ref NL91ABNA0417164300 NL02RABO0123456789",
  "Factuurnummer # | Datum @.10.2026 | Vervaldatum 10/@/2026",
  "Totaal deelzending € %,50 | incl. btw 21% € %,13",
  "BTW NL00%234B01 KvK 12%678 IBAN DE89370400440532013000",
  "www.winkel#.nl | info@winkel#.nl | https://shop#.example.com",
  "Winkel # B.V. · KvK 12%678 · BTW NL00%234B01 · Industrieweg @, 5651 AB Eindhoven",
  "Bakkerij # B.V. | Kerkstraat @ | 1234 AB Utrecht",
  "Afleveradres: | Magazijn # | Havenweg @",
  "Rechnungsempfänger | Kunde # GmbH | 80333 München",
  "Bill to: Customer # Ltd | Ship to | SW1A 1AA London",
  "Account name: Supplier # Ltd | Sold by Seller # GmbH",
  "Subtotaal %,00 | BTW 21% %,21 | Te betalen %,21",
  "Omschrijving | Aantal | Prijs | BTW | Bedrag",
  "Rechnung Nr. R-# vom @. Oktober 2026 | Kundennummer %",
  "Invoice # %-# | Date @ Nov 2026 | Due @/11/2026",
  "Netto %,00 EUR | Mwst 19% %,00 | Brutto %,00",
  "Pagina # van 9999",
  "EU37200%51 | VAT GB12345678% | CHE-123.456.%",
  "Betalingskenmerk 1234 5678 9012 % | BIC ABNANL2A",
  "Tel. +31 20 % % | Fax +31 20 % %",
  "ACME TRADING # GMBH",
  // The page's own values again: its supplier, customer, ids and number on every few lines.
  "Groothandel Zuid B.V. · KvK 12345678 · BTW NL000099998B57 · IBAN NL91ABNA0417164300",
  "Bakkerij De Korenschoof | DE811569869 | NL000099998B57",
  "Factuurnummer 2026-0042 | Factuurdatum 01-10-2026 | Vervaldatum 31-10-2026",
  "Bakkerij De Korenschoof | Marktstraat 3 | 3811 AA Amersfoort",
];

function hostileText(template: string, index: number): string {
  return template
    .replaceAll("#", String(index))
    .replaceAll("@", String((index % 28) + 1).padStart(2, "0"))
    .replaceAll("%", String(100 + ((index * 7919) % 900)));
}

const ADDRESS_BLOCK = ["Firma # B.V.", "Kerkstraat @", "1234 AB Utrecht"] as const;

function rowOf(fill: LongInvoiceRows, index: number): Row {
  const line = (template: string): Row => ({
    cents: 0,
    cells: [[COLUMNS.description, hostileText(template, index)]],
  });
  // An item, then a company's address block (name, street, postcode), over and over.
  if (fill === "addresses")
    return index % 4 === 0 ? itemRow(index) : line(ADDRESS_BLOCK[(index % 4) - 1] ?? "");
  if (fill === "domains") return line("www.winkel#.nl info@winkel#.nl");
  return fill === "hostile" ? hostileRow(index) : itemRow(index);
}

/** Every other row an item, between them the hostile lines in turn. */
function hostileRow(index: number): Row {
  if (index % 2 === 0) return itemRow(index);
  const template = HOSTILE_LINES[((index - 1) / 2) % HOSTILE_LINES.length] ?? "";
  const xs = [COLUMNS.description, COLUMNS.quantity - 40, COLUMNS.vat, COLUMNS.amount];
  return {
    cents: 0,
    cells: template
      .split("|")
      .map((cell, column) => [xs[column] ?? COLUMNS.amount, hostileText(cell.trim(), index)]),
  };
}

/**
 * An invoice whose table has `rows` rows: supplier, number and date on top of page 1, totals under
 * the last row. The totals add up, so the page reads like a real (very long) invoice.
 */
export function longInvoiceWords(options: LongInvoiceOptions): DocumentWords {
  const { rows, pages = 1, fill = "items", rowStep = 12 } = options;
  const font = Math.min(FONT, rowStep * 0.7);
  const words: Word[] = [];
  const sizes: PageSize[] = [];
  // Beside the name its ids make the sender's block plain; without them (`addresses`) the page's
  // other company blocks are weighed against it.
  const ids = fill === "addresses" ? [] : ["KvK 12345678  BTW NL000099998B57", "IBAN NL91 ABNA 0417 1643 00"];
  const header = [
    LONG_INVOICE_SUPPLIER,
    "Industrieweg 12, 5651 AB Eindhoven",
    ...ids,
    "",
    "Factuuradres:",
    "Bakkerij De Korenschoof",
    "Marktstraat 3",
    "3811 AA Amersfoort",
    "USt-IdNr. DE811569869",
    "",
    "Factuur",
    `Factuurnummer ${LONG_INVOICE_NUMBER}`,
    "Factuurdatum 01-10-2026",
  ];
  const perPage = Math.ceil(rows / pages);
  let net = 0;
  let index = 0;
  for (let page = 1; page <= pages; page++) {
    let y = 40;
    if (page === 1)
      for (const text of header) {
        words.push(...wordsOf(text, 40, y, page, text === LONG_INVOICE_SUPPLIER ? 14 : FONT));
        y += 16;
      }
    const tableHeading: Row = {
      cents: 0,
      cells: [
        [COLUMNS.description, "Omschrijving"],
        [COLUMNS.quantity, "Aantal"],
        [COLUMNS.price, "Prijs"],
        [COLUMNS.vat, "BTW"],
        [COLUMNS.amount, "Bedrag"],
      ],
    };
    const onPage: Row[] = [tableHeading];
    for (; index < Math.min(rows, page * perPage); index++) onPage.push(rowOf(fill, index));
    for (const row of onPage) {
      for (const [x, text] of row.cells) words.push(...wordsOf(text, x, y, page, font));
      net += row.cents;
      y += rowStep;
    }
    if (page === pages) {
      const vat = Math.round(net * 0.21);
      for (const [label, cents] of [
        ["Subtotaal", net],
        ["BTW 21%", vat],
        ["Totaal", net + vat],
      ] as const) {
        y += 4;
        words.push(
          ...wordsOf(label, 400, y, page, FONT),
          ...wordsOf(euros(cents), COLUMNS.amount, y, page, FONT),
        );
        y += 14;
      }
    }
    sizes.push({ page, width: PAGE_WIDTH, height: Math.max(842, y + 40) });
  }
  return { pages: sizes, words };
}

/** The total the page prints under its table, in cents. */
export function longInvoiceTotalCents(options: LongInvoiceOptions): number {
  let net = 0;
  for (let index = 0; index < options.rows; index++) net += rowOf(options.fill ?? "items", index).cents;
  return net + Math.round(net * 0.21);
}
