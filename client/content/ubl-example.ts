/**
 * A shortened Peppol BIS Billing 3.0 / NLCIUS-compatible UBL invoice, shared by the English and Dutch
 * e-invoicing guides. Addresses, payment means and lines are omitted to keep the sample readable.
 */
export const UBL_EXAMPLE = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>2026-0142</cbc:ID>                                  <!-- BT-1 invoice number -->
  <cbc:IssueDate>2026-03-31</cbc:IssueDate>                   <!-- BT-2 issue date -->
  <cbc:DueDate>2026-04-30</cbc:DueDate>                       <!-- BT-9 due date -->
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>              <!-- BT-3: 380 invoice -->
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>    <!-- BT-5 -->
  <cbc:BuyerReference>PO-7781</cbc:BuyerReference>            <!-- BT-10 -->
  <cac:AccountingSupplierParty>
    <cac:Party>
      <cbc:EndpointID schemeID="0106">12345678</cbc:EndpointID>  <!-- Peppol address: KvK -->
      <!-- postal address left out -->
      <cac:PartyTaxScheme>
        <cbc:CompanyID>NL859123479B01</cbc:CompanyID>           <!-- BT-31 seller VAT id -->
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:PartyTaxScheme>
      <cac:PartyLegalEntity>
        <cbc:RegistrationName>Voorbeeld Advies B.V.</cbc:RegistrationName>
        <cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>  <!-- BT-30 KvK -->
      </cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingSupplierParty>
  <!-- AccountingCustomerParty and PaymentMeans (IBAN, BT-84) left out -->
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">210.00</cbc:TaxAmount>     <!-- BT-110 -->
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">1000.00</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">210.00</cbc:TaxAmount>
      <cac:TaxCategory>
        <cbc:ID>S</cbc:ID>                                      <!-- standard rate -->
        <cbc:Percent>21</cbc:Percent>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">1000.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">1000.00</cbc:TaxExclusiveAmount>  <!-- BT-109 -->
    <cbc:TaxInclusiveAmount currencyID="EUR">1210.00</cbc:TaxInclusiveAmount>  <!-- BT-112 -->
    <cbc:PayableAmount currencyID="EUR">1210.00</cbc:PayableAmount>            <!-- BT-115 -->
  </cac:LegalMonetaryTotal>
  <!-- InvoiceLine elements left out -->
</Invoice>`;
