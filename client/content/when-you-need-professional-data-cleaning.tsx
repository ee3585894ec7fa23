import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

interface Sign {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly check: string;
}

const SIGNS: readonly Sign[] = [
  {
    id: "same-customer-twice",
    title: "The same customer appears more than once",
    text: "Two account managers call the same company, a customer receives two copies of every mailing, and revenue per customer is split over several records.",
    check:
      "Sort your customer list by postcode and house number, or by e-mail domain, and scroll: do neighbouring rows describe the same organisation?",
  },
  {
    id: "mail-comes-back",
    title: "Post and e-mail come back",
    text: "Returned letters and bounced e-mails cost money and hurt your sender reputation, which pushes your other e-mails into spam folders.",
    check: "Look at the bounce rate of your last campaigns and the pile of returned post at reception.",
  },
  {
    id: "reports-disagree",
    title: "Reports from different systems disagree",
    text: "The CRM says 4,200 active customers, the accounting package invoiced 3,100 and the webshop counts 5,000 accounts. Each number may be right by its own rules, but nobody can explain the difference.",
    check: "Take one figure that two systems both report and try to reconcile it.",
  },
  {
    id: "spreadsheet-fixes",
    title: "People keep their own cleaned copies",
    text: "When colleagues export data to clean it in their own spreadsheet before every report, the real database never gets better and the copies drift apart.",
    check: "Ask who keeps a personal 'clean' version of the customer list.",
  },
  {
    id: "migration-ahead",
    title: "A migration or new system is coming",
    text: "Moving dirty data into a new CRM or ERP carries every problem across and adds new ones, because the new system's validation rejects what the old one accepted.",
    check: "Try importing a sample of 1,000 records into the new system and count the errors.",
  },
  {
    id: "fields-used-creatively",
    title: "Fields are used for things they were not meant for",
    text: "Phone numbers in the fax field, customer status written in the notes, VAT numbers in the address line: data that cannot be selected or filtered on.",
    check: "Look at the 20 most common values of a free-text field.",
  },
  {
    id: "invoices-go-wrong",
    title: "Invoices and payments go wrong",
    text: "Invoices with a wrong address or VAT number are rejected or disputed, supplier payments go to an old IBAN, and credit control chases customers who already paid.",
    check: "Count how many invoices were re-issued last quarter because of wrong customer data.",
  },
  {
    id: "personal-data-piles-up",
    title: "Personal data piles up without a reason",
    text: "Contacts from a fair ten years ago, former employees of customers, prospects who never replied: the GDPR requires you to keep personal data no longer than you need it.",
    check: "Count the contacts without any activity in the last two years.",
  },
  {
    id: "diy-takes-too-long",
    title: "Do-it-yourself fixes take weeks",
    text: "Excel and CRM tools work well for a few thousand records. Beyond that, clean-ups drag on for weeks of someone's time, and fuzzy duplicates remain.",
    check: "Estimate the hours spent on data fixes last year and multiply by the hourly cost.",
  },
  {
    id: "nobody-trusts-the-data",
    title: "Nobody trusts the data anymore",
    text: "The clearest sign: people check every number by hand before they use it, and decisions wait for someone to verify the list.",
    check: "Ask the sales team whether they would send a mailing from the CRM without checking it first.",
  },
];

const SECTIONS: readonly ArticleSection[] = [
  ...SIGNS.map(
    (sign, index): ArticleSection => ({
      id: sign.id,
      title: `${index + 1}. ${sign.title}`,
      body: (
        <>
          <p>{sign.text}</p>
          <p>
            <strong>Quick check:</strong> {sign.check}
          </p>
        </>
      ),
    }),
  ),
  {
    id: "what-professional-cleaning-delivers",
    title: "What professional data cleaning delivers",
    body: (
      <>
        <p>
          If three or more of these signs sound familiar, a one-off professional clean-up usually pays for
          itself. The difference with doing it yourself:
        </p>
        <DataTable
          caption="Doing it yourself compared with a professional clean-up"
          columns={["Aspect", "Do it yourself", "Professional clean-up"]}
          rows={[
            ["Duplicates", "Exact duplicates", "Exact and near duplicates, with merge rules"],
            ["Addresses", "Formatting", "Parsed, standardised and checked against a register"],
            ["Time", "Weeks of a colleague's time, in between other work", "A fixed delivery date"],
            ["Cost", "Hidden in salaries", "A fixed price agreed up front"],
            ["Traceability", "Usually none", "A change log for every record"],
          ]}
        />
        <p>
          Not sure yet? Start with the <Link to="/data-cleanup-checklist">data clean-up checklist</Link> and
          our <Link to="/duplicate-removal-tool">duplicate removal tool</Link> to see how large the problem
          is.
        </p>
        <ToolCta
          to="/data-cleansing-services"
          title="Get a free sample analysis"
          action="See our data cleansing services"
        >
          <p>Send us a sample, and we tell you what we find and what a full clean-up would cost.</p>
        </ToolCta>
      </>
    ),
  },
];

export default function WhenYouNeedProfessionalDataCleaning(): ReactElement {
  return (
    <Article
      path="/when-you-need-professional-data-cleaning"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Ten signs that your customer, supplier or product data has outgrown quick fixes, each with a check
          you can do in five minutes, and what a professional clean-up delivers when it has.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
