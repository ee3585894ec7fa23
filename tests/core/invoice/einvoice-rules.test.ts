import { describe, expect, it } from "vitest";
import { ALL_RULES, selectRules, validateEInvoice } from "../../../core/invoice/einvoice/validate";
import type { EInvoiceProfile, Invoice } from "../../../core/invoice/model";
import { writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { GERMAN_CUSTOMER, line, SUPPLIER, sampleInvoice } from "./sample-invoices";

/** Valid documents we wrote ourselves, one per VAT treatment and profile. */
const US_CUSTOMER: Invoice["customer"] = {
  name: "Hudson Bakery Supplies Inc.",
  address: { street: "1 Main Street", postcode: "10001", city: "New York", country: "US" },
  vatNumber: "",
  kvk: "",
  email: "ap@hudson.example",
  peppolId: "0088:5790000435975",
};
const credit = (profile: EInvoiceProfile): string =>
  writeUbl(
    sampleInvoice({
      kind: "credit-note",
      number: "C-0003",
      precedingInvoice: { number: "2025-0042", issueDate: "2025-03-14" },
    }),
    { profile },
  );

const BASES = {
  nl: writeUbl(sampleInvoice(), { profile: "nlcius" }),
  pe: writeUbl(sampleInvoice(), { profile: "peppol" }),
  peAttachment: writeUbl(sampleInvoice(), {
    profile: "peppol",
    pdf: { filename: "invoice.pdf", bytes: new TextEncoder().encode("%PDF-1.7 test") },
  }),
  nlCredit: credit("nlcius"),
  peCredit: credit("peppol"),
  ae: writeUbl(
    sampleInvoice({ customer: GERMAN_CUSTOMER, lines: [line({ vatCategory: "AE", vatRate: "0" })] }),
    {
      profile: "nlcius",
    },
  ),
  ic: writeUbl(
    sampleInvoice({ customer: GERMAN_CUSTOMER, lines: [line({ vatCategory: "K", vatRate: "0" })] }),
    {
      profile: "nlcius",
    },
  ),
  e: writeUbl(
    sampleInvoice({
      supplier: { ...SUPPLIER, kor: true },
      lines: [line({ vatCategory: "E", vatRate: "0" })],
    }),
    {
      profile: "nlcius",
    },
  ),
  g: writeUbl(sampleInvoice({ customer: US_CUSTOMER, lines: [line({ vatCategory: "G", vatRate: "0" })] }), {
    profile: "peppol",
  }),
  o: writeUbl(
    sampleInvoice({
      supplier: { ...SUPPLIER, vatNumber: "" },
      customer: { ...GERMAN_CUSTOMER, vatNumber: "", peppolId: "0088:4000001000005" },
      lines: [line({ vatCategory: "O", vatRate: "" })],
    }),
    { profile: "peppol" },
  ),
} as const;
type Base = keyof typeof BASES;

function findingIds(xml: string): string[] {
  const result = validateEInvoice(xml);
  if (!result.ok) throw new Error(result.error);
  return result.value.findings.map((finding) => finding.id);
}

/** Replaces the n-th (1-based) match; fails the test when there is no such match, so a mutation cannot silently miss. */
function replaceNth(xml: string, pattern: string | RegExp, replacement: string, n = 1): string {
  const regex =
    typeof pattern === "string"
      ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g")
      : new RegExp(pattern.source, "g");
  let count = 0;
  let hit = false;
  const out = xml.replace(regex, (...args) => {
    count++;
    if (count !== n) return args[0] as string;
    hit = true;
    return (args[0] as string).replace(new RegExp(regex.source), replacement);
  });
  if (!hit) throw new Error(`mutation did not apply: ${String(pattern)} #${n}`);
  return out;
}

function replaceAll(xml: string, pattern: RegExp, replacement: string): string {
  const out = xml.replace(new RegExp(pattern.source, "g"), replacement);
  if (out === xml) throw new Error(`mutation did not apply: ${String(pattern)}`);
  return out;
}

const block = (tag: string): RegExp => new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`);
const subtotalOf = (code: string): RegExp =>
  new RegExp(
    `<cac:TaxSubtotal>(?:(?!</cac:TaxSubtotal>)[\\s\\S])*?<cbc:ID>${code}</cbc:ID>[\\s\\S]*?</cac:TaxSubtotal>`,
  );

interface Mutation {
  readonly base: Base;
  readonly mutate: (xml: string) => string;
}

const m = (base: Base, mutate: (xml: string) => string): Mutation => ({ base, mutate });

const CATEGORY_BASES: Record<string, { prefix: string; base: Base; code: string }> = {
  S: { prefix: "BR-S", base: "nl", code: "S" },
  Z: { prefix: "BR-Z", base: "nl", code: "Z" },
  E: { prefix: "BR-E", base: "e", code: "E" },
  AE: { prefix: "BR-AE", base: "ae", code: "AE" },
  K: { prefix: "BR-IC", base: "ic", code: "K" },
  G: { prefix: "BR-G", base: "g", code: "G" },
  O: { prefix: "BR-O", base: "o", code: "O" },
};

function categoryMutations(): Record<string, Mutation> {
  const out: Record<string, Mutation> = {};
  for (const { prefix, base, code } of Object.values(CATEGORY_BASES)) {
    const classified = new RegExp(
      `(<cac:ClassifiedTaxCategory>\\s*<cbc:ID>${code}</cbc:ID>\\s*)(<cbc:Percent>[^<]*</cbc:Percent>)?`,
    );
    out[`${prefix}-01`] = m(base, (xml) => replaceAll(xml, subtotalOf(code), ""));
    out[`${prefix}-02`] =
      code === "O"
        ? m(base, (xml) =>
            replaceNth(
              xml,
              "</cac:PostalAddress>",
              "</cac:PostalAddress><cac:PartyTaxScheme><cbc:CompanyID>NL123456782B01</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>",
            ),
          )
        : m(base, (xml) => replaceNth(xml, block("cac:PartyTaxScheme"), ""));
    out[`${prefix}-05`] = m(base, (xml) =>
      replaceNth(xml, classified, `$1<cbc:Percent>${code === "S" ? "0" : "7"}</cbc:Percent>`),
    );
    out[`${prefix}-08`] = m(base, (xml) =>
      replaceNth(
        xml,
        new RegExp(
          `(<cbc:TaxableAmount currencyID="EUR">)[^<]*(</cbc:TaxableAmount>(?:(?!</cac:TaxSubtotal>)[\\s\\S])*?<cbc:ID>${code}</cbc:ID>)`,
        ),
        "$19999.00$2",
      ),
    );
    out[`${prefix}-09`] = m(base, (xml) =>
      replaceNth(
        xml,
        new RegExp(
          `(<cbc:TaxAmount currencyID="EUR">)[^<]*(</cbc:TaxAmount>\\s*<cac:TaxCategory>\\s*<cbc:ID>${code}</cbc:ID>)`,
        ),
        "$155.55$2",
      ),
    );
    out[`${prefix}-10`] =
      code === "S" || code === "Z"
        ? m(base, (xml) =>
            replaceNth(
              xml,
              new RegExp(`(<cac:TaxCategory>\\s*<cbc:ID>${code}</cbc:ID>)`),
              "$1<cbc:TaxExemptionReason>Reden</cbc:TaxExemptionReason>",
            ),
          )
        : m(base, (xml) => replaceAll(xml, /<cbc:TaxExemptionReason>[^<]*<\/cbc:TaxExemptionReason>/, ""));
  }
  return out;
}

const FAILING: Record<string, Mutation> = {
  "BR-01": m("nl", (x) => replaceNth(x, /<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, "")),
  "BR-02": m("nl", (x) => replaceNth(x, "<cbc:ID>2025-0042</cbc:ID>", "<cbc:ID></cbc:ID>")),
  "BR-03": m("nl", (x) =>
    replaceNth(x, "<cbc:IssueDate>2025-03-14</cbc:IssueDate>", "<cbc:IssueDate> </cbc:IssueDate>"),
  ),
  "BR-04": m("nl", (x) => replaceNth(x, "<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>", "")),
  "BR-05": m("nl", (x) => replaceNth(x, "<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>", "")),
  "BR-06": m("nl", (x) => replaceNth(x, /<cbc:RegistrationName>Bakkerij[^<]*<\/cbc:RegistrationName>/, "")),
  "BR-07": m("nl", (x) => replaceNth(x, /<cbc:RegistrationName>Café[^<]*<\/cbc:RegistrationName>/, "")),
  "BR-08": m("nl", (x) => replaceNth(x, block("cac:PostalAddress"), "")),
  "BR-09": m("nl", (x) => replaceNth(x, block("cac:Country"), "")),
  "BR-10": m("nl", (x) => replaceNth(x, block("cac:PostalAddress"), "", 2)),
  "BR-11": m("nl", (x) => replaceNth(x, block("cac:Country"), "", 2)),
  "BR-12": m("nl", (x) =>
    replaceNth(x, '<cbc:LineExtensionAmount currencyID="EUR">579.46</cbc:LineExtensionAmount>', ""),
  ),
  "BR-13": m("nl", (x) => replaceNth(x, /<cbc:TaxExclusiveAmount[^>]*>[^<]*<\/cbc:TaxExclusiveAmount>/, "")),
  "BR-14": m("nl", (x) => replaceNth(x, /<cbc:TaxInclusiveAmount[^>]*>[^<]*<\/cbc:TaxInclusiveAmount>/, "")),
  "BR-15": m("nl", (x) => replaceNth(x, /<cbc:PayableAmount[^>]*>[^<]*<\/cbc:PayableAmount>/, "")),
  "BR-16": m("nl", (x) => replaceAll(x, block("cac:InvoiceLine"), "")),
  "BR-21": m("nl", (x) => replaceNth(x, "<cbc:ID>1</cbc:ID>", "<cbc:ID></cbc:ID>")),
  "BR-22": m("nl", (x) =>
    replaceNth(x, /<cbc:InvoicedQuantity unitCode="HUR">3.5<\/cbc:InvoicedQuantity>/, ""),
  ),
  "BR-23": m("nl", (x) => replaceNth(x, ' unitCode="HUR"', "")),
  "BR-24": m("nl", (x) =>
    replaceNth(x, '<cbc:LineExtensionAmount currencyID="EUR">297.50</cbc:LineExtensionAmount>', ""),
  ),
  "BR-25": m("nl", (x) => replaceNth(x, "<cbc:Name>Consultancy ontwerp taartdoos</cbc:Name>", "")),
  "BR-26": m("nl", (x) => replaceNth(x, '<cbc:PriceAmount currencyID="EUR">85</cbc:PriceAmount>', "")),
  "BR-27": m("nl", (x) => replaceNth(x, ">24.95</cbc:PriceAmount>", ">-24.95</cbc:PriceAmount>")),
  "BR-29": m("nl", (x) =>
    replaceNth(
      x,
      "</cbc:BuyerReference>",
      "</cbc:BuyerReference><cac:InvoicePeriod><cbc:StartDate>2025-03-10</cbc:StartDate><cbc:EndDate>2025-03-01</cbc:EndDate></cac:InvoicePeriod>",
    ),
  ),
  "BR-30": m("nl", (x) =>
    replaceNth(
      x,
      "297.50</cbc:LineExtensionAmount>",
      "297.50</cbc:LineExtensionAmount><cac:InvoicePeriod><cbc:StartDate>2025-03-10</cbc:StartDate><cbc:EndDate>2025-03-01</cbc:EndDate></cac:InvoicePeriod>",
    ),
  ),
  "BR-41": m("nl", (x) => replaceNth(x, '<cbc:Amount currencyID="EUR">29.94</cbc:Amount>', "")),
  "BR-42": m("nl", (x) =>
    replaceNth(x, "<cbc:AllowanceChargeReason>Korting</cbc:AllowanceChargeReason>", ""),
  ),
  "BR-45": m("nl", (x) => replaceNth(x, '<cbc:TaxableAmount currencyID="EUR">12.50</cbc:TaxableAmount>', "")),
  "BR-46": m("nl", (x) => replaceNth(x, '<cbc:TaxAmount currencyID="EUR">0.00</cbc:TaxAmount>', "")),
  "BR-47": m("nl", (x) => replaceNth(x, /(<cac:TaxCategory>\s*)<cbc:ID>Z<\/cbc:ID>/, "$1")),
  "BR-48": m("nl", (x) => replaceNth(x, "<cbc:Percent>21</cbc:Percent>", "")),
  "BR-49": m("nl", (x) => replaceNth(x, "<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>", "")),
  "BR-50": m("nl", (x) => replaceNth(x, "<cbc:ID>NL91ABNA0417164300</cbc:ID>", "")),
  "BR-55": m("nlCredit", (x) =>
    replaceNth(x, /(<cac:InvoiceDocumentReference>\s*)<cbc:ID>2025-0042<\/cbc:ID>/, "$1"),
  ),
  "BR-CO-04": m("nl", (x) => replaceNth(x, /(<cac:ClassifiedTaxCategory>\s*)<cbc:ID>S<\/cbc:ID>/, "$1")),
  "BR-CO-09": m("nl", (x) =>
    replaceNth(
      x,
      "<cbc:CompanyID>NL810433941B01</cbc:CompanyID>",
      "<cbc:CompanyID>810433941B01</cbc:CompanyID>",
    ),
  ),
  "BR-CO-10": m("nl", (x) =>
    replaceNth(x, ">579.46</cbc:LineExtensionAmount>", ">579.47</cbc:LineExtensionAmount>"),
  ),
  "BR-CO-13": m("nl", (x) =>
    replaceNth(x, ">579.46</cbc:TaxExclusiveAmount>", ">580.00</cbc:TaxExclusiveAmount>"),
  ),
  "BR-CO-14": m("nl", (x) => replaceNth(x, ">86.73</cbc:TaxAmount>", ">86.74</cbc:TaxAmount>")),
  "BR-CO-15": m("nl", (x) =>
    replaceNth(x, ">666.19</cbc:TaxInclusiveAmount>", ">666.20</cbc:TaxInclusiveAmount>"),
  ),
  "BR-CO-16": m("nl", (x) => replaceNth(x, ">666.19</cbc:PayableAmount>", ">600.00</cbc:PayableAmount>")),
  "BR-CO-17": m("nl", (x) => replaceNth(x, ">62.48</cbc:TaxAmount>", ">65.00</cbc:TaxAmount>")),
  "BR-CO-18": m("nl", (x) => replaceAll(x, block("cac:TaxSubtotal"), "")),
  "BR-CO-26": m("nl", (x) =>
    replaceNth(
      replaceNth(x, block("cac:PartyTaxScheme"), ""),
      '<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>',
      "",
    ),
  ),
  "BR-DEC-18": m("nl", (x) => replaceNth(x, ">666.19</cbc:PayableAmount>", ">666.190</cbc:PayableAmount>")),
  "BR-DEC-13": m("nl", (x) => replaceNth(x, ">86.73</cbc:TaxAmount>", ">86.730</cbc:TaxAmount>")),
  "BR-DEC-19": m("nl", (x) => replaceNth(x, ">297.50</cbc:TaxableAmount>", ">297.500</cbc:TaxableAmount>")),
  "BR-DEC-23": m("nl", (x) =>
    replaceNth(x, ">12.50</cbc:LineExtensionAmount>", ">12.500</cbc:LineExtensionAmount>"),
  ),
  "BR-DEC-24": m("nl", (x) => replaceNth(x, ">29.94</cbc:Amount>", ">29.940</cbc:Amount>")),
  ...categoryMutations(),
  "BR-IC-11": m("ic", (x) => replaceNth(x, /<cbc:ActualDeliveryDate>[^<]*<\/cbc:ActualDeliveryDate>/, "")),
  "BR-IC-12": m("ic", (x) => replaceNth(x, block("cac:DeliveryLocation"), "")),
  "BR-O-11": m("o", (x) =>
    replaceNth(
      x,
      "</cac:TaxSubtotal>",
      '</cac:TaxSubtotal><cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">0.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">0.00</cbc:TaxAmount><cac:TaxCategory><cbc:ID>Z</cbc:ID><cbc:Percent>0</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>',
    ),
  ),
  "BR-O-12": m("o", (x) =>
    replaceNth(
      x,
      /(<cac:ClassifiedTaxCategory>\s*)<cbc:ID>O<\/cbc:ID>/,
      "$1<cbc:ID>Z</cbc:ID><cbc:Percent>0</cbc:Percent>",
    ),
  ),
  "PEPPOL-EN16931-R001": m("pe", (x) => replaceNth(x, /<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/, "")),
  "PEPPOL-EN16931-R002": m("pe", (x) =>
    replaceNth(x, "</cbc:Note>", "</cbc:Note><cbc:Note>Tweede opmerking</cbc:Note>"),
  ),
  "PEPPOL-EN16931-R003": m("pe", (x) => replaceNth(x, /<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, "")),
  "PEPPOL-EN16931-R004": m("pe", (x) =>
    replaceNth(
      x,
      "billing:3.0</cbc:CustomizationID>",
      "billing:3.0#conformant#urn:example:extension</cbc:CustomizationID>",
    ),
  ),
  "PEPPOL-EN16931-R005": m("pe", (x) =>
    replaceNth(
      x,
      "</cbc:DocumentCurrencyCode>",
      "</cbc:DocumentCurrencyCode><cbc:TaxCurrencyCode>EUR</cbc:TaxCurrencyCode>",
    ),
  ),
  "PEPPOL-EN16931-R007": m("pe", (x) => replaceNth(x, "billing:01:1.0", "billing:1:1.0")),
  "PEPPOL-COMMON-R040": m("pe", (x) =>
    replaceNth(
      x,
      '<cbc:EndpointID schemeID="0106">87654321</cbc:EndpointID>',
      '<cbc:EndpointID schemeID="0088">4000001000006</cbc:EndpointID>',
    ),
  ),
  "PEPPOL-COMMON-R049": m("pe", (x) =>
    replaceNth(
      x,
      '<cbc:EndpointID schemeID="0106">87654321</cbc:EndpointID>',
      '<cbc:EndpointID schemeID="0007">5560360794</cbc:EndpointID>',
    ),
  ),
  "SE-R-013": m("pe", (x) =>
    replaceNth(
      replaceNth(
        x,
        "<cbc:IdentificationCode>NL</cbc:IdentificationCode>",
        "<cbc:IdentificationCode>SE</cbc:IdentificationCode>",
      ),
      /(<cac:PartyLegalEntity>\s*<cbc:RegistrationName>[^<]*<\/cbc:RegistrationName>\s*<cbc:CompanyID)[^>]*>[^<]*/,
      "$1>5560360794",
    ),
  ),
  "PEPPOL-EN16931-R008": m("pe", (x) =>
    replaceNth(x, "<cbc:Note>Bedankt voor uw bestelling.</cbc:Note>", "<cbc:Note/>"),
  ),
  "PEPPOL-EN16931-R010": m("pe", (x) =>
    replaceNth(x, '<cbc:EndpointID schemeID="0106">87654321</cbc:EndpointID>', ""),
  ),
  "PEPPOL-EN16931-R020": m("pe", (x) =>
    replaceNth(x, '<cbc:EndpointID schemeID="0106">12345678</cbc:EndpointID>', ""),
  ),
  "PEPPOL-EN16931-R040": m("pe", (x) => replaceNth(x, ">29.94</cbc:Amount>", ">20.00</cbc:Amount>")),
  "PEPPOL-EN16931-R041": m("pe", (x) => replaceNth(x, /<cbc:BaseAmount[^>]*>[^<]*<\/cbc:BaseAmount>/, "")),
  "PEPPOL-EN16931-R042": m("pe", (x) =>
    replaceNth(x, /<cbc:MultiplierFactorNumeric>[^<]*<\/cbc:MultiplierFactorNumeric>/, ""),
  ),
  "PEPPOL-EN16931-R043": m("pe", (x) =>
    replaceNth(
      x,
      "<cbc:ChargeIndicator>false</cbc:ChargeIndicator>",
      "<cbc:ChargeIndicator>nee</cbc:ChargeIndicator>",
    ),
  ),
  "PEPPOL-EN16931-R044": m("pe", (x) =>
    replaceNth(
      x,
      ">85</cbc:PriceAmount>",
      '>85</cbc:PriceAmount><cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">1.00</cbc:Amount></cac:AllowanceCharge>',
    ),
  ),
  "PEPPOL-EN16931-R053": m("pe", (x) => {
    const taxTotal = x.match(block("cac:TaxTotal"))?.[0] ?? "";
    return replaceNth(x, "</cac:TaxTotal>", `</cac:TaxTotal>${taxTotal}`);
  }),
  "PEPPOL-EN16931-R054": m("pe", (x) =>
    replaceNth(
      x,
      "</cac:TaxTotal>",
      '</cac:TaxTotal><cac:TaxTotal><cbc:TaxAmount currencyID="EUR">86.73</cbc:TaxAmount></cac:TaxTotal>',
    ),
  ),
  "PEPPOL-EN16931-R120": m("pe", (x) =>
    replaceNth(x, ">297.50</cbc:LineExtensionAmount>", ">297.60</cbc:LineExtensionAmount>"),
  ),
  "PEPPOL-EN16931-R121": m("pe", (x) =>
    replaceNth(
      x,
      ">85</cbc:PriceAmount>",
      '>85</cbc:PriceAmount><cbc:BaseQuantity unitCode="HUR">0</cbc:BaseQuantity>',
    ),
  ),
  "PEPPOL-EN16931-R130": m("pe", (x) =>
    replaceNth(
      x,
      ">85</cbc:PriceAmount>",
      '>85</cbc:PriceAmount><cbc:BaseQuantity unitCode="DAY">1</cbc:BaseQuantity>',
    ),
  ),
  "PEPPOL-EN16931-P0100": m("pe", (x) =>
    replaceNth(x, "<cbc:InvoiceTypeCode>380<", "<cbc:InvoiceTypeCode>999<"),
  ),
  "PEPPOL-EN16931-P0101": m("peCredit", (x) =>
    replaceNth(x, "<cbc:CreditNoteTypeCode>381<", "<cbc:CreditNoteTypeCode>380<"),
  ),
  "PEPPOL-EN16931-CL001": m("peAttachment", (x) =>
    replaceNth(x, 'mimeCode="application/pdf"', 'mimeCode="application/zip"'),
  ),
  "NL-R-001": m("peCredit", (x) => replaceNth(x, block("cac:BillingReference"), "")),
  "NL-R-002": m("pe", (x) => replaceNth(x, "<cbc:CityName>Amsterdam</cbc:CityName>", "")),
  "NL-R-003": m("pe", (x) => replaceNth(x, '<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>', "")),
  "NL-R-004": m("pe", (x) => replaceNth(x, "<cbc:PostalZone>3511 AP</cbc:PostalZone>", "")),
  "NL-R-005": m("pe", (x) =>
    replaceNth(
      x,
      '<cbc:CompanyID schemeID="0106">87654321</cbc:CompanyID>',
      '<cbc:CompanyID schemeID="0088">87654321</cbc:CompanyID>',
    ),
  ),
  "NL-R-006": m("pe", (x) =>
    replaceNth(
      x,
      "<cac:Delivery>",
      "<cac:TaxRepresentativeParty><cac:PartyName><cbc:Name>Fiscaal Vertegenwoordiger</cbc:Name></cac:PartyName><cac:PostalAddress><cbc:StreetName>Markt 1</cbc:StreetName><cac:Country><cbc:IdentificationCode>NL</cbc:IdentificationCode></cac:Country></cac:PostalAddress></cac:TaxRepresentativeParty><cac:Delivery>",
    ),
  ),
  "NL-R-007": m("pe", (x) => replaceNth(x, block("cac:PaymentMeans"), "")),
  "NL-R-008": m("pe", (x) => replaceNth(x, "<cbc:PaymentMeansCode>58<", "<cbc:PaymentMeansCode>1<")),
  "NL-R-009": m("pe", (x) =>
    replaceNth(
      x,
      ">297.50</cbc:LineExtensionAmount>",
      ">297.50</cbc:LineExtensionAmount><cac:OrderLineReference><cbc:LineID>1</cbc:LineID></cac:OrderLineReference>",
    ),
  ),
  "BR-NL-1": m("nl", (x) =>
    replaceNth(
      x,
      '<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>',
      '<cbc:CompanyID schemeID="0088">12345678</cbc:CompanyID>',
    ),
  ),
  "BR-NL-2": m("nl", (x) => replaceNth(x, /<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, "")),
  "BR-NL-3": m("nl", (x) => replaceNth(x, "<cbc:StreetName>Prinsengracht 263</cbc:StreetName>", "")),
  "BR-NL-4": m("nl", (x) => replaceNth(x, "<cbc:StreetName>Oudegracht 12</cbc:StreetName>", "")),
  "BR-NL-5": m("nl", (x) =>
    replaceNth(
      x,
      "<cac:Delivery>",
      "<cac:TaxRepresentativeParty><cac:PartyName><cbc:Name>Fiscaal Vertegenwoordiger</cbc:Name></cac:PartyName><cac:PostalAddress><cbc:CityName>Delft</cbc:CityName><cac:Country><cbc:IdentificationCode>NL</cbc:IdentificationCode></cac:Country></cac:PostalAddress></cac:TaxRepresentativeParty><cac:Delivery>",
    ),
  ),
  "BR-NL-7": m("nl", (x) => replaceNth(x, "<cbc:InvoiceTypeCode>380<", "<cbc:InvoiceTypeCode>388<")),
  "BR-NL-8": m("nl", (x) => replaceNth(x, "<cbc:InvoiceTypeCode>380<", "<cbc:InvoiceTypeCode>381<")),
  "BR-NL-9": m("nl", (x) => replaceNth(x, "<cbc:InvoiceTypeCode>380<", "<cbc:InvoiceTypeCode>384<")),
  "BR-NL-10": m("nl", (x) => replaceNth(x, '<cbc:CompanyID schemeID="0106">87654321</cbc:CompanyID>', "")),
  "BR-NL-11": m("nl", (x) => replaceNth(x, block("cac:PaymentMeans"), "")),
  "BR-NL-12": m("nl", (x) => replaceNth(x, "<cbc:PaymentMeansCode>58<", "<cbc:PaymentMeansCode>31<")),
  "BR-NL-13": m("nl", (x) =>
    replaceNth(
      x,
      ">297.50</cbc:LineExtensionAmount>",
      ">297.50</cbc:LineExtensionAmount><cac:OrderLineReference><cbc:LineID>1</cbc:LineID></cac:OrderLineReference>",
    ),
  ),
  "BR-NL-19": m("nl", (x) =>
    replaceNth(
      x,
      "</cbc:DocumentCurrencyCode>",
      "</cbc:DocumentCurrencyCode><cbc:TaxCurrencyCode>USD</cbc:TaxCurrencyCode>",
    ),
  ),
  "BR-NL-20": m("nl", (x) =>
    replaceNth(
      x,
      "</cbc:InvoiceTypeCode>",
      "</cbc:InvoiceTypeCode><cbc:TaxPointDate>2025-03-14</cbc:TaxPointDate>",
    ),
  ),
  "BR-NL-24": m("nlCredit", (x) =>
    replaceNth(
      x,
      "<cbc:ID>2025-0042</cbc:ID>",
      "<cbc:ID>2025-0042</cbc:ID><cbc:IssueDate>2025-03-14</cbc:IssueDate>",
    ),
  ),
  "BR-NL-29": m("nl", (x) =>
    replaceNth(x, "<cbc:PaymentMeansCode>58<", '<cbc:PaymentMeansCode name="SEPA">58<'),
  ),
  "BR-NL-30": m("nl", (x) =>
    replaceNth(
      x,
      "<cbc:ID>NL91ABNA0417164300</cbc:ID>",
      "<cbc:ID>NL91ABNA0417164300</cbc:ID><cbc:Name>Bakkerij</cbc:Name>",
    ),
  ),
  "BR-NL-31": m("nl", (x) =>
    replaceNth(
      x,
      "<cbc:ID>NL91ABNA0417164300</cbc:ID>",
      "<cbc:ID>NL91ABNA0417164300</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>ABNANL2A</cbc:ID></cac:FinancialInstitutionBranch>",
    ),
  ),
  "BR-NL-33": m("nl", (x) =>
    replaceNth(
      x,
      "</cac:TaxTotal>",
      '</cac:TaxTotal><cac:TaxTotal><cbc:TaxAmount currencyID="USD">90.00</cbc:TaxAmount></cac:TaxTotal>',
    ),
  ),
  "BR-NL-35": m("nl", (x) =>
    replaceNth(
      x,
      /(<cac:TaxCategory>\s*<cbc:ID>Z<\/cbc:ID>)/,
      "$1<cbc:TaxExemptionReasonCode>VATEX-EU-O</cbc:TaxExemptionReasonCode>",
    ),
  ),
};

/** The valid document in which each rule runs and passes with its subject present. */
function passingBase(ruleId: string, set: string): Base {
  if (ruleId === "BR-55" || ruleId === "BR-NL-24") return "nlCredit";
  if (ruleId === "PEPPOL-EN16931-P0101" || ruleId === "NL-R-001") return "peCredit";
  if (ruleId === "PEPPOL-EN16931-CL001") return "peAttachment";
  const category = Object.values(CATEGORY_BASES).find((spec) => ruleId.startsWith(`${spec.prefix}-`));
  if (category) return category.base;
  return set === "peppol" ? "pe" : "nl";
}

describe("e-invoice validator", () => {
  it.each(Object.entries(BASES))("passes our valid %s document without findings", (_, xml) => {
    expect(findingIds(xml)).toEqual([]);
  });

  // EN 16931 rules are held to the official test cases (einvoice-official-agreement.test.ts); the
  // Peppol and NLCIUS rules, which those cases do not cover, each need an example of our own.
  it("has a failing example for every Peppol and NLCIUS rule", () => {
    const missing = ALL_RULES.filter((rule) => rule.set !== "en16931")
      .map((rule) => rule.id)
      .filter((id) => !(id in FAILING));
    expect(missing).toEqual([]);
    const unregistered = Object.keys(FAILING).filter((id) => !ALL_RULES.some((rule) => rule.id === id));
    expect(unregistered).toEqual([]);
  });

  for (const rule of ALL_RULES.filter(
    (candidate) => candidate.set !== "en16931" || candidate.id in FAILING,
  )) {
    it(`${rule.id}: passes a valid document and fails the broken one`, () => {
      const base = passingBase(rule.id, rule.set);
      const profile =
        base === "pe" || base === "peCredit" || base === "peAttachment" || base === "g" || base === "o"
          ? "peppol"
          : "nlcius";
      expect(selectRules(profile).map((candidate) => candidate.id)).toContain(rule.id);
      expect(findingIds(BASES[base])).not.toContain(rule.id);
      const mutation = FAILING[rule.id];
      if (!mutation) throw new Error(`no failing example for ${rule.id}`);
      expect(findingIds(mutation.mutate(BASES[mutation.base]))).toContain(rule.id);
    });
  }

  it("reports explanations and line locations", () => {
    const result = validateEInvoice(FAILING["BR-25"]?.mutate(BASES.nl) ?? "");
    if (!result.ok) throw new Error(result.error);
    const finding = result.value.findings.find((candidate) => candidate.id === "BR-25");
    expect(finding?.explanation).toBe("Each invoice line must contain the item name (BT-153).");
    expect(finding?.locations).toEqual(["line 1"]);
    expect(result.value.passed).toBe(false);
  });

  it("passes documents with only warnings", () => {
    const result = validateEInvoice(FAILING["BR-NL-30"]?.mutate(BASES.nl) ?? "");
    expect(result.ok && result.value.passed).toBe(true);
    expect(result.ok && result.value.findings.map((finding) => finding.flag)).toEqual(["warning"]);
  });

  it("runs only the EN 16931 rules on documents of an unknown specification", () => {
    const xml = BASES.nl.replace("urn:fdc:nen.nl:nlcius:v1.0", "urn:example:other");
    const result = validateEInvoice(xml);
    expect(result.ok && result.value.profile).toBeNull();
    expect(result.ok && result.value.rulesChecked).toBe(selectRules(null).length);
  });
});
