import { type DateOrder, findDates } from "./dates";
import { FOUND_BY_CONFIDENCE, findLabelledValues, type LabelledValue } from "./labelled-value";
import { matchLabel } from "./labels";
import type { Layout } from "./layout";
import { titleNumber } from "./references";
import type { Field } from "./types";

/**
 * Words before a date that make it some other day than the issue date: an expiry, a service period,
 * a delivery, order, payment or due day ("Credits expire on 29-Nov-20", "Period 01 Feb 20 – …").
 */
const OTHER_DATE =
  /(?<!\p{L})(expir\p{L}*|valid\p{L}*|g[üu]ltig\p{L}*|geldig\p{L}*|vervalt|period\p{L}*|zeitraum|service|leistung\p{L}*|deliver\p{L}*|lever\p{L}*|liefer\p{L}*|due|f[äa]llig\p{L}*|order\p{L}*|bestel\p{L}*|paid|betaald|bezahlt|placed|ordered|besteld|bestellt|shipped|dispatched|verzonden|versandt|versendet|geleverd|geliefert|next|renew\p{L}*|start\p{L}*|end\p{L}*|from|until|bis|tot|au|through|to)\s*(on|op|am|le)?\s*[:—–-]?\s*$/iu;

function isOtherDate(before: string): boolean {
  return OTHER_DATE.test(before.trim().split(/\s+/).slice(-3).join(" "));
}

/** "Date paid November 27, 2026": on a payment receipt that prints no other date, the paid day is its date. */
const PAID_DATE = /(?<!\p{L})(paid|betaald|bezahlt|pay[ée]e?)\s*(on|op|am|le)?\s*[:—–-]?\s*$/iu;

/** The value must start with the date: "Datum bestelling 12-03-2024" is not an invoice date. */
function firstDateParser(order: DateOrder): (text: string) => string | null {
  return (text) => {
    // "Invoice Date — Sep 13, 2022": a dash may stand between label and value like a colon.
    const first = findDates(text.trim().replace(/^[—–-]\s+/, ""), order)[0];
    return first && first.index === 0 ? first.iso : null;
  };
}

function toField(hit: LabelledValue<string> | undefined): Field<string> | undefined {
  return hit
    ? { value: hit.value, confidence: FOUND_BY_CONFIDENCE[hit.foundBy], source: hit.box }
    : undefined;
}

export interface DateFields {
  readonly invoiceDate?: Field<string>;
  readonly deliveryDate?: Field<string>;
  readonly dueDate?: Field<string>;
}

/**
 * Invoice, delivery and due date by their labels. Specific labels claim their segment before the
 * generic "Datum"/"Date". Without any label the first date on page 1 is taken, with low confidence.
 */
export function extractDates(layout: Layout, order: DateOrder = "day-first"): DateFields {
  const parseFirstDate = firstDateParser(order);
  const deliveryDate = toField(findLabelledValues(layout, "deliveryDate", parseFirstDate)[0]);
  const dueDate =
    toField(findLabelledValues(layout, "dueDate", parseFirstDate)[0]) ??
    dueDateInTerms(layout, parseFirstDate);
  let invoiceDate = toField(
    findLabelledValues(layout, "invoiceDate", parseFirstDate, { exclude: ["deliveryDate", "dueDate"] })[0],
  );
  invoiceDate ??= dateAfterInvoiceNumber(layout, parseFirstDate);
  if (!invoiceDate) {
    let paid: Field<string> | undefined;
    for (const line of layout.lines) {
      if (line.page !== 1) break;
      const first = findDates(line.text, order)[0];
      const before = first ? line.text.slice(0, first.index) : "";
      if (first && !paid && PAID_DATE.test(before))
        paid = { value: first.iso, confidence: 0.5, source: line };
      if (first && isOtherDate(before)) continue;
      if (first && first.iso !== dueDate?.value && first.iso !== deliveryDate?.value) {
        invoiceDate = { value: first.iso, confidence: 0.55, source: line };
        break;
      }
    }
    invoiceDate ??= paid;
  }
  return {
    ...(invoiceDate ? { invoiceDate } : {}),
    ...(deliveryDate ? { deliveryDate } : {}),
    ...(dueDate ? { dueDate } : {}),
  };
}

/** "Rechnung Nr. 471102 vom 05.03.2018", "Invoice # RE-7 issued at 2019-06-10", "Facture FA-1 du 13/11/2017". */
const ISSUED_CONNECTOR = /^\S+\s+(?:vom|von|du|dated|issued(?: at| on)?|of|van|d\.d\.|from|le)\s+/i;

/** "… Nr. 471102 vom" with the date wrapped onto the title's next line. */
function dateAfterTitle(
  layout: Layout,
  parseFirstDate: (text: string) => string | null,
): Field<string> | undefined {
  const title = titleNumber(layout);
  if (!title) return undefined;
  const next = layout.lines[title.line.index + 1];
  const wrapped = next && next.page === title.line.page ? next.text : "";
  // "Nr. 1 vom 05.03.2018", "Nr. 1 vom" + "05.03.2018", or "Nr. 1" + "vom 05.03.2018".
  const text = title.rest.trim() === "" ? wrapped : `${title.rest} ${wrapped}`;
  const connector = /^\s*(?:vom|von|du|dated|of|van|from|le)\s+/i.exec(text);
  const iso = connector ? parseFirstDate(text.slice(connector[0].length)) : null;
  return iso ? { value: iso, confidence: 0.85, source: title.line } : undefined;
}

function dateAfterInvoiceNumber(
  layout: Layout,
  parseFirstDate: (text: string) => string | null,
): Field<string> | undefined {
  const titled = dateAfterTitle(layout, parseFirstDate);
  if (titled) return titled;
  for (const line of layout.lines) {
    const rest = matchLabel("invoiceNumber", line.text);
    const connector = rest ? ISSUED_CONNECTOR.exec(rest) : null;
    if (!rest || !connector) continue;
    const iso = parseFirstDate(rest.slice(connector[0].length));
    if (iso) return { value: iso, confidence: 0.85, source: line };
  }
  return undefined;
}

/** Payment terms that name the day: "Zahlbar innerhalb 30 Tagen netto bis 04.04.2013", "Please remit until 2020-12-12". */
const DUE_IN_TERMS =
  /(zahlbar|zahlen|[üu]berweisen|payable|pay|remit|transfer|due|betalen|betaling|overmaken|[àa] payer|r[èe]glement|paiement|virement|f[äa]lligkeit)[^.]*?\b(bis(?: zum)?|until|by|before|on|v[óo]{1,2}r|uiterlijk|avant le|au plus tard le|le)\s+|(f[äa]lligkeit)\s+/i;

function dueDateInTerms(
  layout: Layout,
  parseFirstDate: (text: string) => string | null,
): Field<string> | undefined {
  for (const line of layout.lines) {
    const match = DUE_IN_TERMS.exec(line.text);
    if (!match) continue;
    const iso = parseFirstDate(line.text.slice((match.index ?? 0) + match[0].length));
    // Cash-discount terms ("3% Skonto ... bis 15.03.") name an earlier day: the first such date is the due date.
    if (iso && !/skonto|escompte|korting|discount/i.test(match[0]))
      return { value: iso, confidence: 0.8, source: line };
  }
  return undefined;
}
