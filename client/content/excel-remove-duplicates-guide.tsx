import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { CodeBlock } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "what-counts-as-a-duplicate",
    title: "What counts as a duplicate",
    body: (
      <>
        <p>
          Before you delete anything, decide what "the same" means for your list. Two rows can be identical in
          every cell (an <strong>exact duplicate</strong>), identical in the columns that matter such as the
          e-mail address (a <strong>key duplicate</strong>), or clearly the same customer written differently
          (a <strong>near duplicate</strong>). Excel's built-in tools only find the first two kinds.
        </p>
        <DataTable
          caption="A small customer list with three kinds of duplicate"
          columns={["Row", "Company", "E-mail", "City", "Kind"]}
          rows={[
            ["2", "Bakkerij de Vries", "info@bakkerijdevries.nl", "Utrecht", "Original"],
            ["3", "Bakkerij de Vries", "info@bakkerijdevries.nl", "Utrecht", "Exact duplicate of row 2"],
            [
              "4",
              "Bakkerij De Vries B.V.",
              "info@bakkerijdevries.nl",
              "Utrecht",
              "Key duplicate (same e-mail)",
            ],
            ["5", "Bakkerij de Vries ", "INFO@bakkerijdevries.nl", "utrecht", "Near duplicate (space, case)"],
          ]}
        />
        <p>
          Row 5 is the trap: a trailing space and different capitals. Excel compares text without regard to
          case, so the capitals are not the problem, but the trailing space makes "Bakkerij de Vries " a
          different value. Clean such differences first (see{" "}
          <a href="#normalise-before-you-compare">normalise before you compare</a>), then remove duplicates.
        </p>
      </>
    ),
  },
  {
    id: "remove-duplicates-command",
    title: "Method 1: the Remove Duplicates command",
    body: (
      <>
        <p>The fastest way to delete exact or key duplicates from a table:</p>
        <ol>
          <li>Save a copy of the workbook. The command deletes rows in place.</li>
          <li>Click any cell inside your data.</li>
          <li>
            On the <strong>Data</strong> tab, in the <strong>Data Tools</strong> group, choose{" "}
            <strong>Remove Duplicates</strong>.
          </li>
          <li>
            Keep <strong>My data has headers</strong> ticked if the first row holds column names.
          </li>
          <li>
            Tick only the columns that define a duplicate. For the list above, tick just <em>E-mail</em> to
            treat rows 2, 3 and 4 as one customer.
          </li>
          <li>
            Click OK. Excel reports how many duplicate values were removed and how many unique values remain.
          </li>
        </ol>
        <p>
          Excel keeps the <strong>first</strong> row of every group and deletes the rest, so the order of your
          rows decides which version survives. Sort first if you want to keep, say, the most recently updated
          record (see <a href="#choose-which-row-to-keep">choose which row to keep</a>).
        </p>
        <Callout title="Displayed values, not stored values" tone="warning">
          <p>
            Remove Duplicates compares what the cells display. The same date formatted as 08-03-2026 in one
            cell and 8 March 2026 in another counts as two different values, and so does 12.5 next to 12.50
            when the number formats differ. Give the whole column one format before you run the command.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "flag-with-countif",
    title: "Method 2: flag duplicates with COUNTIF before deleting",
    body: (
      <>
        <p>
          When you want to review duplicates rather than delete them blindly, add a helper column that counts
          how often a value has appeared so far. With e-mail addresses in column B starting in row 2, put this
          in the first empty column and fill it down:
        </p>
        <CodeBlock caption="Formula in D2, filled down" code={"=COUNTIF($B$2:$B2, B2)"} />
        <p>
          The range grows row by row because only the start is anchored. The first occurrence gets 1, the
          second 2, and so on. Filter the helper column for values greater than 1 and you see every later
          copy; those are the rows to delete. To compare several columns at once, use COUNTIFS:
        </p>
        <CodeBlock
          caption="Duplicate on company and city together"
          code={"=COUNTIFS($A$2:$A2, A2, $C$2:$C2, C2)"}
        />
        <p>Two behaviours of COUNTIF to know about:</p>
        <ul>
          <li>
            It treats <code>*</code> and <code>?</code> as wildcards, so a value such as <code>A*</code> also
            counts <code>AB</code> and <code>A-12</code>. Escape them with a tilde (<code>~*</code>) or use
            the exact comparison <code>{"=SUMPRODUCT(--EXACT($B$2:$B2, B2))"}</code> instead, which is also
            case-sensitive.
          </li>
          <li>
            It returns #VALUE! for criteria longer than 255 characters, which matters for long notes fields.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "unique-function",
    title: "Method 3: the UNIQUE function",
    body: (
      <>
        <p>
          In Excel for Microsoft 365 and Excel 2021 or later, UNIQUE returns a de-duplicated copy of a range
          and leaves the original untouched. The result spills into the cells below and to the right.
        </p>
        <DataTable
          caption="UNIQUE variants"
          columns={["Formula", "Returns"]}
          rows={[
            [
              <code key="f">{"=UNIQUE(A2:C500)"}</code>,
              "Every distinct row of columns A to C, first occurrence order",
            ],
            [<code key="f">{"=UNIQUE(B2:B500)"}</code>, "Every distinct e-mail address"],
            [
              <code key="f">{"=UNIQUE(B2:B500, FALSE, TRUE)"}</code>,
              "Only the e-mail addresses that occur exactly once",
            ],
            [<code key="f">{"=SORT(UNIQUE(B2:B500))"}</code>, "The distinct addresses, sorted A to Z"],
            [<code key="f">{"=ROWS(UNIQUE(B2:B500))"}</code>, "How many distinct addresses there are"],
          ]}
        />
        <p>
          Because UNIQUE is a formula, the output updates when the source changes. When you need a static
          list, copy the spilled range and paste it as values.
        </p>
      </>
    ),
  },
  {
    id: "highlight-duplicates",
    title: "Method 4: highlight duplicates with conditional formatting",
    body: (
      <>
        <p>
          To see duplicates without changing anything, select the column and choose{" "}
          <strong>Home › Conditional Formatting › Highlight Cells Rules › Duplicate Values</strong>. Every
          value that occurs more than once is coloured, including the first occurrence.
        </p>
        <p>
          That built-in rule looks at one cell at a time. To highlight whole rows that repeat on several
          columns, select the data (for example A2:D500) and add a rule with{" "}
          <strong>Use a formula to determine which cells to format</strong>:
        </p>
        <CodeBlock
          caption="Rule formula: highlight a row when company and e-mail both repeat"
          code={"=COUNTIFS($A$2:$A$500, $A2, $B$2:$B$500, $B2) > 1"}
        />
        <p>
          Conditional formatting on large ranges slows a workbook down; remove the rule once you are done.
        </p>
      </>
    ),
  },
  {
    id: "normalise-before-you-compare",
    title: "Normalise before you compare",
    body: (
      <>
        <p>
          Most missed duplicates differ only in invisible ways: leading or trailing spaces, double spaces,
          non-breaking spaces pasted from a web page (character 160), or line breaks from a CRM export. Build
          a helper key that irons these out and remove duplicates on that key:
        </p>
        <CodeBlock
          caption="A normalised comparison key in E2"
          code={'=LOWER(TRIM(CLEAN(SUBSTITUTE(B2, CHAR(160), " "))))'}
        />
        <p>
          SUBSTITUTE turns non-breaking spaces into normal ones, CLEAN strips line breaks and other control
          characters, TRIM removes spaces at both ends and squeezes runs of spaces to one, and LOWER makes the
          key independent of capitals. Our{" "}
          <Link to="/excel-text-functions-guide">Excel text functions guide</Link> explains each of these with
          more examples.
        </p>
        <p>
          For company names, also consider removing legal forms such as "B.V." and "BV" in the key, so
          "Bakkerij De Vries B.V." and "Bakkerij de Vries" match:
        </p>
        <CodeBlock
          caption="Company key without the B.V. suffix"
          code={'=TRIM(SUBSTITUTE(SUBSTITUTE(LOWER(A2), "b.v.", ""), " bv", ""))'}
        />
      </>
    ),
  },
  {
    id: "choose-which-row-to-keep",
    title: "Choose which row to keep",
    body: (
      <>
        <p>
          Remove Duplicates and UNIQUE both keep the first occurrence. Put the row you want to keep on top by
          sorting before you de-duplicate:
        </p>
        <ul>
          <li>
            <strong>Most recent record wins:</strong> sort on a "last modified" column, newest to oldest.
          </li>
          <li>
            <strong>Most complete record wins:</strong> add a helper column <code>{"=COUNTA(A2:H2)"}</code>{" "}
            that counts filled cells, and sort on it from largest to smallest.
          </li>
          <li>
            <strong>Customer with turnover wins:</strong> sort on revenue, largest first.
          </li>
        </ul>
        <p>
          When the duplicate rows each hold a piece of information you want to keep, such as a phone number in
          one row and a VAT number in the other, deleting is the wrong operation: merge them instead, field by
          field. That is where a review step, not a one-click command, pays off.
        </p>
      </>
    ),
  },
  {
    id: "compare-the-methods",
    title: "Which method to use",
    body: (
      <DataTable
        caption="The four Excel methods compared"
        columns={["Method", "Changes the data", "Several columns", "Case-sensitive", "Best for"]}
        rows={[
          ["Remove Duplicates", "Yes, deletes rows", "Yes", "No", "A quick one-off clean-up on a copy"],
          ["COUNTIF / COUNTIFS helper", "No", "Yes (COUNTIFS)", "No (EXACT is)", "Reviewing before deleting"],
          ["UNIQUE", "No, writes a new range", "Yes", "No", "A live de-duplicated view"],
          ["Conditional formatting", "No", "With a formula rule", "No", "Spotting duplicates visually"],
        ]}
      />
    ),
  },
  {
    id: "when-excel-is-not-enough",
    title: "When Excel is not enough",
    body: (
      <>
        <p>Excel's tools run out in three situations:</p>
        <ul>
          <li>
            <strong>Size.</strong> A worksheet holds at most 1,048,576 rows, and COUNTIF helper columns on a
            few hundred thousand rows make recalculation painfully slow.
          </li>
          <li>
            <strong>Near duplicates.</strong> "Jansen Installatietechniek" and "Jansen Installatie Techniek"
            are the same company, but no built-in function says so. Fuzzy matching needs a similarity measure.
          </li>
          <li>
            <strong>Repeatability.</strong> If the same export needs cleaning every month, record the steps in{" "}
            <Link to="/power-query-remove-duplicates-guide">Power Query</Link> instead of repeating them by
            hand.
          </li>
        </ul>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Find exact and near duplicates in your browser"
          action="Open the duplicate removal tool"
        >
          <p>
            Our duplicate removal tool reads CSV and Excel files of up to a million rows, groups exact and
            fuzzy matches for you to review, and never uploads the file.
          </p>
        </ToolCta>
      </>
    ),
  },
];

export default function ExcelRemoveDuplicatesGuide(): ReactElement {
  return (
    <Article
      path="/excel-remove-duplicates-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          Duplicate rows inflate customer counts, send the same mailing twice and double-count revenue. This
          guide shows four ways to find and remove them in Excel, how to catch the duplicates that differ only
          by a space, and how to keep the right row.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
