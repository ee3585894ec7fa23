import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { CodeBlock } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";
import { UBL_EXAMPLE } from "./ubl-example";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "what-an-e-invoice-is",
    title: "What an e-invoice is (and what it is not)",
    body: (
      <>
        <p>
          An e-invoice is an invoice in a structured data format that the recipient's software can read
          without a person typing anything over. A PDF sent by e-mail is an electronic invoice in the everyday
          sense, but not an e-invoice in the sense of the EU rules: a computer has to guess where the invoice
          number and the VAT amount are.
        </p>
        <DataTable
          caption="Invoice formats compared"
          columns={[
            "Format",
            "Readable by people",
            "Readable by software",
            "Counts as a structured e-invoice",
          ]}
          rows={[
            ["Paper or PDF", "Yes", "Only by OCR, with errors", "No"],
            ["UBL or CII XML", "Through a viewer", "Yes, exactly", "Yes"],
            [
              "Factur-X / ZUGFeRD (PDF with embedded XML)",
              "Yes",
              "Yes, from the embedded XML",
              "Yes, for the conformant profiles",
            ],
          ]}
        />
        <p>
          The legal content of an invoice is the same in every format: the requirements of article 35a of the
          Dutch VAT Act apply to an XML invoice too. See our{" "}
          <Link to="/invoice_processor/invoice-rules-nl">Dutch invoice rules</Link> for that list.
        </p>
      </>
    ),
  },
  {
    id: "en-16931",
    title: "EN 16931: the European standard",
    body: (
      <>
        <p>
          EN 16931-1:2017 defines the <strong>semantic data model</strong> of a core invoice: which
          information an invoice can hold, each item with a business term number (BT) and rules that tie them
          together. It does not prescribe a file format; it is expressed in two syntaxes,{" "}
          <strong>UBL 2.1</strong> (OASIS) and <strong>UN/CEFACT CII</strong>. Directive 2014/55/EU requires
          every public body in the EU to accept e-invoices that conform to it.
        </p>
        <DataTable
          caption="A selection of EN 16931 business terms"
          columns={["Term", "Name", "Example"]}
          rows={[
            ["BT-1", "Invoice number", "2026-0142"],
            ["BT-2", "Invoice issue date", "2026-03-31"],
            ["BT-3", "Invoice type code", "380 (invoice), 381 (credit note)"],
            ["BT-10", "Buyer reference", "The reference the buyer asked you to quote, such as PO-7781"],
            ["BT-30", "Seller legal registration identifier", "KvK number 12345678"],
            ["BT-31", "Seller VAT identifier", "NL859123479B01"],
            ["BT-48", "Buyer VAT identifier", "Required for reverse charge and intra-EU supplies"],
            ["BT-84", "Payment account identifier", "An IBAN"],
            ["BT-110", "Invoice total VAT amount", "210.00"],
            ["BT-112", "Invoice total amount with VAT", "1210.00"],
            [
              "BT-151",
              "Invoiced item VAT category code",
              "S, Z, E, AE (reverse charge), K (intra-EU), G (export)",
            ],
          ]}
        />
        <p>
          Countries and networks narrow the standard down with a <strong>CIUS</strong> (Core Invoice Usage
          Specification): extra rules that make some optional terms mandatory or restrict code lists, while
          every conforming invoice stays a valid EN 16931 invoice. Peppol BIS Billing 3.0 and NLCIUS are both
          CIUSes.
        </p>
      </>
    ),
  },
  {
    id: "ubl",
    title: "UBL: what an e-invoice looks like inside",
    body: (
      <>
        <p>
          Most e-invoices in the Netherlands are UBL 2.1. The shortened example below is a Peppol BIS Billing
          3.0 invoice from a Dutch supplier; the comments name the EN 16931 business terms.
        </p>
        <CodeBlock caption="UBL invoice, shortened" code={UBL_EXAMPLE} />
        <ul>
          <li>
            <code>CustomizationID</code> says which rules the invoice follows (here Peppol BIS Billing 3.0).
            The recipient validates against those rules.
          </li>
          <li>
            <code>EndpointID</code> is the supplier's electronic address; scheme <code>0106</code> means a KvK
            number, <code>0190</code> a Dutch government OIN.
          </li>
          <li>Amounts use a decimal point, no thousands separator, and carry their currency.</li>
          <li>
            The VAT breakdown (<code>TaxSubtotal</code>) must add up exactly: validators check taxable amount
            × rate against the VAT amount, with rounding to cents.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "peppol",
    title: "Peppol: the network that delivers e-invoices",
    body: (
      <>
        <p>
          Peppol is an international network for business documents. Senders and receivers do not connect to
          each other directly: each uses an <strong>access point</strong>, a certified service provider. Your
          access point looks up the recipient's Peppol ID (for example <code>0106:12345678</code>) in the
          network's directory, finds their access point and delivers the invoice. This is called the
          four-corner model.
        </p>
        <ol>
          <li>Your software creates the UBL invoice.</li>
          <li>Your access point validates it against Peppol BIS Billing 3.0 and sends it.</li>
          <li>The recipient's access point receives it and confirms delivery.</li>
          <li>The recipient's accounting software imports it.</li>
        </ol>
        <p>
          Peppol BIS Billing 3.0 includes country-specific rules for Dutch suppliers, for example that a Dutch
          seller identifies itself with a KvK number or OIN and gives a complete address, and that a credit
          note refers to the invoice it corrects. Most Dutch accounting packages include a Peppol connection.
        </p>
      </>
    ),
  },
  {
    id: "nlcius",
    title: "NLCIUS and SI-UBL 2.0",
    body: (
      <>
        <p>
          NLCIUS is the Dutch CIUS of EN 16931, maintained by the Standaardisatieplatform e-factureren (STPE),
          in which government and business organisations work together. Its UBL form is known as{" "}
          <strong>SI-UBL 2.0</strong> and replaced the older, purely Dutch SI-UBL 1.2.
        </p>
        <p>
          An NLCIUS invoice carries the identifier{" "}
          <code>urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0</code> in{" "}
          <code>CustomizationID</code>. Peppol BIS Billing 3.0 contains Dutch country rules derived from
          NLCIUS, and Dutch public bodies accept invoices in either form.
        </p>
      </>
    ),
  },
  {
    id: "factur-x",
    title: "Factur-X and ZUGFeRD",
    body: (
      <>
        <p>
          Factur-X (France) and ZUGFeRD 2 (Germany) are technically the same hybrid format: a PDF/A-3 document
          that people can read, with a CII XML file embedded in it that software reads. They come in profiles:
        </p>
        <DataTable
          caption="Factur-X profiles"
          columns={["Profile", "Content", "Full EN 16931 invoice"]}
          rows={[
            ["MINIMUM", "Header data only", "No"],
            ["BASIC WL", "Header and totals, no lines", "No"],
            ["BASIC", "Including simple invoice lines", "Yes, a subset"],
            ["EN 16931 (COMFORT)", "The complete core invoice", "Yes"],
            ["EXTENDED", "The core invoice plus extra fields", "Yes, with extensions"],
          ]}
        />
        <p>
          Hybrid invoices are common with French and German customers. Peppol and the Dutch government
          channels expect UBL, so for Dutch public-sector customers send UBL rather than Factur-X.
        </p>
      </>
    ),
  },
  {
    id: "dutch-government",
    title: "Supplying the Dutch government",
    body: (
      <>
        <p>
          Since 1 January 2017 suppliers to the Dutch central government (the Rijksoverheid) must send
          e-invoices for new contracts; for those contracts PDF and paper invoices are not accepted. Under
          Directive 2014/55/EU all other Dutch contracting authorities, such as municipalities, provinces and
          water boards, must be able to receive and process EN 16931 e-invoices, and many now require them in
          their contracts.
        </p>
        <ul>
          <li>
            <strong>Format:</strong> UBL according to NLCIUS (SI-UBL 2.0) or Peppol BIS Billing 3.0.
          </li>
          <li>
            <strong>Channel:</strong> the Peppol network through an access point, or Digipoort, the
            government's own gateway. Follow the instructions the ordering organisation gives you.
          </li>
          <li>
            <strong>References:</strong> include the order or reference number the buyer gave you (in{" "}
            <code>BuyerReference</code> or <code>OrderReference</code>). Invoices without the reference the
            buyer asked for are a common reason for rejection.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "vida",
    title: "ViDA: the EU timeline",
    body: (
      <>
        <p>
          The EU adopted the VAT in the Digital Age package (ViDA) in March 2025; the amending directive,
          Council Directive (EU) 2025/516, entered into force in April 2025. For invoicing it brings these
          steps:
        </p>
        <DataTable
          caption="ViDA milestones for invoicing"
          columns={["From", "What changes"]}
          rows={[
            [
              "April 2025",
              "Member States may make e-invoicing mandatory for domestic transactions without asking the EU for permission. Where it is mandatory, the buyer's consent to receive e-invoices is no longer needed.",
            ],
            [
              "1 July 2028",
              "Platforms for short-term accommodation rental and passenger transport become liable for VAT in many cases, and the single VAT registration is extended (not an invoicing change, but part of the same package).",
            ],
            [
              "1 July 2030",
              "E-invoices in the EN 16931 format become mandatory for B2B supplies between EU countries, with digital reporting of the invoice data to the tax authorities. Invoices must be issued within 10 days of the taxable event. This reporting replaces the recapitulative statement (the Dutch ICP declaration) for these supplies.",
            ],
            [
              "1 January 2035",
              "National e-invoicing and reporting systems that already existed must be aligned with the EU model.",
            ],
          ]}
        />
        <p>
          Several neighbouring countries are ahead of this timeline: Belgium has required structured B2B
          e-invoices since 1 January 2026, and Germany has required every business to be able to receive them
          since 1 January 2025, with the obligation to send them phased in during 2027 and 2028.
        </p>
        <Callout title="The Dutch timetable">
          <p>
            For domestic B2B e-invoicing in the Netherlands, follow the announcements of the Belastingdienst
            and the Ministry of Finance. Whatever the exact date, invoices in EN 16931 UBL will be the basis,
            so moving to UBL now prepares you for both the Dutch and the EU obligations.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "get-started",
    title: "Getting started",
    body: (
      <>
        <ol>
          <li>Check that your invoices contain every detail of article 35a and your KvK number.</li>
          <li>Ask your accounting package or invoicing tool for UBL export in Peppol BIS Billing 3.0.</li>
          <li>Register a Peppol ID so customers can find you, usually through your accounting package.</li>
          <li>Ask public-sector customers which reference to quote and which channel to use.</li>
          <li>Keep the XML files for 7 years: the XML is the legal invoice.</li>
        </ol>
        <p>
          Our <Link to="/invoice-generator">invoice generator</Link> creates a UBL file next to the PDF, and
          the <Link to="/invoice_processor">invoice processor</Link> reads incoming UBL invoices as well as
          PDFs. This guide is also available{" "}
          <Link to="/invoice_processor/e-facturatie-gids-nl">in Dutch</Link>.
        </p>
        <ToolCta
          to="/invoice-generator"
          title="Create a Peppol-ready e-invoice"
          action="Open the invoice generator"
        >
          <p>PDF for people, Peppol BIS Billing 3.0 / NLCIUS UBL for software, from one form.</p>
        </ToolCta>
      </>
    ),
  },
];

export default function EInvoicingGuide(): ReactElement {
  return (
    <Article
      path="/invoice_processor/e-invoicing-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          What makes an invoice an e-invoice, how EN 16931, UBL, Peppol, NLCIUS and Factur-X fit together,
          what the Dutch government expects from its suppliers, and what the EU's ViDA package will require by
          2030.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
