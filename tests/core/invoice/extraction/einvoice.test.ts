import { describe, expect, it } from "vitest";
import {
  readEInvoice,
  readEmbeddedEInvoice,
} from "../../../../core/invoice/extraction/einvoice/read-einvoice";
import { decimalToCents } from "../../../../core/invoice/extraction/einvoice/xml";

const UBL = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>2024-0042</cbc:ID>
  <cbc:IssueDate>2024-03-15</cbc:IssueDate>
  <cbc:DueDate>2024-04-14</cbc:DueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PartyName><cbc:Name>Bakkerij &amp; Zonen B.V.</cbc:Name></cac:PartyName>
    <cac:PostalAddress><cbc:StreetName>Keizersgracht 123</cbc:StreetName><cbc:CityName>Amsterdam</cbc:CityName><cbc:PostalZone>1015 CJ</cbc:PostalZone></cac:PostalAddress>
    <cac:PartyTaxScheme><cbc:CompanyID>NL001234560B01</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Bakkerij &amp; Zonen B.V.</cbc:RegistrationName><cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cac:PartyName><cbc:Name>Hotel Zeezicht B.V.</cbc:Name></cac:PartyName></cac:Party></cac:AccountingCustomerParty>
  <cac:Delivery><cbc:ActualDeliveryDate>2024-03-10</cbc:ActualDeliveryDate></cac:Delivery>
  <cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cbc:PaymentID>7371683846571113</cbc:PaymentID>
    <cac:PayeeFinancialAccount><cbc:ID>NL91ABNA0417164300</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>ABNANL2A</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:PaymentTerms><cbc:Note>Betaling binnen 30 dagen</cbc:Note></cac:PaymentTerms>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">30.00</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">100.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent></cac:TaxCategory></cac:TaxSubtotal>
    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">100.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">9.00</cbc:TaxAmount><cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>9.00</cbc:Percent></cac:TaxCategory></cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">200.00</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount currencyID="EUR">200.00</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="EUR">230.00</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="EUR">230.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
  <cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="HUR">2.000</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Advies</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">50.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
  <cac:InvoiceLine><cbc:ID>2</cbc:ID><cbc:InvoicedQuantity unitCode="C62">1</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Brood</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>9</cbc:Percent></cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">100.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
