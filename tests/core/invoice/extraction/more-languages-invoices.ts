import type { DocumentWords } from "../../../../core/invoice/extraction/types";
import { documentFrom, type PlacedRow, placedWords } from "./words";

/**
 * Synthetic invoices in Spanish, Italian, Portuguese, Danish, Swedish, Norwegian, Finnish and Polish,
 * built as positioned words from each language's real labels and number and date forms. They test
 * that the label tables and formats are read; they say nothing about real invoices' layouts.
 */
export interface LanguageInvoice {
  readonly language: string;
  readonly title: string;
  readonly supplier: readonly [name: string, street: string, city: string];
  readonly supplierHeading: string;
  readonly customerHeading: string;
  readonly numberLabel: string;
  readonly number: string;
  readonly dateLabel: string;
  readonly date: string;
  readonly dateIso: string;
  readonly dueLabel: string;
  readonly due: string;
  readonly dueIso: string;
  readonly vatIdLine: string;
  /** The prefixed VAT number the line stands for; none where the country's number is no EU VAT id. */
  readonly vatId: string | undefined;
  readonly netLabel: string;
  readonly vatLabel: string;
  readonly totalLabel: string;
  readonly money: (cents: number) => string;
  readonly cents: { readonly net: number; readonly vat: number; readonly total: number };
  readonly iban: string;
  readonly currency: string;
  /** Other labels the same language prints for these fields, used by half of the layouts. */
  readonly otherLabels: Labels;
}

type Labels = Pick<
  LanguageInvoice,
  "numberLabel" | "dateLabel" | "dueLabel" | "netLabel" | "vatLabel" | "totalLabel"
>;

