import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "define-the-goal",
    title: "1. Define the goal",
    body: (
      <>
        <p>A clean-up without a goal never ends. Before you touch the data, write down:</p>
        <ul>
          <li>what the data will be used for: a mailing, an import into a new CRM, invoicing, a report;</li>
          <li>which fields that use depends on, and which ones you can leave as they are;</li>
          <li>
            what "clean enough" means, for example "every active customer has a valid e-mail address and
            postcode";
          </li>
          <li>the deadline, and who decides when a record is doubtful.</li>
        </ul>
      </>
    ),
  },
  {
    id: "secure-the-source",
    title: "2. Secure the source",
    body: (
      <ul>
        <li>Export a full copy and store it read-only. You will want to compare against it.</li>
        <li>Note where the data came from, the export date and the number of records.</li>
        <li>Check that you are allowed to process it for this purpose, especially personal data.</li>
        <li>Agree who works on the file, so two people do not clean two copies.</li>
      </ul>
    ),
  },
  {
    id: "profile",
    title: "3. Profile the data",
    body: (
      <>
        <p>Measure before you fix. For each column, record:</p>
        <ul>
          <li>how many values are empty;</li>
          <li>how many distinct values there are, and the ten most frequent;</li>
          <li>values that do not fit the expected type: text in number columns, dates in the future;</li>
          <li>stand-in values such as "n/a", "-", "unknown", "test", "xxx".</li>
        </ul>
        <p>
          The profile tells you where the work is and gives a baseline to report progress against. The{" "}
          <Link to="/excel-data-cleaning-guide">Excel data cleaning guide</Link> has formulas for each
          measure.
        </p>
      </>
    ),
  },
  {
    id: "standardise",
    title: "4. Standardise",
    body: (
      <ul>
        <li>Trim spaces, remove line breaks and non-breaking spaces.</li>
        <li>One case convention per field: names in title case, codes in capitals, e-mail in lower case.</li>
        <li>
          One spelling per value for countries, legal forms, cities and categories, through a mapping table.
        </li>
        <li>One format for dates (YYYY-MM-DD), amounts (a dot or comma, not both), phone numbers (+31…).</li>
        <li>Split combined fields: street and house number, first and last name where needed.</li>
        <li>Keep codes with leading zeros as text: KvK numbers, postcodes, article numbers.</li>
      </ul>
    ),
  },
  {
    id: "validate",
    title: "5. Validate",
    body: (
      <>
        <DataTable
          caption="Validation checks for common fields"
          columns={["Field", "Check"]}
          rows={[
            ["E-mail", "Syntax (one @, a domain with a dot); optionally, the domain accepts mail"],
            ["Dutch postcode", "4 digits not starting with 0, a space, 2 capital letters"],
            ["KvK number", "8 digits"],
            ["Dutch VAT number", "NL + 9 digits + B + 2 digits; EU numbers can be checked in VIES"],
            ["IBAN", "Country-specific length and mod-97 check digits"],
            ["Dates", "Real dates, within a plausible range"],
            ["Amounts", "Numbers, with the right sign and currency"],
          ]}
        />
        <p>Flag failures in a separate column rather than deleting them; some will be fixable.</p>
      </>
    ),
  },
  {
    id: "deduplicate",
    title: "6. De-duplicate",
    body: (
      <ul>
        <li>
          Decide the matching rules: which fields make two records the same (see the{" "}
          <Link to="/crm-data-hygiene-guide">CRM data hygiene guide</Link>).
        </li>
        <li>Run exact matching on the standardised fields first, then fuzzy matching for near duplicates.</li>
        <li>Decide per field which value survives a merge; keep history and consents.</li>
        <li>Review doubtful groups by hand, and log every merge with the ids of the merged records.</li>
      </ul>
    ),
  },
  {
    id: "enrich",
    title: "7. Enrich, carefully",
    body: (
      <ul>
        <li>Fill gaps only from reliable sources: the customer, the KvK register, the address register.</li>
        <li>Record the source and date of every added value.</li>
        <li>Do not add personal data you have no purpose for; the GDPR asks for data minimisation.</li>
      </ul>
    ),
  },
  {
    id: "review-and-sign-off",
    title: "8. Review and sign off",
    body: (
      <>
        <ul>
          <li>Compare the profile after cleaning with the baseline from step 3.</li>
          <li>Check a random sample of 50 to 100 records by hand against the source.</li>
          <li>Let the person who owns the data approve the result and the list of doubtful records.</li>
        </ul>
        <Callout title="Count the records" tone="tip">
          <p>
            Records in = records out + records merged + records removed. If the sum does not match, something
            was lost or duplicated along the way.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "load-and-document",
    title: "9. Load and document",
    body: (
      <ul>
        <li>Test the import with a small batch first and check it in the target system.</li>
        <li>Keep the change log: what changed, by which rule, for which record.</li>
        <li>Write down the standards and matching rules you used, for the next clean-up.</li>
        <li>Delete working copies with personal data when the project is done.</li>
      </ul>
    ),
  },
  {
    id: "keep-it-clean",
    title: "10. Keep it clean",
    body: (
      <>
        <ul>
          <li>Add validation to the forms and imports that feed the data.</li>
          <li>Give the data an owner and a routine: weekly duplicate checks, quarterly reviews.</li>
          <li>Measure completeness and duplicate rate monthly.</li>
        </ul>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Steps 4 and 6 in one tool"
          action="Open the duplicate removal tool"
        >
          <p>Normalise values and find exact and near duplicates in CSV or Excel files, in your browser.</p>
        </ToolCta>
        <p>
          Too big a job for your team? Our <Link to="/data-cleansing-services">data cleansing services</Link>{" "}
          follow this checklist and hand you the change log.
        </p>
      </>
    ),
  },
];

export default function DataCleanupChecklist(): ReactElement {
  return (
    <Article
      path="/data-cleanup-checklist"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Ten steps for cleaning any customer, supplier or product dataset before an import, a migration or a
          mailing. Work through them in order; each step makes the next one easier and more reliable.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
