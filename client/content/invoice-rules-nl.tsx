import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "when-you-must-invoice",
    title: "When you must issue an invoice",
    body: (
      <>
        <p>
          A business registered for Dutch VAT (btw) must issue an invoice for every supply of goods or
          services to another business or to a legal entity such as a foundation or a public body, and for
          advance payments it receives for such supplies. For sales to consumers Dutch VAT law generally does
          not require an invoice, although most businesses issue one anyway.
        </p>
        <p>
          The deadline is the <strong>15th day of the month after</strong> the month in which you delivered
          the goods or performed the service. A job finished on 20 March must be invoiced by 15 April.
        </p>
        <Callout title="This guide is not legal advice">
          <p>
            It summarises the rules as the Belastingdienst publishes them. Special cases (margin schemes, real
            estate, fiscal representation, new means of transport) have extra requirements. When a large
            amount depends on it, check with the Belastingdienst or your tax adviser.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "required-details",
    title: "The details every invoice needs (art. 35a Wet OB)",
    body: (
      <>
        <p>
          Article 35a of the Dutch VAT Act (Wet op de omzetbelasting 1968) lists what a full invoice must
          contain. The table gives each requirement with an example.
        </p>
        <DataTable
          caption="Required invoice details"
          columns={["Requirement", "What to show", "Example"]}
          rows={[
            ["Invoice date", "The date the invoice is issued", "2026-03-31"],
            ["Invoice number", "A unique number from one or more consecutive series", "2026-0142"],
            ["Your VAT number", "Your btw-identificatienummer", "NL859123479B01"],
            [
              "Customer's VAT number",
              "Only when VAT is reverse-charged or for an intra-EU supply",
              "DE123456789",
            ],
            [
              "Names and addresses",
              "Full name and address of you and your customer",
              "Bakkerij de Vries B.V., Oudegracht 12, 3511 AB Utrecht",
            ],
            [
              "What was supplied",
              "Quantity and type of goods, or the nature and extent of the services",
              "40 hours bookkeeping, March 2026",
            ],
            [
              "Date of supply",
              "When the goods were delivered or the service was completed, or the date of an advance payment, if it differs from the invoice date",
              "Delivered 2026-03-27",
            ],
            [
              "Amounts before VAT",
              "The taxable amount per VAT rate or exemption, the unit price excluding VAT, and any discount not already in the unit price",
              "40 × €85.00 = €3,400.00",
            ],
            ["VAT rate", "The rate applied to each amount", "21%"],
            ["VAT amount", "The VAT payable, in euros", "€714.00"],
            [
              "Reason for no VAT",
              "For an exemption, reverse charge or intra-EU supply: the reason, such as the legal provision or the words \u201cbtw verlegd\u201d",
              "btw verlegd",
            ],
          ]}
        />
        <p>
          Some situations add a mandatory text: <em>factuur uitgereikt door afnemer</em> for self-billing, the
          name of the margin scheme (for example <em>bijzondere regeling – gebruikte goederen</em>) when you
          sell second-hand goods under it, and the details of your fiscal representative if you use one.
        </p>
        <p>
          Numbering may use several series, for example one per branch or per year (2026-0001, 2026-0002), as
          long as every number is unique and the series runs on without unexplained gaps.
        </p>
      </>
    ),
  },
  {
    id: "vat-number-and-kvk",
    title: "VAT number and KvK number",
    body: (
      <>
        <p>
          A Dutch VAT identification number (btw-id) has the form{" "}
          <strong>NL + 9 digits + B + 2 digits</strong>, for example <code>NL859123479B01</code>. Since 2020
          sole traders (eenmanszaken) have a separate btw-id for invoices and their website; the older
          omzetbelastingnummer contains the owner's citizen service number (BSN) and belongs only in
          correspondence with the Belastingdienst.
        </p>
        <p>
          The Chamber of Commerce number (<strong>KvK-nummer</strong>) has <strong>8 digits</strong>, for
          example <code>12345678</code>. Each establishment also has a 12-digit vestigingsnummer. The KvK
          number is not one of the VAT requirements of article 35a: the obligation to show it on invoices and
          other business correspondence comes from the trade register rules (Handelsregisterwet and
          Handelsregisterbesluit).
        </p>
        <DataTable
          caption="Dutch business identifiers"
          columns={["Identifier", "Format", "Example", "Where it comes from"]}
          rows={[
            ["btw-id (VAT number)", "NL + 9 digits + B + 2 digits", "NL859123479B01", "Belastingdienst"],
            ["KvK-nummer", "8 digits", "12345678", "Kamer van Koophandel"],
            ["Vestigingsnummer", "12 digits", "000012345678", "Kamer van Koophandel"],
            [
              "IBAN (Dutch)",
              "NL + 2 check digits + 4-letter bank code + 10 digits",
              "NL91ABNA0417164300",
              "Your bank",
            ],
          ]}
        />
        <p>
          You can check an EU customer's VAT number in the European Commission's VIES service. Keep the result
          with the invoice: it helps to show that you were entitled to apply 0% or reverse charge.
        </p>
      </>
    ),
  },
  {
    id: "vat-rates",
    title: "VAT rates: 21%, 9% and 0%",
    body: (
      <>
        <DataTable
          caption="Dutch VAT rates"
          columns={["Rate", "Applies to", "Examples"]}
          rows={[
            [
              "21% (general)",
              "Everything not covered by another rate or an exemption",
              "Consultancy, software, electronics, furniture",
            ],
            [
              "9% (reduced)",
              "Goods and services listed in Table I of the Wet OB",
              "Most food and non-alcoholic drinks, books and newspapers, medicines, passenger transport",
            ],
            [
              "0%",
              "Supplies that leave the Netherlands, listed in Table II",
              "Intra-EU supplies of goods to VAT-registered businesses, exports outside the EU",
            ],
          ]}
        />
        <p>
          Exempt supplies are not the same as 0%. Medical care, most education and financial services are
          exempt: you charge no VAT, but you also cannot deduct the VAT you pay on your costs. With 0% you
          can.
        </p>
        <p>
          The lists in Table I change from time to time. Check the current list on the Belastingdienst website
          before you set up a new product.
        </p>
        <h3>Worked example</h3>
        <p>An invoice with two rates shows the taxable amount and the VAT per rate:</p>
        <DataTable
          caption="Invoice totals with two VAT rates"
          columns={["Line", "Excl. VAT", "Rate", "VAT"]}
          rows={[
            ["Catering lunch, 25 persons", "€500.00", "9%", "€45.00"],
            ["Room hire", "€300.00", "21%", "€63.00"],
            ["Total", "€800.00", "", "€108.00"],
          ]}
        />
        <p>The invoice total is €908.00.</p>
      </>
    ),
  },
  {
    id: "reverse-charge",
    title: "Reverse charge: \u201cbtw verlegd\u201d",
    body: (
      <>
        <p>
          Under the reverse-charge rule (verleggingsregeling) your customer, not you, accounts for the VAT.
          You invoice without VAT and your customer declares it in their own return. In the Netherlands it
          applies, among others, to:
        </p>
        <ul>
          <li>subcontracting in construction and shipbuilding, and hiring out staff for that work;</li>
          <li>a short list of specific goods and transactions that the Belastingdienst publishes;</li>
          <li>most services to businesses in other EU countries (the customer pays VAT in their country);</li>
          <li>services by foreign businesses without a Dutch establishment to Dutch businesses.</li>
        </ul>
        <p>An invoice under reverse charge must show:</p>
        <ul>
          <li>
            the words <strong>btw verlegd</strong> (or "VAT reverse charged");
          </li>
          <li>your customer's VAT identification number;</li>
          <li>no VAT amount and no VAT rate charged to the customer.</li>
        </ul>
      </>
    ),
  },
  {
    id: "intra-eu",
    title: "Supplies to other EU countries",
    body: (
      <>
        <p>
          <strong>Goods</strong> sold to a VAT-registered business in another EU country and transported there
          are an intra-community supply (intracommunautaire levering). You charge 0% if:
        </p>
        <ul>
          <li>
            the invoice shows both your VAT number and the customer's, and says "intracommunautaire levering";
          </li>
          <li>the customer's VAT number is valid (check it in VIES);</li>
          <li>you can prove the goods left the Netherlands (transport documents, signed receipt);</li>
          <li>you report the supply in your ICP declaration (opgaaf intracommunautaire prestaties).</li>
        </ul>
        <p>
          <strong>Services</strong> to a business in another EU country are usually taxed where the customer
          is established. The invoice says <strong>btw verlegd</strong>, shows both VAT numbers, and the
          service also goes into the ICP declaration.
        </p>
        <p>
          A simplified invoice is not allowed for intra-community supplies of goods. Sales of goods to
          consumers in other EU countries fall under the distance-selling rules; above €10,000 a year across
          the EU you charge the customer's local VAT, usually through the One Stop Shop (OSS).
        </p>
      </>
    ),
  },
  {
    id: "small-business-scheme",
    title: "Small business scheme (KOR)",
    body: (
      <>
        <p>
          The kleineondernemersregeling (KOR) is for businesses with a turnover in the Netherlands of no more
          than <strong>€20,000 per calendar year</strong>. You apply for it with the Belastingdienst. Under
          the KOR you charge no VAT, file no VAT returns, and cannot deduct VAT on your costs.
        </p>
        <p>
          Under the KOR you are not required to issue invoices. If you do, they must not show VAT; a line such
          as "Vrijgesteld van btw op grond van de kleineondernemersregeling" tells your customer why. Once
          your turnover passes €20,000 in a year, the KOR ends and you charge VAT from the supply that crosses
          the threshold.
        </p>
      </>
    ),
  },
  {
    id: "simplified-invoices",
    title: "Simplified invoices (up to €100)",
    body: (
      <>
        <p>
          When the invoice total including VAT is <strong>€100 or less</strong>, or when you issue a
          correction invoice, a simplified invoice is enough. It contains:
        </p>
        <ul>
          <li>the invoice date;</li>
          <li>your name (or another identification of you as supplier);</li>
          <li>what you supplied;</li>
          <li>
            the VAT amount, or the information needed to calculate it (for example the price and the rate);
          </li>
          <li>for a correction invoice, a clear reference to the original invoice.</li>
        </ul>
        <p>
          Simplified invoices are not allowed for intra-community supplies of goods and distance sales. A
          supermarket receipt is the most familiar example.
        </p>
      </>
    ),
  },
  {
    id: "credit-notes",
    title: "Credit notes and corrections",
    body: (
      <>
        <p>
          You cannot change an invoice once it has been issued. To correct one, issue a new document that
          reverses all or part of it, often called a credit invoice (creditfactuur):
        </p>
        <ul>
          <li>give it its own number in your invoice series;</li>
          <li>refer to the number and date of the original invoice;</li>
          <li>show the corrected amounts as negative amounts, at the same VAT rate as the original;</li>
          <li>state the reason, such as a returned item or an agreed discount.</li>
        </ul>
        <DataTable
          caption="Crediting one returned item from invoice 2026-0142"
          columns={["Document", "Excl. VAT", "VAT 21%", "Total"]}
          rows={[
            ["Invoice 2026-0142", "€1,000.00", "€210.00", "€1,210.00"],
            ["Credit invoice 2026-0150 (refers to 2026-0142)", "−€200.00", "−€42.00", "−€242.00"],
            ["Net", "€800.00", "€168.00", "€968.00"],
          ]}
        />
      </>
    ),
  },
  {
    id: "retention",
    title: "How long to keep invoices",
    body: (
      <>
        <p>
          Keep copies of the invoices you issue and the invoices you receive for <strong>7 years</strong>. For
          invoices and records about immovable property (land and buildings) the period is{" "}
          <strong>10 years</strong>. You may keep them electronically, provided they stay complete, unchanged
          and readable for the whole period, and you can hand them to the Belastingdienst on request.
        </p>
        <p>
          A scan of a paper invoice you received may replace the original if the scan is a faithful, complete
          copy. Keep e-invoices in their original XML form: the XML, not a printout, is the invoice.
        </p>
      </>
    ),
  },
  {
    id: "check-your-invoices",
    title: "Check and create invoices with Factuurkit",
    body: (
      <>
        <p>
          Our <Link to="/invoice-generator">invoice generator</Link> asks for every field above, validates
          your VAT and KvK numbers, calculates VAT per rate, and produces a PDF and a Peppol / NLCIUS
          e-invoice. On the receiving side, <Link to="/invoice-ocr">invoice OCR</Link> reads supplier invoices
          and flags the ones that miss a required detail. For the structured formats, read the{" "}
          <Link to="/invoice_processor/e-invoicing-guide">e-invoicing guide</Link>. This page is also
          available <Link to="/invoice_processor/factuur-regels-nl">in Dutch</Link>.
        </p>
        <ToolCta
          to="/invoice-generator"
          title="Create an invoice that meets these rules"
          action="Open the generator"
        >
          <p>Your company details are remembered when you sign in, so the next invoice takes a minute.</p>
        </ToolCta>
      </>
    ),
  },
];

export default function InvoiceRulesNl(): ReactElement {
  return (
    <Article
      path="/invoice_processor/invoice-rules-nl"
      lastReviewed="2026-11-22"
      lead={
        <p>
          What a Dutch invoice must contain, when you may leave VAT off, and how long to keep it. Written for
          entrepreneurs and bookkeepers who invoice Dutch and EU customers, with examples for every rule.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