</Invoice>`;

const CII = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"
  xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument><ram:ID>RE-77</ram:ID><ram:TypeCode>381</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240315</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:SpecifiedTradeProduct><ram:Name>Wartung</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>-100.00</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">1</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:CategoryCode>AE</ram:CategoryCode><ram:RateApplicablePercent>0</ram:RateApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>-100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Schmidt GmbH</ram:Name><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Hotel Zeezicht B.V.</ram:Name><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">NL001234560B01</ram:ID></ram:SpecifiedTaxRegistration></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:PaymentReference>RE-77</ram:PaymentReference>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE89370400440532013000</ram:IBANID></ram:PayeePartyCreditorFinancialAccount></ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:ApplicableTradeTax><ram:CalculatedAmount>0.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>-100.00</ram:BasisAmount><ram:CategoryCode>AE</ram:CategoryCode><ram:RateApplicablePercent>0</ram:RateApplicablePercent></ram:ApplicableTradeTax>
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20240414</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>-100.00</ram:LineTotalAmount><ram:TaxBasisTotalAmount>-100.00</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">0.00</ram:TaxTotalAmount><ram:GrandTotalAmount>-100.00</ram:GrandTotalAmount><ram:DuePayableAmount>-100.00</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

describe("UBL", () => {
  it("maps every field exactly, with confidence 1 and passing cross-checks", () => {
    const result = readEInvoice(UBL);
    if (!result.ok) throw new Error(result.error);
    const { fields, vatLines, lineItems, checks, method } = result.value;
    expect(method).toBe("e-invoice");
    expect(fields.supplierName?.value).toBe("Bakkerij & Zonen B.V.");
    expect(fields.supplierAddress?.value).toBe("Keizersgracht 123, 1015 CJ Amsterdam");
    expect(fields.supplierKvk?.value).toBe("12345678");
    expect(fields.supplierVatId?.value).toBe("NL001234560B01");
    expect(fields.supplierIban?.value).toBe("NL91ABNA0417164300");
    expect(fields.supplierBic?.value).toBe("ABNANL2A");
    expect(fields.customerName?.value).toBe("Hotel Zeezicht B.V.");
    expect(fields.invoiceNumber?.value).toBe("2024-0042");
    expect([fields.invoiceDate?.value, fields.deliveryDate?.value, fields.dueDate?.value]).toEqual([
      "2024-03-15",
      "2024-03-10",
      "2024-04-14",
    ]);
    expect(fields.paymentTermsDays?.value).toBe(30);
    expect(fields.paymentReference?.value).toBe("7371683846571113");
    expect([fields.subtotalCents?.value, fields.vatTotalCents?.value, fields.totalCents?.value]).toEqual([
      20000, 3000, 23000,
    ]);
    expect(vatLines.map((line) => [line.rate, line.vatCents])).toEqual([
      ["21", 2100],
      ["9", 900],
    ]);
    expect(
      lineItems.map((item) => [
        item.description,
        item.quantity,
        item.unitPriceCents,
        item.vatRate,
        item.amountCents,
      ]),
    ).toEqual([
      ["Advies", "2", 5000, "21", 10000],
      ["Brood", "1", 10000, "9", 10000],
    ]);
    expect(fields.invoiceNumber?.confidence).toBe(1);
    expect(checks.filter((check) => check.outcome === "fail")).toEqual([]);
  });
});

describe("CII (Factur-X / ZUGFeRD / XRechnung)", () => {
  it("maps a reverse-charge credit note", () => {
    const result = readEInvoice(CII);
    if (!result.ok) throw new Error(result.error);
    const { fields, vatLines } = result.value;
    expect(fields.documentType?.value).toBe("credit-note");
    expect(fields.supplierVatId?.value).toBe("DE123456789");
    expect(fields.customerVatId?.value).toBe("NL001234560B01");
    expect(fields.supplierIban?.value).toBe("DE89370400440532013000");
    expect(fields.totalCents?.value).toBe(-10000);
    expect(fields.dueDate?.value).toBe("2024-04-14");
    expect(vatLines[0]?.rate).toBe("reverse-charge");
  });
  it("is found as a PDF attachment", () => {
    const result = readEmbeddedEInvoice([
      { name: "logo.png", content: new Uint8Array([1, 2, 3]) },
      { name: "factur-x.xml", content: new TextEncoder().encode(CII) },
    ]);
    expect(result?.ok && result.value.fields.invoiceNumber?.value).toBe("RE-77");
    expect(readEmbeddedEInvoice([{ name: "notes.txt", content: new Uint8Array([65]) }])).toBeNull();
  });
});

describe("hostile XML", () => {
  it("refuses a DOCTYPE (XXE, billion laughs) before parsing", () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Invoice><ID>&xxe;</ID></Invoice>`;
    expect(readEInvoice(xxe)).toEqual({
      ok: false,
      error: "XML with a DOCTYPE is refused.",
    });
    const laughs = `<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Invoice>&lol2;</Invoice>`;
    expect(readEInvoice(laughs).ok).toBe(false);
  });
  it("refuses empty, non-XML, malformed, oversized and non-invoice XML", () => {
    expect(readEInvoice("").ok).toBe(false);
    expect(readEInvoice("%PDF-1.7 binary \u0000\u0001").ok).toBe(false);
    expect(readEInvoice("<Invoice><ID>1</ID>").ok).toBe(false);
    expect(readEInvoice(`<Invoice>${" ".repeat(6 * 1024 * 1024)}</Invoice>`).ok).toBe(false);
    expect(readEInvoice("<Order><ID>1</ID></Order>")).toEqual({
      ok: false,
      error: "This XML is a Order, not a UBL or CII invoice.",
    });
  });
  it("converts decimals to cents exactly", () => {
    expect(decimalToCents("0.1")).toBe(10);
    expect(decimalToCents("-1234.565")).toBe(-123457);
    expect(decimalToCents("12,00")).toBeNull();
  });
});

