import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { CONTACT_LOCATION, PRODUCT_NAME, SUPPORT_EMAIL } from "../lib/brand";

const MAILTO = `mailto:${SUPPORT_EMAIL}`;

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "about-these-terms",
    title: "About these terms",
    body: (
      <p>
        These terms apply to every use of the {PRODUCT_NAME} website and tools: the invoice processor and
        invoice OCR, the invoice generator, the bank statement converter, the duplicate removal tool and the
        other data tools, whether or not you have an account. By using the tools you accept these terms. Data
        cleansing work that our team does for you is covered by the quote and agreement we make for that
        project.
      </p>
    ),
  },
  {
    id: "your-account",
    title: "Your account",
    body: (
      <ul>
        <li>
          You sign in with Google or with an e-mail address and password. Keep your password to yourself.
        </li>
        <li>The details you give us, including your company details, must be correct and your own to use.</li>
        <li>
          You are responsible for what happens under your account. Tell us at{" "}
          <a href={MAILTO}>{SUPPORT_EMAIL}</a> if you suspect someone else has access.
        </li>
        <li>You can delete your account at any time in the dashboard settings.</li>
      </ul>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>You may not:</p>
        <ul>
          <li>use the tools for documents or data you have no right to process;</li>
          <li>create false or misleading invoices, or use the tools for fraud or to evade tax;</li>
          <li>try to access other users' data, probe or overload our systems, or get around rate limits;</li>
          <li>upload malware or files designed to disrupt the tools;</li>
          <li>resell the tools or access to them without our written permission.</li>
        </ul>
        <p>We may suspend an account that breaks these rules, and tell you why unless the law prevents it.</p>
      </>
    ),
  },
  {
    id: "your-content",
    title: "Your documents and data",
    body: (
      <>
        <p>
          Everything you upload or create stays yours. You give us only the permission we need to store,
          process and show it to you in order to provide the tools. We do not sell it and do not use it for
          anything else.
        </p>
        <p>
          Where your documents contain personal data of others, you are the controller and we are your
          processor. For that processing we:
        </p>
        <ul>
          <li>
            process the data only to provide the tools, following your instructions given through the tools;
          </li>
          <li>ensure that our staff with access are bound to confidentiality;</li>
          <li>secure the data with appropriate technical and organisational measures;</li>
          <li>
            use only the sub-processors named in our{" "}
            <Link to="/invoice_processor/privacy">Privacy Policy</Link>, and inform you before we add one;
          </li>
          <li>
            help you answer requests from the people concerned and notify you without undue delay of a data
            breach;
          </li>
          <li>delete the data when you delete it or your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: "results-and-responsibility",
    title: "Results are for you to check",
    body: (
      <>
        <p>
          Our tools read invoices, convert statements and clean data automatically, and they check their own
          work where they can: totals against VAT, balances against entries. Automatic processing can still
          make mistakes, especially with poor scans or unusual layouts.
        </p>
        <ul>
          <li>Check extracted fields before you book or pay an invoice.</li>
          <li>
            Check generated invoices before you send them. You remain responsible for their content and for
            your tax returns; our <Link to="/invoice_processor/invoice-rules-nl">invoice rules</Link> and
            guides are information, not tax advice.
          </li>
          <li>Keep your own copies of documents you are required to retain.</li>
        </ul>
      </>
    ),
  },
  {
    id: "availability-and-changes",
    title: "Availability and changes",
    body: (
      <p>
        We aim to keep the tools available at all times but cannot guarantee uninterrupted service. We may
        improve and change the tools. If we remove a feature you pay for, or change these terms in a way that
        matters to you, we tell account holders by e-mail at least 30 days in advance; if you do not agree,
        you can stop and, for a paid plan, receive a refund of the unused part.
      </p>
    ),
  },
  {
    id: "fees",
    title: "Fees",
    body: (
      <p>
        Free tools are free without obligation. For paid plans, the price and what it includes are shown
        before you buy and confirmed after purchase. Prices for businesses are shown excluding VAT unless
        stated otherwise. Payments are handled by our payment provider; we never receive your card details.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <p>
        To the extent the law allows, our total liability for damage arising from the use of the tools is
        limited to the amount you paid us in the 12 months before the event, or €100 if you used only free
        tools. We are not liable for indirect damage such as lost profit or fines resulting from incorrect
        invoices or returns you did not check. These limits do not apply to damage caused by our intent or
        gross negligence.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Ending the agreement",
    body: (
      <p>
        You can stop using the tools and delete your account at any time. We may end your access for serious
        or repeated breach of these terms, or with 30 days' notice if we stop offering a tool. Before we end
        access for any reason other than a breach, you get the chance to download your documents.
      </p>
    ),
  },
  {
    id: "law-and-contact",
    title: "Applicable law and contact",
    body: (
      <p>
        Dutch law applies to these terms. Disputes go to the competent court in Amsterdam, unless mandatory
        law gives you the right to another court. Questions about these terms:{" "}
        <a href={MAILTO}>{SUPPORT_EMAIL}</a>, {PRODUCT_NAME}, {CONTACT_LOCATION}.
      </p>
    ),
  },
];

export default function InvoiceProcessorTos(): ReactElement {
  return (
    <Article
      path="/invoice_processor/tos"
      dateKind="updated"
      lastReviewed="2026-11-22"
      lead={
        <p>
          The rules for using {PRODUCT_NAME}: what you may expect from us, what we expect from you, and who is
          responsible for what. Written to be read, not just accepted.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
