import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { AnnotatedCode, CodeBlock } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";
import { CAMT053_EXAMPLE } from "./camt053-example";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "what-camt053-is",
    title: "What CAMT.053 is",
    body: (
      <>
        <p>
          CAMT.053 is the ISO 20022 <em>BankToCustomerStatement</em>: an XML file in which your bank reports
          the booked balances and every booked entry of an account for a period, usually one day. It is the
          successor of the SWIFT <Link to="/invoice_processor/mt940-guide">MT940</Link> statement and carries
          more detail: full names and IBANs of counterparties, structured payment references, and the
          individual payments inside a batch.
        </p>
        <DataTable
          caption="The three ISO 20022 cash management reports"
          columns={["Message", "Name", "Use"]}
          rows={[
            ["camt.052", "Bank to customer account report", "Intraday: what has happened so far today"],
            [
              "camt.053",
              "Bank to customer statement",
              "End of day: the booked statement, the one for your books",
            ],
            [
              "camt.054",
              "Bank to customer debit/credit notification",
              "Per payment or batch, often to detail a collection",
            ],
          ]}
        />
        <p>
          The major Dutch banks offer CAMT.053 downloads, and most accounting packages import it. If you only
          need the transactions in a spreadsheet, our{" "}
          <Link to="/bank-statement-converter">bank statement converter</Link> does that in your browser.
        </p>
      </>
    ),
  },
  {
    id: "structure",
    title: "The structure at a glance",
    body: (
      <>
        <CodeBlock
          caption="Nesting of a CAMT.053 file"
          code={`Document
└─ BkToCstmrStmt
   ├─ GrpHdr            file id and creation time
   └─ Stmt              one per account and period (repeats)
      ├─ Id, ElctrncSeqNb, CreDtTm, FrToDt
      ├─ Acct           IBAN, currency, bank
      ├─ Bal            balances (repeats: OPBD, CLBD, ...)
      ├─ TxsSummry      optional counts and sums
      └─ Ntry           one booking on the account (repeats)
         ├─ Amt, CdtDbtInd, Sts, BookgDt, ValDt, AcctSvcrRef, BkTxCd
         ├─ NtryDtls
         │  ├─ Btch     batch information (optional)
         │  └─ TxDtls   one per underlying payment (repeats)
         └─ AddtlNtryInf  free text from the bank`}
        />
        <p>
          Hold on to one distinction: an <strong>entry</strong> (<code>Ntry</code>) is a single booking on
          your account; a <strong>transaction</strong> (<code>TxDtls</code>) is one payment behind it. Usually
          there is one of each, but a batch booking has one entry and many transactions.
        </p>
      </>
    ),
  },
  {
    id: "annotated-example",
    title: "An annotated example",
    body: (
      <>
        <p>
          A complete statement for one business day with three entries: a customer paying an invoice, a direct
          debit from an energy supplier, and a batch of three membership fees collected by direct debit.
        </p>
        <AnnotatedCode caption="camt.053.001.02 statement for 31 March 2026" parts={CAMT053_EXAMPLE} />
      </>
    ),
  },
  {
    id: "balances",
    title: "Balances and how to check them",
    body: (
      <>
        <p>
          Each <code>Bal</code> has a type code, an amount, a credit or debit indicator and a date. The types
          you will meet:
        </p>
        <DataTable
          caption="Balance type codes"
          columns={["Code", "Name", "Meaning"]}
          rows={[
            ["OPBD", "Opening booked", "Booked balance at the start of the period"],
            [
              "PRCD",
              "Previously closed booked",
              "Closing balance of the previous statement; some banks send it instead of OPBD",
            ],
            ["CLBD", "Closing booked", "Booked balance at the end of the period"],
            ["CLAV", "Closing available", "What you can spend at the end of the period, after reservations"],
            [
              "FWAV",
              "Forward available",
              "Available balance on a future date, taking known future bookings into account",
            ],
            ["OPAV", "Opening available", "Available balance at the start of the period"],
            ["ITBD", "Interim booked", "Booked balance during the day, mostly in camt.052"],
            ["ITAV", "Interim available", "Available balance during the day, mostly in camt.052"],
          ]}
        />
        <p>
          A statement is complete when the opening balance plus all credits minus all debits equals the
          closing balance. For the example:
        </p>
        <DataTable
          caption="Reconciling the example statement"
          columns={["Item", "Amount"]}
          rows={[
            ["Opening booked (OPBD)", "€12,500.00"],
            ["+ Entry 1, credit", "€1,210.00"],
            ["− Entry 2, debit", "€181.40"],
            ["+ Entry 3, credit (batch)", "€750.00"],
            ["= Closing booked (CLBD)", "€14,278.60"],
          ]}
        />
        <p>
          Remember that a balance with <code>CdtDbtInd</code> <code>DBIT</code> is negative. When the sum does
          not match, the file is incomplete or entries with a status other than <code>BOOK</code> were
          counted. Statements may also contain a <code>TxsSummry</code> block with the number and sum of
          credit and debit entries; when present, check it as well.
        </p>
      </>
    ),
  },
  {
    id: "entries",
    title: "Entries: amounts, dates, status and codes",
    body: (
      <>
        <ul>
          <li>
            <strong>Amt</strong> is always positive with the currency as attribute; <strong>CdtDbtInd</strong>{" "}
            (<code>CRDT</code> or <code>DBIT</code>) gives the direction.
          </li>
          <li>
            <strong>Sts</strong> is <code>BOOK</code> for booked entries. <code>PDNG</code> (pending) and{" "}
            <code>INFO</code> do not count towards the booked balance.
          </li>
          <li>
            <strong>BookgDt</strong> is when the bank booked the entry; <strong>ValDt</strong> is the date
            interest starts or stops. They can differ, for example for weekend card payments.
          </li>
          <li>
            <strong>RvslInd</strong> <code>true</code> marks a reversal, such as a direct debit the payer had
            refunded. It cancels an earlier entry with the opposite direction.
          </li>
          <li>
            <strong>AddtlNtryInf</strong> holds free text. Several Dutch banks put their full description
            here, sometimes in the same <code>/TRTP/…/REMI/…</code> layout they use in MT940.
          </li>
        </ul>
        <p>
          The bank transaction code in <code>BkTxCd/Domn</code> classifies the entry in three levels: domain,
          family and sub-family. Banks may add or use proprietary codes in <code>BkTxCd/Prtry</code>.
        </p>
        <DataTable
          caption="Common bank transaction codes"
          columns={["Domain / family / sub-family", "Meaning"]}
          rows={[
            ["PMNT / RCDT / ESCT", "SEPA credit transfer received"],
            ["PMNT / ICDT / ESCT", "SEPA credit transfer sent"],
            ["PMNT / RDDT / ESDD", "SEPA core direct debit collected from you"],
            ["PMNT / RDDT / BBDD", "SEPA business-to-business direct debit collected from you"],
            ["PMNT / IDDT / ESDD", "SEPA core direct debit you collected"],
            ["PMNT / CCRD / POSD", "Card payment at a point of sale"],
          ]}
        />
      </>
    ),
  },
  {
    id: "batch-entries",
    title: "Batch entries",
    body: (
      <>
        <p>
          When you send a salary run or a direct debit collection, the bank usually books it as one entry. How
          much detail you get back depends on the bank and on your settings:
        </p>
        <DataTable
          caption="Three ways a batch can appear"
          columns={["Shape", "What you see", "What to do"]}
          rows={[
            [
              "Batch with details",
              "One Ntry, Btch/NbOfTxs = n, n TxDtls",
              "Split into n lines; check that they add up to the entry",
            ],
            [
              "Batch without details",
              "One Ntry with Btch but no TxDtls",
              "Keep one line; get the detail from camt.054 or your payment file",
            ],
            ["Booked individually", "n separate Ntry elements", "Nothing special"],
          ]}
        />
        <Callout title="Do not double-count" tone="warning">
          <p>
            The balance check works on entries, never on transaction details. Summing the three €250.00
            details and the €750.00 entry would count the collection twice.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "versions",
    title: "Versions .001.02 to .001.13",
    body: (
      <>
        <p>
          The version is the last part of the namespace:{" "}
          <code>urn:iso:std:iso:20022:tech:xsd:camt.053.001.08</code> is version 8. ISO publishes maintenance
          releases regularly; banks move slowly, so you will see old and new versions side by side.
        </p>
        <DataTable
          caption="CAMT.053 versions in practice"
          columns={["Version", "What to expect"]}
          rows={[
            [
              ".001.02",
              "The first widely adopted release and still the version many European banks, Dutch banks included, deliver by default. Entry status is plain text (<Sts>BOOK</Sts>) and the bank code element is BIC.",
            ],
            [
              ".001.03 – .001.07",
              "Maintenance releases that add optional elements and rename a few, for example BICFI instead of BIC and an amount with credit/debit indicator directly on each TxDtls.",
            ],
            [
              ".001.08",
              "The version chosen for cross-border reporting under SWIFT's CBPR+ rules. Entry status is a code element (<Sts><Cd>BOOK</Cd></Sts>) and Refs can carry the UETR that tracks a payment end to end.",
            ],
            [
              ".001.09 – .001.13",
              "Later maintenance releases. The core structure (GrpHdr, Stmt, Bal, Ntry, NtryDtls, TxDtls) is unchanged; additions concern richer party, address and reference data.",
            ],
          ]}
        />
        <p>
          A robust reader therefore matches elements by local name, accepts both{" "}
          <code>{"<Sts>BOOK</Sts>"}</code> and <code>{"<Sts><Cd>BOOK</Cd></Sts>"}</code>, and ignores elements
          it does not know. That is how our converter reads every version from .001.02 to .001.13.
        </p>
      </>
    ),
  },
  {
    id: "pitfalls",
    title: "Common pitfalls",
    body: (
      <ul>
        <li>
          <strong>Several statements in one file.</strong> A download for a month can contain one{" "}
          <code>Stmt</code> per day or per account. Reconcile each one separately.
        </li>
        <li>
          <strong>Missing days.</strong> Compare <code>ElctrncSeqNb</code> and the opening balance with the
          previous statement's closing balance to spot gaps.
        </li>
        <li>
          <strong>Names in different places.</strong> For a credit the counterparty is the debtor, for a debit
          the creditor. Ultimate parties (<code>UltmtDbtr</code>, <code>UltmtCdtr</code>) name the party on
          whose behalf someone paid.
        </li>
        <li>
          <strong>Character set.</strong> Files are UTF-8, but names may still contain characters the sender's
          system replaced. Never use names as a matching key on their own; combine IBAN, amount and reference.
        </li>
        <li>
          <strong>Security.</strong> Treat a statement as untrusted input: reject files with a DOCTYPE
          declaration and cap the file size before parsing.
        </li>
      </ul>
    ),
  },
  {
    id: "convert-camt053",
    title: "Convert CAMT.053 to Excel",
    body: (
      <ToolCta
        to="/bank-statement-converter"
        title="Turn a CAMT.053 file into a spreadsheet"
        action="Open the bank statement converter"
      >
        <p>
          Every version from .001.02 to .001.13, batches split into their payments, and the opening and
          closing balances checked. The file is read in your browser and is not uploaded.
        </p>
      </ToolCta>
    ),
  },
];

export default function Camt053Guide(): ReactElement {
  return (
    <Article
      path="/invoice_processor/camt053-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          How to read an ISO 20022 CAMT.053 bank statement: a full annotated example, the balance codes and
          how to reconcile them, batch bookings, and what changes between versions .001.02 and .001.13.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