function grouped(cents: number, group: string, decimal: string): string {
  const whole = Math.floor(cents / 100).toString();
  const withGroups = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${withGroups}${decimal}${String(cents % 100).padStart(2, "0")}`;
}

const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";
const customer = ["Bakkerij Noord B.V.", "Dorpsstraat 3", "1234 AB Utrecht"] as const;

export const LANGUAGE_INVOICES: readonly LanguageInvoice[] = [
  {
    language: "es",
    title: "FACTURA",
    supplier: ["Suministros Ibéricos S.L.", "Calle Mayor 12", "28013 Madrid"],
    supplierHeading: "Proveedor",
    customerHeading: "Cliente",
    numberLabel: "Nº factura",
    number: "F-2026/0042",
    dateLabel: "Fecha de emisión",
    date: "27 de noviembre de 2026",
    dateIso: "2026-11-27",
    dueLabel: "Vencimiento",
    due: "27/12/2026",
    dueIso: "2026-12-27",
    vatIdLine: "NIF: B12345674",
    vatId: "ESB12345674",
    netLabel: "Base imponible",
    vatLabel: "IVA 21%",
    totalLabel: "Importe total",
    money: (cents) => `${grouped(cents, ".", ",")} €`,
    cents: { net: 123456, vat: 25926, total: 149382 },
    currency: "EUR",
    iban: "ES91 2100 0418 4502 0005 1332",
    otherLabels: {
      numberLabel: "Número de factura",
      dateLabel: "Fecha factura",
      dueLabel: "Fecha de vencimiento",
      netLabel: "Subtotal",
      vatLabel: "Cuota IVA 21%",
      totalLabel: "Total a pagar",
    },
  },
  {
    language: "it",
    title: "FATTURA",
    supplier: ["Forniture Adriatiche S.r.l.", "Via Roma 10", "40121 Bologna"],
    supplierHeading: "Fornitore",
    customerHeading: "Cliente",
    numberLabel: "Fattura n.",
    number: "2026/118",
    dateLabel: "Data fattura",
    date: "27/11/2026",
    dateIso: "2026-11-27",
    dueLabel: "Scadenza",
    due: "27 dicembre 2026",
    dueIso: "2026-12-27",
    vatIdLine: "P.IVA 01234567897",
    vatId: "IT01234567897",
    netLabel: "Imponibile",
    vatLabel: "IVA 22%",
    totalLabel: "Totale documento",
    money: (cents) => `€ ${grouped(cents, ".", ",")}`,
    cents: { net: 123456, vat: 27160, total: 150616 },
    currency: "EUR",
    iban: "IT60 X054 2811 1010 0000 0123 456",
    otherLabels: {
      numberLabel: "Numero fattura",
      dateLabel: "Data emissione",
      dueLabel: "Data scadenza",
      netLabel: "Totale imponibile",
      vatLabel: "Totale IVA 22%",
      totalLabel: "Totale da pagare",
    },
  },
  {
    language: "pt",
    title: "FATURA",
    supplier: ["Distribuidora Atlântica Lda", "Rua Augusta 100", "1100-053 Lisboa"],
    supplierHeading: "Fornecedor",
    customerHeading: "Cliente",
    numberLabel: "Fatura n.º",
    number: "FT2026/77",
    dateLabel: "Data de emissão",
    date: "27-11-2026",
    dateIso: "2026-11-27",
    dueLabel: "Data de vencimento",
    due: "27 de dezembro de 2026",
    dueIso: "2026-12-27",
    vatIdLine: "NIF: 509123457",
    vatId: "PT509123457",
    netLabel: "Base tributável",
    vatLabel: "IVA 23%",
    totalLabel: "Total a pagar",
    money: (cents) => `${grouped(cents, NBSP, ",")} €`,
    cents: { net: 123456, vat: 28395, total: 151851 },
    currency: "EUR",
    iban: "PT50 0002 0123 1234 5678 9015 4",
    otherLabels: {
      numberLabel: "Número da fatura",
      dateLabel: "Data da fatura",
      dueLabel: "Vencimento",
      netLabel: "Total sem IVA",
      vatLabel: "Total do IVA 23%",
      totalLabel: "Valor total",
    },
  },
  {
    language: "da",
    title: "FAKTURA",
    supplier: ["Nordisk Rådgivning ApS", "Vesterbrogade 1", "1620 København V"],
    supplierHeading: "Sælger",
    customerHeading: "Kunde",
    numberLabel: "Fakturanr.",
    number: "10234",
    dateLabel: "Fakturadato",
    date: "27. november 2026",
    dateIso: "2026-11-27",
    dueLabel: "Forfaldsdato",
    due: "11.12.2026",
    dueIso: "2026-12-11",
    vatIdLine: "CVR-nr. 13585628",
    vatId: "DK13585628",
    netLabel: "Beløb ekskl. moms",
    vatLabel: "Moms 25%",
    totalLabel: "At betale",
    money: (cents) => `kr ${grouped(cents, ".", ",")}`,
    cents: { net: 123456, vat: 30864, total: 154320 },
    currency: "DKK",
    iban: "DK50 0040 0440 1162 43",
    otherLabels: {
      numberLabel: "Fakturanummer",
      dateLabel: "Dato",
      dueLabel: "Betales senest",
      netLabel: "Subtotal",
      vatLabel: "Moms i alt 25%",
      totalLabel: "Total inkl. moms",
    },
  },
  {
    language: "sv",
    title: "FAKTURA",
    supplier: ["Svensk Verktyg AB", "Storgatan 5", "111 51 Stockholm"],
    supplierHeading: "Säljare",
    customerHeading: "Kund",
    numberLabel: "Fakturanummer",
    number: "55012",
    dateLabel: "Fakturadatum",
    date: "2026-11-27",
    dateIso: "2026-11-27",
    dueLabel: "Förfallodatum",
    due: "2026-12-27",
    dueIso: "2026-12-27",
    vatIdLine: "Momsreg.nr SE556677889901",
    vatId: "SE556677889901",
    netLabel: "Summa exkl. moms",
    vatLabel: "Moms 25%",
    totalLabel: "Att betala",
    money: (cents) => `${grouped(cents, " ", ",")} kr`,
    cents: { net: 123456, vat: 30864, total: 154320 },
    currency: "SEK",
    iban: "SE45 5000 0000 0583 9825 7466",
    otherLabels: {
      numberLabel: "Fakturanr.",
      dateLabel: "Datum",
      dueLabel: "Att betala senast",
      netLabel: "Belopp exkl. moms",
      vatLabel: "Summa moms 25%",
      totalLabel: "Summa att betala",
    },
  },
  {
    language: "no",
    title: "FAKTURA",
    supplier: ["Fjordtjenester AS", "Karl Johans gate 1", "0154 Oslo"],
    supplierHeading: "Selger",
    customerHeading: "Kunde",
    numberLabel: "Fakturanr",
    number: "2026-311",
    dateLabel: "Fakturadato",
    date: "27.11.2026",
    dateIso: "2026-11-27",
    dueLabel: "Forfallsdato",
    due: "11.12.2026",
    dueIso: "2026-12-11",
    // Norway is outside the EU: its organisation number is no EU VAT number (left out on purpose).
    vatIdLine: "Org.nr 987 654 321 MVA",
    vatId: undefined,
    netLabel: "Sum ekskl. mva",
    vatLabel: "MVA 25%",
    totalLabel: "Å betale",
    money: (cents) => `kr ${grouped(cents, NARROW_NBSP, ",")}`,
    cents: { net: 123456, vat: 30864, total: 154320 },
    currency: "NOK",
    iban: "NO93 8601 1117 947",
    otherLabels: {
      numberLabel: "Fakturanummer",
      dateLabel: "Dato",
      dueLabel: "Forfall",
      netLabel: "Beløp ekskl. mva",
      vatLabel: "Mva totalt 25%",
      totalLabel: "Totalbeløp",
    },
  },
  {
    language: "fi",
    title: "LASKU",
    supplier: ["Suomen Konepaja Oy", "Mannerheimintie 10", "00100 Helsinki"],
    supplierHeading: "Myyjä",
    customerHeading: "Asiakas",
    numberLabel: "Laskun numero",
    number: "4711",
    dateLabel: "Laskun päivämäärä",
    date: "27. marraskuuta 2026",
    dateIso: "2026-11-27",
    dueLabel: "Eräpäivä",
    due: "11.12.2026",
    dueIso: "2026-12-11",
    vatIdLine: "Y-tunnus 1572860-0",
    vatId: "FI15728600",
    netLabel: "Veroton yhteensä",
    vatLabel: "ALV 25,5 %",
    totalLabel: "Maksettava",
    money: (cents) => `${grouped(cents, NBSP, ",")} €`,
    cents: { net: 123456, vat: 31481, total: 154937 },
    currency: "EUR",
    iban: "FI21 1234 5600 0007 85",
    otherLabels: {
      numberLabel: "Laskunumero",
      dateLabel: "Päiväys",
      dueLabel: "Eräpäivämäärä",
      netLabel: "Veroton summa",
      vatLabel: "ALV yhteensä 25,5 %",
      totalLabel: "Yhteensä",
    },
  },
  {
    language: "pl",
    title: "FAKTURA VAT",
    supplier: ["Polskie Narzędzia Sp. z o.o.", "ul. Marszałkowska 1", "00-624 Warszawa"],
    supplierHeading: "Sprzedawca",
    customerHeading: "Nabywca",
    numberLabel: "Numer faktury",
    number: "FV/2026/11/042",
    dateLabel: "Data wystawienia",
    date: "27 listopada 2026",
    dateIso: "2026-11-27",
    dueLabel: "Termin płatności",
    due: "2026-12-11",
    dueIso: "2026-12-11",
    vatIdLine: "NIP: 526-000-12-00",
    vatId: "PL5260001200",
    netLabel: "Wartość netto",
    vatLabel: "VAT 23%",
    totalLabel: "Do zapłaty",
    money: (cents) => `${grouped(cents, " ", ",")} zł`,
    cents: { net: 123456, vat: 28395, total: 151851 },
    currency: "PLN",
    iban: "PL61 1090 1014 0000 0712 1981 2874",
    otherLabels: {
      numberLabel: "Faktura VAT nr",
      dateLabel: "Data faktury",
      dueLabel: "Termin zapłaty",
      netLabel: "Razem netto",
      vatLabel: "Kwota VAT 23%",
      totalLabel: "Razem brutto",
    },
  },
];

export type LanguageLayout = "columns" | "inline" | "header-row" | "placed";
export const LANGUAGE_LAYOUTS: readonly LanguageLayout[] = ["columns", "inline", "header-row", "placed"];

function totalsRows(invoice: LanguageInvoice, inline: boolean): string[] {
  const { net, vat, total } = invoice.cents;
  const rows: [string, number][] = [
    [invoice.netLabel, net],
    [invoice.vatLabel, vat],
    [invoice.totalLabel, total],
  ];
  return rows.map(([label, cents]) =>
    inline ? `${label}: ${invoice.money(cents)}` : `| ${label} | ${invoice.money(cents)}`,
  );
}

/** Supplier letterhead top left, "title | number/date/due" in two columns, totals at the right. */
function columnsLayout(invoice: LanguageInvoice): DocumentWords {
  return documentFrom([
    ...invoice.supplier,
    { text: invoice.title, x: 400 },
    `${invoice.customerHeading}:`,
    ...customer,
    `${invoice.numberLabel} | ${invoice.number}`,
    `${invoice.dateLabel} | ${invoice.date}`,
    `${invoice.dueLabel} | ${invoice.due}`,
    `Consulting | | ${invoice.money(invoice.cents.net)}`,
    ...totalsRows(invoice, false),
    `${invoice.vatIdLine} | IBAN ${invoice.iban}`,
  ]);
}

/** Everything "Label: value" on one line, the supplier under its heading. */
function inlineLayout(invoice: LanguageInvoice): DocumentWords {
  return documentFrom([
    invoice.title,
    `${invoice.supplierHeading}:`,
    ...invoice.supplier,
    invoice.vatIdLine,
    `${invoice.customerHeading}:`,
    ...customer,
    `${invoice.numberLabel}: ${invoice.number}`,
    `${invoice.dateLabel}: ${invoice.date}`,
    `${invoice.dueLabel}: ${invoice.due}`,
    ...totalsRows(invoice, true),
    `IBAN: ${invoice.iban}`,
  ]);
}

/** Supplier and customer side by side under their headings, the references as a header row. */
function headerRowLayout(invoice: LanguageInvoice): DocumentWords {
  const [name, street, city] = invoice.supplier;
  return documentFrom([
    { text: invoice.title, x: 40 },
    { text: `${invoice.supplierHeading} | | ${invoice.customerHeading}`, y: 80 },
    `${name} | | ${customer[0]}`,
    `${street} | | ${customer[1]}`,
    `${city} | | ${customer[2]}`,
    `${invoice.vatIdLine}`,
    `${invoice.numberLabel} | ${invoice.dateLabel} | ${invoice.dueLabel}`,
    `${invoice.number} | ${invoice.date} | ${invoice.due}`,
    ...totalsRows(invoice, false),
    `IBAN ${invoice.iban}`,
  ]);
}

/** Exact positions, the supplier in larger type, amounts as single words with their no-break spaces. */
function placedLayout(invoice: LanguageInvoice): DocumentWords {
  const rows: PlacedRow[] = [
    { y: 40, height: 16, cells: [[40, invoice.supplier[0]]] },
    { y: 62, cells: [[40, invoice.supplier[1]]] },
    { y: 74, cells: [[40, invoice.supplier[2]]] },
    { y: 90, height: 14, cells: [[400, invoice.title]] },
    { y: 130, cells: [[40, customer[0]]] },
    { y: 142, cells: [[40, customer[1]]] },
    { y: 154, cells: [[40, customer[2]]] },
    {
      y: 190,
      cells: [
        [300, `${invoice.numberLabel}:`],
        [420, invoice.number],
      ],
    },
    {
      y: 202,
      cells: [
        [300, `${invoice.dateLabel}:`],
        [420, invoice.date],
      ],
    },
    {
      y: 214,
      cells: [
        [300, `${invoice.dueLabel}:`],
        [420, invoice.due],
      ],
    },
    {
      y: 300,
      cells: [
        [300, invoice.netLabel],
        [460, invoice.money(invoice.cents.net)],
      ],
    },
    {
      y: 312,
      cells: [
        [300, invoice.vatLabel],
        [460, invoice.money(invoice.cents.vat)],
      ],
    },
    {
      y: 324,
      cells: [
        [300, invoice.totalLabel],
        [460, invoice.money(invoice.cents.total)],
      ],
    },
    { y: 780, cells: [[40, `${invoice.supplier[0]} · ${invoice.vatIdLine} · IBAN ${invoice.iban}`]] },
  ];
  // placedWords splits on plain spaces only: "1 234,56" with a no-break space stays one word.
  return placedWords(rows);
}

export function buildLanguageInvoice(invoice: LanguageInvoice, layout: LanguageLayout): DocumentWords {
  if (layout === "columns") return columnsLayout(invoice);
  if (layout === "inline") return inlineLayout(invoice);
  // The other two layouts print the language's other labels.
  const other = { ...invoice, ...invoice.otherLabels };
  if (layout === "header-row") return headerRowLayout(other);
  return placedLayout(other);
}

/** The fields a reader should find, as the extraction names them. */
export function expectedFields(invoice: LanguageInvoice): Record<string, string | number | undefined> {
  return {
    supplierName: invoice.supplier[0],
    invoiceNumber: invoice.number,
    invoiceDate: invoice.dateIso,
    dueDate: invoice.dueIso,
    subtotalCents: invoice.cents.net,
    vatTotalCents: invoice.cents.vat,
    totalCents: invoice.cents.total,
    supplierVatId: invoice.vatId,
    supplierIban: invoice.iban.replace(/ /g, ""),
    currency: invoice.currency,
  };
}
