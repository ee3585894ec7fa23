import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "why-crm-data-decays",
    title: "Why CRM data decays",
    body: (
      <>
        <p>
          A CRM is never finished. Even a perfectly clean database degrades because the world it describes
          changes, and because many people and systems write to it:
        </p>
        <ul>
          <li>people change jobs, e-mail addresses and phone numbers;</li>
          <li>companies move, merge, change their name or stop trading;</li>
          <li>web forms, imports and integrations create new records instead of updating existing ones;</li>
          <li>every user fills in fields their own way when there is no agreed standard.</li>
        </ul>
        <p>
          Hygiene is therefore a routine, not a project: agree standards, stop bad data at the door, and check
          regularly what got through.
        </p>
      </>
    ),
  },
  {
    id: "field-standards",
    title: "Agree on field standards",
    body: (
      <>
        <p>
          Write down for every important field what it means, who fills it, and in what form. One page is
          enough, and it settles most discussions before they start.
        </p>
        <DataTable
          caption="Example field standards for a Dutch B2B CRM"
          columns={["Field", "Standard", "Example"]}
          rows={[
            [
              "Company name",
              "Name as in the KvK register, legal form written as B.V., N.V., V.O.F.",
              "Bakkerij de Vries B.V.",
            ],
            ["KvK number", "8 digits, stored as text", "01234567"],
            ["VAT number", "Country code + number, no spaces or dots", "NL859123479B01"],
            ["Country", "ISO 3166 two-letter code", "NL"],
            ["Postcode", "Dutch: 4 digits, space, 2 capitals", "3511 AB"],
            ["Phone", "International format, digits only after the +", "+31201234567"],
            ["E-mail", "Lower case, trimmed", "j.devries@bakkerijdevries.nl"],
            ["Status", "One value from a fixed list", "Prospect, Customer, Former customer"],
          ]}
        />
        <p>
          Enforce what you can in the CRM itself: pick lists instead of free text, required fields at the
          right stage, and validation rules for formats. The{" "}
          <Link to="/address-cleansing-guide">address cleansing guide</Link> covers address fields in detail.
        </p>
      </>
    ),
  },
  {
    id: "duplicates",
    title: "Find and prevent duplicates",
    body: (
      <>
        <p>
          Duplicates are the most visible CRM problem: two sales reps call the same customer, marketing
          e-mails go out twice, and revenue per customer is split over two records. Matching rules decide what
          counts as the same:
        </p>
        <DataTable
          caption="Matching rules, strongest first"
          columns={["Rule", "Strength", "Watch out for"]}
          rows={[
            [
              "Same KvK number (companies)",
              "Very strong",
              "One company can have several establishments (vestigingen)",
            ],
            [
              "Same VAT number",
              "Very strong",
              "Companies in a VAT group (fiscale eenheid) can share one VAT number",
            ],
            ["Same e-mail address (people)", "Strong", "Shared addresses such as info@ and sales@"],
            ["Same normalised name and postcode", "Good", "Different people at the same address"],
            ["Similar name, same town", "Weak: review by hand", "Common names, chains with branches"],
          ]}
        />
        <p>
          Turn on the duplicate check for new records in your CRM, and check imports against existing records
          before loading them, not after.
        </p>
      </>
    ),
  },
  {
    id: "merge-rules",
    title: "Decide which data survives a merge",
    body: (
      <>
        <p>
          When two records are the same, the merged record should keep the best value of each field, not
          simply everything from one of them. Agree the rules beforehand:
        </p>
        <ul>
          <li>
            <strong>Most recent wins</strong> for contact details that change: phone, e-mail, job title.
          </li>
          <li>
            <strong>Most trusted source wins</strong> for facts: a KvK extract beats a web form, a signed
            contract beats a sales note.
          </li>
          <li>
            <strong>Keep both</strong> for history: activities, notes, orders and consents move to the
            surviving record.
          </li>
          <li>
            <strong>Never merge blindly</strong> when two records have different values for a strong
            identifier, such as two different KvK numbers.
          </li>
        </ul>
        <Callout title="Consent travels with the person" tone="warning">
          <p>
            If one of two duplicate records unsubscribed from your newsletter, the merged record must stay
            unsubscribed. Merge rules that pick "the most complete record" can silently undo an opt-out.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "ownership",
    title: "Give the data an owner",
    body: (
      <>
        <p>
          Data that belongs to everyone is maintained by no one. Assign a data owner per object (companies,
          contacts, products) who decides on standards, and make each account manager responsible for the
          records of their own customers.
        </p>
        <p>
          Limit who can import and who can delete or merge in bulk. Most large-scale damage in a CRM comes
          from one import with a wrong column mapping.
        </p>
      </>
    ),
  },
  {
    id: "routine",
    title: "A routine that keeps the data clean",
    body: (
      <DataTable
        caption="CRM hygiene routine"
        columns={["When", "What", "Who"]}
        rows={[
          [
            "Every day",
            "Review records created by web forms and integrations; fix or merge",
            "Sales support",
          ],
          ["Every week", "Work through the duplicate list; handle bounced e-mail addresses", "Data owner"],
          [
            "Every month",
            "Check completeness of key fields; follow up on records without an owner",
            "Data owner",
          ],
          [
            "Every quarter",
            "Review inactive records; ask account managers to confirm or close them",
            "Account managers",
          ],
          [
            "Every year",
            "Delete personal data you no longer need; review the field standards",
            "Data owner and privacy officer",
          ],
        ]}
      />
    ),
  },
  {
    id: "measure",
    title: "Measure data quality",
    body: (
      <>
        <p>Track a few numbers monthly, so you see whether the routine works:</p>
        <DataTable
          caption="Data quality measures"
          columns={["Measure", "How to calculate", "What it shows"]}
          rows={[
            [
              "Completeness",
              "Records with all key fields filled ÷ all records",
              "Whether standards are followed",
            ],
            ["Duplicate rate", "Records in a duplicate group ÷ all records", "Whether prevention works"],
            ["Bounce rate", "Bounced e-mails ÷ e-mails sent", "How current contact data is"],
            [
              "Stale records",
              "Records without activity in 24 months ÷ all records",
              "How much dead weight you carry",
            ],
          ]}
        />
      </>
    ),
  },
  {
    id: "privacy",
    title: "Hygiene and the GDPR",
    body: (
      <>
        <p>
          Clean data is also a legal requirement. The GDPR asks that personal data is accurate, kept up to
          date, and kept no longer than necessary for its purpose. Set retention periods per type of record,
          for example for prospects who never became customers, and delete or anonymise when they expire.
          Record the legal basis and consent status with each contact, and keep them when records are merged.
        </p>
        <p>
          Before a big clean-up or a migration, run through the{" "}
          <Link to="/data-cleanup-checklist">data clean-up checklist</Link>.
        </p>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Check a CRM export for duplicates"
          action="Open the duplicate removal tool"
        >
          <p>Export contacts or companies to CSV and review exact and near duplicates in your browser.</p>
        </ToolCta>
        <p>
          For a database that needs more than a routine, our team offers{" "}
          <Link to="/data-cleansing-services">data cleansing services</Link>.
        </p>
      </>
    ),
  },
];

export default function CrmDataHygieneGuide(): ReactElement {
  return (
    <Article
      path="/crm-data-hygiene-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          How to keep a CRM trustworthy: field standards, duplicate rules, merge decisions, ownership, a
          routine that fits in a working week, and the numbers that tell you whether it works.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
