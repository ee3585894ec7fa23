import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { CodeBlock } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "built-in-clean-up",
    title: "Method 1: Data cleanup › Remove duplicates",
    body: (
      <>
        <p>Google Sheets has a built-in command that deletes duplicate rows in place:</p>
        <ol>
          <li>
            Make a copy of the sheet (right-click the tab › Duplicate). Version history can bring deleted rows
            back, but a copy is quicker to compare.
          </li>
          <li>Select the range, including the header row.</li>
          <li>
            Choose <strong>Data › Data cleanup › Remove duplicates</strong>.
          </li>
          <li>
            Tick <strong>Data has header row</strong>, then tick only the columns that define a duplicate, for
            example just <em>E-mail</em>.
          </li>
          <li>
            Click <strong>Remove duplicates</strong>. Sheets reports how many rows it removed and how many
            remain.
          </li>
        </ol>
        <p>
          The first row of each group is kept. Sort the range first if you want to keep, for example, the most
          recent record.
        </p>
        <Callout title="Trim first" tone="tip">
          <p>
            "info@bakkerijdevries.nl" and "info@bakkerijdevries.nl " (with a trailing space) are different
            values. Run <strong>Data › Data cleanup › Trim whitespace</strong> on the range before removing
            duplicates, and look at <strong>Data › Data cleanup › Cleanup suggestions</strong>, which points
            out inconsistent values and duplicates in the sheet.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "unique-function",
    title: "Method 2: UNIQUE for a clean copy",
    body: (
      <>
        <p>UNIQUE returns the distinct rows of a range and leaves the source untouched:</p>
        <DataTable
          caption="UNIQUE in Google Sheets"
          columns={["Formula", "Returns"]}
          rows={[
            [
              <code key="f">{"=UNIQUE(A2:C)"}</code>,
              "Every distinct row of columns A to C, in order of first appearance",
            ],
            [<code key="f">{"=UNIQUE(B2:B)"}</code>, "Every distinct value of column B"],
            [<code key="f">{"=UNIQUE(B2:B, FALSE, TRUE)"}</code>, "Only the values that occur exactly once"],
            [<code key="f">{"=COUNTA(UNIQUE(B2:B))"}</code>, "How many distinct values there are"],
          ]}
        />
        <p>
          Open ranges such as <code>A2:C</code> include new rows automatically, which makes UNIQUE a good
          choice for a sheet that is filled by a form. The result updates live; copy it and use{" "}
          <strong>Edit › Paste special › Values only</strong> when you need a fixed list.
        </p>
      </>
    ),
  },
  {
    id: "one-row-per-key",
    title: "Method 3: one row per key with SORTN",
    body: (
      <>
        <p>
          UNIQUE compares whole rows. When you want one row per e-mail address while keeping all columns,
          SORTN does it in one formula. With the address in column B:
        </p>
        <CodeBlock caption="One row per distinct value in column B" code={"=SORTN(A2:D, 9^9, 2, 2, TRUE)"} />
        <p>
          The arguments: return up to 9^9 rows (that is, all), tie mode 2 (show only the first row of each
          group of equal values in the sort column), sort on column 2 of the range, ascending. To keep the
          newest record per address, sort the source by date descending first, or wrap it:{" "}
          <code>{"=SORTN(SORT(A2:D, 4, FALSE), 9^9, 2, 2, TRUE)"}</code> with the date in column D.
        </p>
      </>
    ),
  },
  {
    id: "flag-with-countif",
    title: "Method 4: flag duplicates before deleting",
    body: (
      <>
        <p>
          To review duplicates instead of deleting them at once, number each occurrence in a helper column:
        </p>
        <CodeBlock caption="In E2, filled down" code={"=COUNTIF($B$2:B2, B2)"} />
        <p>
          The first occurrence gets 1, later ones 2, 3 and so on. Create a filter (
          <strong>Data › Create a filter</strong>
          ), show only values greater than 1, check them, and delete those rows. For several columns, use
          COUNTIFS: <code>{"=COUNTIFS($A$2:A2, A2, $C$2:C2, C2)"}</code>.
        </p>
        <p>Or with a single array formula in E2 that fills the whole column:</p>
        <CodeBlock
          code={'=ARRAYFORMULA(IF(B2:B = "", "", COUNTIFS(B2:B, B2:B, ROW(B2:B), "<=" & ROW(B2:B))))'}
        />
      </>
    ),
  },
  {
    id: "highlight-duplicates",
    title: "Method 5: highlight duplicates",
    body: (
      <>
        <p>
          Select the column (for example B2:B), choose <strong>Format › Conditional formatting</strong>, set{" "}
          <em>Format cells if</em> to <strong>Custom formula is</strong>, and enter:
        </p>
        <CodeBlock code={"=COUNTIF($B$2:$B, $B2) > 1"} />
        <p>
          Every value that occurs more than once is coloured. To colour only the second and later occurrences,
          use <code>{"=COUNTIF($B$2:$B2, $B2) > 1"}</code>. To highlight entire rows, select A2:D and keep the{" "}
          <code>$B</code> column reference fixed.
        </p>
      </>
    ),
  },
  {
    id: "normalise",
    title: "Normalise before comparing",
    body: (
      <>
        <p>
          Duplicates hide behind capitals, spaces and punctuation. Build a comparison key in a helper column
          and run any of the methods above on the key instead of the raw value:
        </p>
        <CodeBlock
          caption="Key for e-mail addresses and company names"
          code={'=ARRAYFORMULA(IF(B2:B = "", "", LOWER(TRIM(SUBSTITUTE(B2:B, CHAR(160), " ")))))'}
        />
        <p>
          SUBSTITUTE turns non-breaking spaces into normal ones, TRIM removes spaces at the ends and collapses
          runs of spaces, and LOWER removes the difference in capitals. To drop a legal form at the end of a
          company name, wrap the key in REGEXREPLACE, which Google Sheets supports natively:{" "}
          <code>{'=TRIM(REGEXREPLACE(E2, "(b\\.?v\\.?|v\\.?o\\.?f\\.?)$", ""))'}</code>.
        </p>
      </>
    ),
  },
  {
    id: "compare",
    title: "Which method to use",
    body: (
      <DataTable
        caption="Google Sheets methods compared"
        columns={["Method", "Changes the data", "Keeps all columns", "Best for"]}
        rows={[
          ["Remove duplicates", "Yes", "Yes", "A one-off clean-up on a copy"],
          ["UNIQUE", "No", "Only whole-row duplicates", "A live list of distinct values"],
          ["SORTN", "No", "Yes, one row per key", "Keeping the first or newest row per key"],
          ["COUNTIF helper", "No", "Yes", "Reviewing before deleting"],
          ["Conditional formatting", "No", "Yes", "Seeing duplicates at a glance"],
        ]}
      />
    ),
  },
  {
    id: "limits",
    title: "Limits of Google Sheets",
    body: (
      <>
        <p>
          A spreadsheet holds at most 10 million cells across all its sheets, and formulas such as COUNTIF
          over open ranges get slow long before that. None of the methods above finds near duplicates such as
          "Jansen Installatietechniek" and "Jansen Installatie Techniek".
        </p>
        <p>
          If you also use Excel, the{" "}
          <Link to="/excel-remove-duplicates-guide">Excel remove duplicates guide</Link> covers the same
          ground there, and the <Link to="/crm-data-hygiene-guide">CRM data hygiene guide</Link> explains how
          to stop duplicates from coming back.
        </p>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Find near duplicates too"
          action="Open the duplicate removal tool"
        >
          <p>
            Download your sheet as CSV or Excel and let our tool group exact and fuzzy matches for review, in
            your browser, for up to a million rows.
          </p>
        </ToolCta>
      </>
    ),
  },
];

export default function GoogleSheetsRemoveDuplicatesGuide(): ReactElement {
  return (
    <Article
      path="/google-sheets-remove-duplicates-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Five ways to find and remove duplicate rows in Google Sheets, from the one-click clean-up to
          formulas that keep a live de-duplicated list, with the normalisation that catches the duplicates the
          built-in tools miss.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
