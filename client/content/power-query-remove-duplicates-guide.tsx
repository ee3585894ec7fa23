import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { CodeBlock } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "why-power-query",
    title: "Why Power Query",
    body: (
      <>
        <p>
          Power Query is the data preparation engine built into Excel (Data › Get &amp; Transform) and Power
          BI. Every step you click is recorded as a line of code in the M language. When next month's export
          arrives, you replace the source and click <strong>Refresh</strong>: the whole clean-up runs again,
          identically.
        </p>
        <p>
          That makes it the right tool for recurring de-duplication, such as a monthly CRM export or a weekly
          order list. For a one-off clean-up, the methods in the{" "}
          <Link to="/excel-remove-duplicates-guide">Excel remove duplicates guide</Link> are quicker.
        </p>
      </>
    ),
  },
  {
    id: "load-the-data",
    title: "Step 1: load the data",
    body: (
      <ol>
        <li>
          In Excel, click inside your table and choose <strong>Data › From Table/Range</strong>. For a file,
          use <strong>Data › Get Data › From File</strong>.
        </li>
        <li>
          The Power Query editor opens. Check the column types shown by the icons in the headers: set codes
          such as KvK numbers, postcodes and phone numbers to <strong>Text</strong>, so leading zeros survive.
        </li>
        <li>
          Rename the query (right pane) to something meaningful, such as <em>Customers clean</em>.
        </li>
      </ol>
    ),
  },
  {
    id: "normalise",
    title: "Step 2: normalise the key columns",
    body: (
      <>
        <p>
          Power Query compares text exactly, including case and spaces. Clean the columns you will compare on
          first: select them and choose <strong>Transform › Format › Trim</strong>, then{" "}
          <strong>Clean</strong>, then <strong>lowercase</strong>. The recorded steps look like this:
        </p>
        <CodeBlock
          caption="M steps for trimming, cleaning and lower-casing the e-mail column"
          code={`#"Trimmed Text" = Table.TransformColumns(Source, {{"Email", Text.Trim, type text}}),
#"Cleaned Text" = Table.TransformColumns(#"Trimmed Text", {{"Email", Text.Clean, type text}}),
#"Lowercased Text" = Table.TransformColumns(#"Cleaned Text", {{"Email", Text.Lower, type text}})`}
        />
        <Callout title="Text.Trim is not Excel's TRIM" tone="warning">
          <p>
            Text.Trim removes spaces at the start and end only; it does not collapse double spaces inside a
            value. For names and addresses, add a step with <strong>Replace Values</strong> (two spaces by
            one), or use{" "}
            <code>{'Text.Combine(List.Select(Text.Split([Name], " "), each _ <> ""), " ")'}</code> in a custom
            column.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "remove-duplicates",
    title: "Step 3: remove duplicates",
    body: (
      <>
        <p>
          Select the column or columns that define a duplicate (Ctrl+click for several), then choose{" "}
          <strong>Home › Remove Rows › Remove Duplicates</strong>. Power Query keeps the first row of every
          group.
        </p>
        <CodeBlock
          caption="The recorded step"
          code={'#"Removed Duplicates" = Table.Distinct(#"Lowercased Text", {"Email"})'}
        />
        <p>
          Table.Distinct is case-sensitive, unlike Excel's Remove Duplicates command. If you skipped
          lower-casing, you can make the comparison case-insensitive with a comparer:
        </p>
        <CodeBlock code={'= Table.Distinct(Source, {"Email", Comparer.OrdinalIgnoreCase})'} />
      </>
    ),
  },
  {
    id: "keep-the-right-row",
    title: "Step 4: keep the right row",
    body: (
      <>
        <p>
          To keep the most recent record per customer, sort on the date column descending before removing
          duplicates. There is one catch: Power Query may not preserve the sort order when it removes
          duplicates, so the "first" row is not guaranteed to be the newest. Buffer the sorted table to fix
          the order:
        </p>
        <CodeBlock
          caption="Keep the newest row per e-mail address"
          code={`#"Sorted Rows" = Table.Sort(#"Lowercased Text", {{"Modified", Order.Descending}}),
#"Buffered" = Table.Buffer(#"Sorted Rows"),
#"Removed Duplicates" = Table.Distinct(#"Buffered", {"Email"})`}
        />
        <p>
          Add the Buffered step in the Advanced Editor (Home › Advanced Editor). An alternative that does not
          depend on order is <strong>Group By</strong> on the key with the aggregation <em>Max</em> of the
          date, then a merge back to the original table on key and date.
        </p>
      </>
    ),
  },
  {
    id: "review-before-removing",
    title: "Review duplicates instead of removing them",
    body: (
      <>
        <p>
          To see which rows are duplicates before deleting anything, use{" "}
          <strong>Home › Keep Rows › Keep Duplicates</strong> on the key column. The result lists every row
          whose key occurs more than once. Or group and count:
        </p>
        <CodeBlock
          caption="Count rows per key and keep only the keys that repeat"
          code={`#"Grouped" = Table.Group(#"Lowercased Text", {"Email"}, {{"Count", each Table.RowCount(_), Int64.Type}}),
#"Repeated" = Table.SelectRows(#"Grouped", each [Count] > 1)`}
        />
      </>
    ),
  },
  {
    id: "fuzzy-matching",
    title: "Near duplicates with fuzzy matching",
    body: (
      <>
        <p>
          Power Query in Microsoft 365 and Power BI can match similar text. Two features help with near
          duplicates:
        </p>
        <DataTable
          caption="Fuzzy features in Power Query"
          columns={["Feature", "Where", "What it does"]}
          rows={[
            [
              "Fuzzy grouping",
              "Group By › Advanced, tick Use fuzzy grouping",
              "Groups values that are similar, such as Jansen Installatietechniek and Jansen Installatie Techniek",
            ],
            [
              "Fuzzy merge",
              "Merge Queries, tick Use fuzzy matching",
              "Joins two tables on similar values, for example a new list against your customer base",
            ],
          ]}
        />
        <p>
          Both have a similarity threshold from 0 to 1; the default of 0.8 is a sensible start. Options let
          you ignore case and combine text parts, and a transformation table can map known variants, such as
          "BV" to "B.V.", before matching. Always review fuzzy groups: "Bakkerij de Vries" and "Bakkerij de
          Vos" may score as similar.
        </p>
      </>
    ),
  },
  {
    id: "refresh",
    title: "Step 5: load and refresh",
    body: (
      <>
        <p>
          Choose <strong>Home › Close &amp; Load</strong>. The cleaned table lands on a new sheet. Next time,
          replace the source data (or point the query at the new file) and click{" "}
          <strong>Data › Refresh All</strong>.
        </p>
        <DataTable
          caption="Power Query compared with the Excel methods"
          columns={["Aspect", "Power Query", "Remove Duplicates command"]}
          rows={[
            ["Repeatable", "Yes, refresh", "No, repeat by hand"],
            ["Case-sensitive", "Yes, unless you use a comparer", "No"],
            ["Original data", "Untouched", "Rows deleted"],
            ["Rows", "Beyond the 1,048,576-row sheet limit when loaded to the data model", "One sheet"],
            ["Near duplicates", "Fuzzy grouping and merge", "No"],
          ]}
        />
        <ToolCta
          to="/duplicate-removal-tool"
          title="No Power Query at hand?"
          action="Open the duplicate removal tool"
        >
          <p>
            Our browser tool normalises, finds exact and fuzzy duplicates and lets you pick the record to
            keep, without writing a single step.
          </p>
        </ToolCta>
      </>
    ),
  },
];

export default function PowerQueryRemoveDuplicatesGuide(): ReactElement {
  return (
    <Article
      path="/power-query-remove-duplicates-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Remove exact and near duplicates with Power Query in Excel and Power BI, keep the row you want, and
          turn the clean-up into a repeatable query that runs again with one click.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