/** A small UBL invoice whose totals, parties and characters each test one reading rule. */
function exactnessUbl(overrides: { sellerTax?: string; name?: string; number?: string } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>${overrides.number ?? "F-1"}</cbc:ID><cbc:IssueDate>2025-01-31</cbc:IssueDate><cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    ${overrides.sellerTax ?? "<cac:PartyTaxScheme><cbc:CompanyID>DE0123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>FC</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme><cac:PartyTaxScheme><cbc:CompanyID>DE123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>"}
    <cac:PartyLegalEntity><cbc:RegistrationName>${overrides.name ?? "M&#252;ller &amp; S&#xF6;hne GmbH"}</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">10.00</cbc:Amount></cac:AllowanceCharge>
  <cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">5.00</cbc:Amount></cac:AllowanceCharge>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">20.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">105.00</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount currencyID="EUR">100.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">120.00</cbc:TaxInclusiveAmount><cbc:AllowanceTotalAmount currencyID="EUR">10.00</cbc:AllowanceTotalAmount><cbc:ChargeTotalAmount currencyID="EUR">5.00</cbc:ChargeTotalAmount>
    <cbc:PrepaidAmount currencyID="EUR">50.00</cbc:PrepaidAmount><cbc:PayableRoundingAmount currencyID="EUR">0.01</cbc:PayableRoundingAmount><cbc:PayableAmount currencyID="EUR">70.01</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>`;
}

describe("reading exactly", () => {
  it("keeps the total with VAT (BT-112) apart from the amount due (BT-115), with prepaid and rounding", () => {
    const result = readEInvoice(exactnessUbl());
    if (!result.ok) throw new Error(result.error);
    const { fields } = result.value;
    expect(fields.totalCents?.value).toBe(12000);
    expect(fields.amountDueCents?.value).toBe(7001);
    expect(fields.prepaidCents?.value).toBe(5000);
    expect(fields.roundingCents?.value).toBe(1);
    expect([fields.allowanceTotalCents?.value, fields.chargeTotalCents?.value]).toEqual([1000, 500]);
  });

  it("takes the seller VAT id only from the VAT scheme, never a tax-office number", () => {
    const both = readEInvoice(exactnessUbl());
    expect(both.ok && both.value.fields.supplierVatId?.value).toBe("DE123456789");
    const onlyTaxNumber = readEInvoice(
      exactnessUbl({
        sellerTax:
          "<cac:PartyTaxScheme><cbc:CompanyID>DE0123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>FC</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>",
      }),
    );
    expect(onlyTaxNumber.ok && onlyTaxNumber.value.fields.supplierVatId).toBeUndefined();
  });

  it("takes a CII seller VAT id only from schemeID VA", () => {
    const cii = CII.replace(/schemeID="VA">DE123456789/, 'schemeID="FC">DE123456789');
    const result = readEInvoice(cii);
    expect(result.ok && result.value.fields.supplierVatId).toBeUndefined();
  });

  it("decodes numeric character references", () => {
    const result = readEInvoice(exactnessUbl());
    expect(result.ok && result.value.fields.supplierName?.value).toBe("Müller & Söhne GmbH");
  });

  it("refuses over-long values with a clear error instead of cutting them", () => {
    const result = readEInvoice(exactnessUbl({ number: "9".repeat(201) }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/invoice number \(BT-1\) is 201 characters long/);
    expect(readEInvoice(exactnessUbl({ name: "A".repeat(1001) })).ok).toBe(false);
  });
});

const ZUGFERD_1 = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"
  xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12">
  <rsm:HeaderExchangedDocument><ram:ID>R-100</ram:ID><ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15" format="102">20240301</udt:DateTimeString></ram:IssueDateTime>
  </rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement>
      <ram:SellerTradeParty><ram:Name>Lieferant GmbH</ram:Name></ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Kunde AG</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:ApplicableTradeTax><ram:CalculatedAmount currencyID="EUR">7.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>
        <ram:BasisAmount currencyID="EUR">100.00</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:ApplicablePercent>7.00</ram:ApplicablePercent></ram:ApplicableTradeTax>
      <ram:ApplicableTradeTax><ram:CalculatedAmount currencyID="EUR">19.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode>
        <ram:BasisAmount currencyID="EUR">100.00</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:ApplicablePercent>19.00</ram:ApplicablePercent></ram:ApplicableTradeTax>
      <ram:SpecifiedTradeSettlementMonetarySummation>
        <ram:LineTotalAmount currencyID="EUR">200.00</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount currencyID="EUR">200.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">26.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount currencyID="EUR">226.00</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementMonetarySummation>
    </ram:ApplicableSupplyChainTradeSettlement>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:IncludedNote><ram:Content>Wir berechnen Ihnen:</ram:Content></ram:IncludedNote></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedSupplyChainTradeSettlement />
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedSupplyChainTradeDelivery><ram:BilledQuantity unitCode="C62">2.0000</ram:BilledQuantity></ram:SpecifiedSupplyChainTradeDelivery>
      <ram:SpecifiedSupplyChainTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:ApplicablePercent>7.00</ram:ApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementMonetarySummation><ram:LineTotalAmount currencyID="EUR">100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation>
      </ram:SpecifiedSupplyChainTradeSettlement>
      <ram:SpecifiedTradeProduct><ram:Name>Joghurt</ram:Name></ram:SpecifiedTradeProduct>
    </ram:IncludedSupplyChainTradeLineItem>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;

describe("ZUGFeRD 1.0", () => {
  it("reads each tax's rate from ApplicablePercent, the 1.0 name of RateApplicablePercent", () => {
    const result = readEInvoice(ZUGFERD_1);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.vatLines.map((line) => [line.rate, line.baseCents, line.vatCents])).toEqual([
      ["7", 10000, 700],
      ["19", 10000, 1900],
    ]);
    expect(result.value.lineItems[0]?.vatRate).toBe("7");
  });

  it("leaves out a line that is only a note: it has no product, quantity or amount", () => {
    const result = readEInvoice(ZUGFERD_1);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.lineItems.map((item) => [item.description, item.quantity, item.amountCents])).toEqual(
      [["Joghurt", "2", 10000]],
    );
  });
});
