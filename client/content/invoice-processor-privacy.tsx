import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { DataTable } from "../components/content/data-table";
import { CONTACT_LOCATION, PRODUCT_NAME, SUPPORT_EMAIL } from "../lib/brand";

const MAILTO = `mailto:${SUPPORT_EMAIL}`;

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "who-we-are",
    title: "Who we are and our role",
    body: (
      <>
        <p>
          {PRODUCT_NAME} ("we") offers invoice and data tools from {CONTACT_LOCATION}. This policy explains
          which personal data we process when you use factuurkit.nl, why, where it is stored and for how long.
        </p>
        <ul>
          <li>
            For your <strong>account</strong>, your use of the website and messages you send us, we are the{" "}
            <strong>controller</strong> under the General Data Protection Regulation (GDPR).
          </li>
          <li>
            Invoices, bank statements and spreadsheets you process with our tools may contain personal data of
            other people, such as a sole trader's name on an invoice. For that content <strong>you</strong>{" "}
            are the controller and we act as your <strong>processor</strong>: we process it only to provide
            the tools to you. The processing terms in our{" "}
            <Link to="/invoice_processor/tos">Terms of Service</Link> form the data processing agreement
            between us.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "processed-in-your-browser",
    title: "What stays in your browser",
    body: (
      <>
        <p>
          Where we can, files are processed on your own device and never sent to us. This applies to the bank
          statement converter, the duplicate removal tool and the data cleansing tools, and to the live
          preview in the invoice generator. Invoice OCR recognises the text of scans and photos in your
          browser; only that text is sent to our server, which extracts the invoice fields from it.
        </p>
        <p>
          A file is only uploaded when you ask for it: when you save a statement or an invoice to your
          account, upload a PDF invoice to the processor (text PDFs are read on our server), or send invoices
          to your inbound e-mail address.
        </p>
      </>
    ),
  },
  {
    id: "data-we-store",
    title: "What we store, where and why",
    body: (
      <>
        <p>
          Our application runs on Cloudflare. We use three of its storage services: <strong>D1</strong>, a SQL
          database; <strong>KV</strong>, a key-value store for short-lived data; and <strong>R2</strong>,
          object storage for files.
        </p>
        <DataTable
          caption="Personal data we store"
          columns={["Data", "Purpose", "Legal basis", "Stored in"]}
          rows={[
            [
              "Account: e-mail address, name, profile picture address, Google account id when you sign in with Google, password hash when you use a password",
              "Signing you in and running your account",
              "Contract",
              "D1",
            ],
            [
              "Company details: company name, address, KvK number, VAT number, IBAN, contact details",
              "Filling in your invoices",
              "Contract",
              "D1",
            ],
            [
              "Invoice data: invoices you issue with the generator and invoice fields extracted from documents you upload; saved bank statements and their transactions",
              "Showing your history, dashboards and exports",
              "Contract",
              "D1",
            ],
            [
              "Files: PDFs, images and e-mails you upload or send to your inbound address, and files we generate for you (invoice PDFs, UBL files, exports)",
              "Storing and delivering your documents",
              "Contract",
              "R2",
            ],
            [
              "Sessions: a random session id, a hash of the session secret, your user id and the creation and expiry times",
              "Keeping you signed in securely",
              "Contract",
              "KV (and a cookie in your browser)",
            ],
            [
              "Rate-limit counters keyed to an IP address or e-mail address",
              "Protecting accounts against password guessing and abuse",
              "Legitimate interest (security)",
              "KV",
            ],
            [
              "E-mail verification and password reset tokens, stored as a hash",
              "Verifying your address and resetting your password",
              "Contract",
              "D1",
            ],
            [
              "Feedback on extraction quality: your rating, missing features you mention and technical session details",
              "Improving the tools",
              "Legitimate interest",
              "D1",
            ],
            [
              "Quote requests for data cleansing: name, company, e-mail, phone, data type, record count, message",
              "Answering your request and preparing a quote",
              "Steps at your request before a contract",
              "D1, and sent by e-mail to our support mailbox",
            ],
          ]}
        />
        <p>
          Cloudflare also processes technical data such as IP addresses and request headers to deliver the
          website and protect it against attacks. File names you upload are not used as storage keys; every
          stored object gets a random key under your user id.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <DataTable
        caption="Retention periods"
        columns={["Data", "Kept until"]}
        rows={[
          [
            "Account, company details, invoice data, statements and files",
            "You delete them, or delete your account",
          ],
          ["Sessions", "You sign out or the session expires; expired sessions are removed automatically"],
          ["Rate-limit counters", "The end of the rate-limit window, at most 24 hours"],
          ["Verification and reset tokens", "They are used or expire"],
          ["Feedback", "As long as it helps us improve the tools, at most 3 years"],
          ["Quote requests", "24 months after our last contact, unless they lead to a contract"],
        ]}
      />
    ),
  },
  {
    id: "deleting-your-account",
    title: "Deleting your account",
    body: (
      <p>
        You can delete your account in the dashboard settings. We then delete your company details, invoice
        data, statements, sessions and files. Backups that our hosting provider keeps for disaster recovery
        roll over within 30 days, after which the data is gone from them too. Invoices you must keep for tax
        purposes (7 years in the Netherlands) are your responsibility: download them before you delete your
        account.
      </p>
    ),
  },
  {
    id: "processors",
    title: "Processors and transfers",
    body: (
      <>
        <p>We use these service providers, each bound by a data processing agreement:</p>
        <DataTable
          caption="Our processors"
          columns={["Provider", "What for", "Data involved"]}
          rows={[
            [
              "Cloudflare, Inc.",
              "Hosting, the D1, KV and R2 storage, e-mail handling and protection against attacks",
              "All data listed above",
            ],
            [
              "Google (Google sign-in)",
              "Signing in with your Google account, only if you choose it",
              "Your name, e-mail address and profile picture",
            ],
            [
              "Our e-mail delivery provider",
              "Sending verification, password reset and notification e-mails",
              "Your e-mail address and the message",
            ],
          ]}
        />
        <p>
          Cloudflare and Google may process data outside the European Economic Area. Such transfers rely on
          the EU-US Data Privacy Framework or on the European Commission's standard contractual clauses. We do
          not sell personal data, and we do not use your documents to train AI models.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <ul>
        <li>
          <strong>Session cookie:</strong> strictly necessary to keep you signed in; set only when you sign
          in.
        </li>
        <li>
          <strong>Local storage:</strong> your theme choice and, while signing in, the page to return to. This
          data stays in your browser.
        </li>
        <li>
          <strong>Analytics:</strong> none by default. If we enable statistics, cookieless measurement may be
          used; analytics cookies (which can last up to 3 years) are only set after you accept them in the
          cookie banner, and you can change that choice at any time.
        </li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <p>
        All traffic is encrypted with HTTPS. Passwords are stored only as a salted, slow hash; session secrets
        and reset tokens only as hashes. Every request for a document is checked against its owner, so one
        user can never read another user's data. Uploaded files are checked by their content, not their name,
        before we process them.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and receive a copy;</li>
          <li>have incorrect data corrected;</li>
          <li>have your data deleted;</li>
          <li>restrict or object to processing based on our legitimate interest;</li>
          <li>receive the data you gave us in a machine-readable format (data portability);</li>
          <li>withdraw consent you gave, such as for analytics cookies, at any time.</li>
        </ul>
        <p>
          Most of this you can do yourself in your profile and dashboard. For anything else, e-mail{" "}
          <a href={MAILTO}>{SUPPORT_EMAIL}</a>. We answer within one month. If you are not satisfied with our
          answer, you can complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).
        </p>
        <Callout title="Data about you in someone else's documents">
          <p>
            If your details appear in invoices that one of our users processes, that user is the controller.
            Please contact them first; we will help them respond.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "contact",
    title: "Changes and contact",
    body: (
      <p>
        We update this policy when our processing changes and show the date of the latest version at the top.
        Material changes are announced by e-mail to account holders. Questions:{" "}
        <a href={MAILTO}>{SUPPORT_EMAIL}</a>, {PRODUCT_NAME}, {CONTACT_LOCATION}.
      </p>
    ),
  },
];

export default function InvoiceProcessorPrivacy(): ReactElement {
  return (
    <Article
      path="/invoice_processor/privacy"
      dateKind="updated"
      lastReviewed="2026-11-22"
      lead={
        <p>
          In short: we keep only what the tools need, process files in your browser wherever we can, never
          sell data, and delete everything when you delete your account.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
