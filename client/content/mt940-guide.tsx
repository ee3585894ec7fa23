import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { AnnotatedCode } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";
import { MT940_EXAMPLE, Mt940LineTable } from "./mt940-example";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "what-mt940-is",
    title: "What MT940 is",
    body: (
      <>
        <p>
          MT940 is the SWIFT <em>Customer Statement Message</em>: a plain-text bank statement made of lines
          that start with a tag such as <code>:61:</code>. SWIFT designed it for messages between banks; Dutch
          banks adopted it as the standard download for accounting software, and nearly every Dutch
          bookkeeping package still reads it.
        </p>
        <p>
          The format is compact but limited: 65 characters per line, a restricted character set, and at most
          six lines of description per transaction. Its successor is the XML{" "}
          <Link to="/invoice_processor/camt053-guide">CAMT.053</Link> statement, which several banks now
          recommend. MT940 remains widely available, but it gets no new fields.
        </p>
      </>
    ),
  },
  {
    id: "tags",
    title: "The tags of a statement",
    body: (
      <DataTable
        caption="MT940 tags"
        columns={["Tag", "Name", "Content"]}
        rows={[
          [
            ":20:",
            "Transaction reference number",
            "The sender's reference for this statement, up to 16 characters",
          ],
          [":21:", "Related reference", "Optional reference to a request"],
          [":25:", "Account identification", "The account: an IBAN, sometimes followed by the currency"],
          [":28C:", "Statement number / sequence", "Statement number and page, such as 00064/1"],
          [
            ":60F: / :60M:",
            "Opening balance",
            "F for the first opening balance, M for an intermediate one on a later page",
          ],
          [":61:", "Statement line", "One entry: dates, debit or credit, amount, type and references"],
          [
            ":86:",
            "Information to account owner",
            "After a :61:, the description of that entry; at the end, information about the statement",
          ],
          [
            ":62F: / :62M:",
            "Closing balance (booked)",
            "F for the final closing balance, M when the statement continues on a next page",
          ],
          [":64:", "Closing available balance", "Optional"],
          [":65:", "Forward available balance", "Optional, may repeat"],
        ]}
      />
    ),
  },
  {
    id: "annotated-example",
    title: "An annotated example",
    body: (
      <>
        <p>
          The same business day as in our CAMT.053 guide, as a structured SEPA MT940 statement: an invoice
          paid by a customer, a direct debit, and a collected batch.
        </p>
        <AnnotatedCode caption="MT940 statement for 31 March 2026" parts={MT940_EXAMPLE} />
        <p>
          Balances and amounts use a <strong>decimal comma</strong> and never a thousands separator:{" "}
          <code>12500,00</code> is twelve thousand five hundred euros. A balance starts with <code>C</code>{" "}
          (credit, positive) or <code>D</code> (debit, overdrawn). The check: 12,500.00 + 1,210.00 − 181.40 +
          750.00 = 14,278.60, the <code>:62F:</code> amount.
        </p>
      </>
    ),
  },
  {
    id: "field-61",
    title: "The :61: statement line, field by field",
    body: (
      <>
        <p>
          A <code>:61:</code> line packs up to nine subfields together without separators, so a reader must
          parse it by position and pattern:
        </p>
        <Mt940LineTable />
        <p>Three details trip up home-made parsers:</p>
        <ul>
          <li>
            The entry date is optional. After the six-digit value date, four more digits are an entry date; a
            letter means the debit/credit mark follows directly.
          </li>
          <li>
            <code>RC</code> and <code>RD</code> are two characters, so a parser that takes one letter reads{" "}
            <code>R</code> as the mark and fails on the amount.
          </li>
          <li>
            The entry date has no year. A value date of 31 December with an entry date of 0102 was booked in
            the next year.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "field-86",
    title: "The :86: description, subfield by subfield",
    body: (
      <>
        <p>
          SWIFT leaves the content of <code>:86:</code> to the bank: up to six lines of 65 characters. For
          SEPA payments Dutch banks use structured layouts in which codes between slashes introduce each
          subfield. The codes follow the SEPA data elements, but the exact set and order differ per bank.
        </p>
        <DataTable
          caption="Structured :86: subfields used by Dutch banks"
          columns={["Code", "Meaning", "Example"]}
          rows={[
            ["/EREF/", "End-to-end reference given by the payer", "/EREF/INV-2026-0142"],
            ["/MARF/", "Mandate reference of a direct debit", "/MARF/MND-000457"],
            ["/CSID/", "SEPA creditor identifier of the collector", "/CSID/NL69ZZZ123456780000"],
            [
              "/CNTP/",
              "Counterparty: IBAN / BIC / name / city",
              "/CNTP/NL44RABO0123456789/RABONL2U/Bakkerij de Vries B.V./",
            ],
            ["/REMI/USTD//", "Unstructured remittance text", "/REMI/USTD//Factuur 2026-0142/"],
            [
              "/REMI/STRD/CUR/",
              "Structured payment reference (betalingskenmerk)",
              "/REMI/STRD/CUR/1234567890123456/",
            ],
            ["/PREF/", "Payment information id of a batch", "/PREF/COLL-2026-03"],
            ["/RTRN/", "Reason code of a returned or refused payment", "/RTRN/MS03"],
            ["/PURP/", "Purpose code", "/PURP/SALA"],
            ["/ULTD/ and /ULTC/", "Ultimate debtor and ultimate creditor", "/ULTD/Stichting Voorbeeld"],
            [
              "/TRTP/, /IBAN/, /BIC/, /NAME/",
              "Transaction type and counterparty, in the ABN AMRO layout",
              "/TRTP/SEPA OVERBOEKING/IBAN/NL44RABO0123456789/",
            ],
            [
              "/ORDP/ and /BENM/",
              "Ordering party and beneficiary, in the Rabobank layout",
              "/ORDP//NAME/Bakkerij de Vries B.V./",
            ],
          ]}
        />
        <p>
          To read the subfields, first join the <code>:86:</code> lines without adding spaces (the line breaks
          fall at fixed positions, not between words), then split on the known codes. Do not split on every
          slash: names and descriptions may contain slashes of their own.
        </p>
        <Callout title="Restricted character set" tone="warning">
          <p>
            MT940 allows letters, digits, spaces and a few punctuation marks ({"/ - ? : ( ) . , ' +"}). Banks
            replace other characters, so "Müller & Zn." may arrive as "Muller Zn." or "M?ller + Zn.". Match on
            IBAN and reference, not on name alone.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "dutch-banks",
    title: "Differences between Dutch banks",
    body: (
      <>
        <p>
          All Dutch banks follow the SWIFT tags, but each fills them in its own way. These are the differences
          that matter when you read their files; banks change details from time to time, so test with a recent
          export from your own account.
        </p>
        <DataTable
          caption="MT940 from Dutch banks"
          columns={["Bank", "How the file starts", ":61:", ":86:"]}
          rows={[
            [
              "ING",
              "A header line containing INGB before the first :20:",
              "Standard layout",
              "Structured SEPA layout: /EREF/, /CNTP/ (IBAN, BIC, name, city), /REMI/USTD// or /REMI/STRD/CUR/, /PREF/ for batches",
            ],
            [
              "ABN AMRO",
              "Header lines with ABNANL2A before :20:",
              "Value date and entry date (MMDD)",
              "SEPA layout with /TRTP/, /IBAN/, /BIC/, /NAME/, /REMI/, /EREF/; older files use free text such as GIRO followed by an account number",
            ],
            [
              "Rabobank",
              "A first line :940:",
              "Counterparty account on the second line of :61: (supplementary details)",
              "/EREF/, /ORDP/ or /BENM/ with //NAME/, /REMI/, plus /ISDT/ (settlement date), /CSID/ and /RTRN/ when relevant",
            ],
            [
              "ASN Bank, SNS, RegioBank",
              "A SWIFT-style block header, for example {1:F01ASNBNL21XXXX…} for ASN",
              "Numeric type codes such as N541 for a SEPA transfer",
              "Newer files use /IBAN/, /NAME/, /REMI/; older files start with the counterparty account and name, or use labels such as NAAM: and REK:",
            ],
            [
              "Triodos",
              "Older files show the account as TRIODOSBANK/ followed by the account number in :25:",
              "Standard layout",
              "Numbered subfields separated by > (for example >20, >21), similar to the German structured format",
            ],
            [
              "Knab",
              "A SWIFT-style block header with KNABNL2H",
              "Standard layout",
              "/IBAN/, /NAME/, /REMI/ or labels such as REK: and NAAM:; balances may use :60M: and :62M: instead of :60F: and :62F:",
            ],
            [
              "bunq",
              "A first line containing BUNQ",
              "Standard layout",
              "Counterparty and description as text",
            ],
          ]}
        />
        <p>
          The practical lesson: detect the bank from the header, read <code>:61:</code> strictly by the SWIFT
          rules, and give each bank its own <code>:86:</code> reader. Accept both <code>F</code> and{" "}
          <code>M</code> balance tags, and line endings in both Windows (CR LF) and Unix (LF) style.
        </p>
      </>
    ),
  },
  {
    id: "mt940-or-camt053",
    title: "MT940 or CAMT.053?",
    body: (
      <DataTable
        caption="MT940 compared with CAMT.053"
        columns={["Aspect", "MT940", "CAMT.053"]}
        rows={[
          ["Format", "Tagged text lines", "XML (ISO 20022)"],
          [
            "Description length",
            "6 × 65 characters",
            "Separate fields per item, up to 140 characters each for remittance text",
          ],
          ["Characters", "Restricted SWIFT set", "UTF-8"],
          ["Batch details", "Not possible; one line per batch", "Individual payments inside the entry"],
          ["Layout differences between banks", "Large, mostly in :86:", "Smaller, within one schema"],
          ["Availability at Dutch banks", "Widely available", "Widely available and recommended"],
        ]}
      />
    ),
  },
  {
    id: "convert-mt940",
    title: "Convert MT940 to Excel",
    body: (
      <ToolCta
        to="/bank-statement-converter"
        title="Turn an MT940 file from any Dutch bank into a spreadsheet"
        action="Open the bank statement converter"
      >
        <p>
          The converter recognises the bank, splits <code>:86:</code> into counterparty, IBAN, reference and
          description, and checks that the balances add up. The file never leaves your browser.
        </p>
      </ToolCta>
    ),
  },
];

export default function Mt940Guide(): ReactElement {
  return (
    <Article
      path="/invoice_processor/mt940-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          How to read a SWIFT MT940 bank statement: every tag, an annotated example, the <code>:61:</code> and{" "}
          <code>:86:</code> fields taken apart, and how ING, ABN AMRO, Rabobank, ASN, Triodos, Knab, SNS and
          bunq differ.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
