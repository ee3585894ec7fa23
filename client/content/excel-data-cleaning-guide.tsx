import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { CodeBlock } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "the-example",
    title: "The example: a messy customer export",
    body: (
      <>
        <p>
          Every step in this guide works on the same five rows, exported from an old order system and opened
          in Excel. Each row has at least one problem you will recognise.
        </p>
        <DataTable
          caption="Before cleaning"
          columns={["Customer", "KvK", "Country", "Postcode", "Since", "Revenue"]}
          rows={[
            ["  BAKKERIJ DE VRIES B.V.", "1234567", "Nederland", "3511ab", "31-03-2019", "1.250,00"],
            ["Jansen Installatietechniek", "87654321", "NL", "1234 AB", "2020-11-02", "980"],
            ["jansen installatietechniek ", "87654321", "Netherlands", "1234AB", "02/11/2020", "n/a"],
            ["Café 't Hoekje", "", "Holland", "9711 ln", "15-6-21", "-"],
            ["Drukkerij Noord", "05551234", "NL", "", "", "2.100,50"],
          ]}
        />
        <p>
          The problems: stray spaces and capitals, a KvK number that lost its leading zero, four spellings of
          one country, postcodes in three styles, dates in four formats, amounts as text with Dutch
          separators, stand-in values such as "n/a" for missing data, and a duplicate customer.
        </p>
      </>
    ),
  },
  {
    id: "before-you-start",
    title: "Step 1: before you start",
    body: (
      <ol>
        <li>
          <strong>Keep the original.</strong> Copy the export to a sheet called <em>raw</em> and never edit
          it. Clean on a copy, so you can always compare or start over.
        </li>
        <li>
          <strong>Turn the data into a table</strong> (select it and press Ctrl+T). Formulas in a table fill
          down automatically and references read as column names.
        </li>
        <li>
          <strong>Profile each column.</strong> Count what you are dealing with before you fix anything:
          <ul>
            <li>
              blanks: <code>{"=COUNTBLANK(B2:B5000)"}</code>
            </li>
            <li>
              distinct values: <code>{"=ROWS(UNIQUE(C2:C5000))"}</code> (Microsoft 365)
            </li>
            <li>
              text where numbers should be: <code>{"=SUMPRODUCT(--ISTEXT(F2:F5000))"}</code>
            </li>
          </ul>
        </li>
      </ol>
    ),
  },
  {
    id: "spaces-and-case",
    title: "Step 2: spaces, invisible characters and capitals",
    body: (
      <>
        <p>Clean the text columns with one helper formula each, then paste the results back as values:</p>
        <CodeBlock caption="Customer name" code={'=PROPER(TRIM(CLEAN(SUBSTITUTE(A2, CHAR(160), " "))))'} />
        <p>
          PROPER turns "BAKKERIJ DE VRIES B.V." into "Bakkerij De Vries B.V.": fix Dutch prefixes such as "de"
          and "van" afterwards with SUBSTITUTE. Every function used here is explained with examples in the{" "}
          <Link to="/excel-text-functions-guide">Excel text functions guide</Link>.
        </p>
      </>
    ),
  },
  {
    id: "standard-values",
    title: "Step 3: one spelling per value",
    body: (
      <>
        <p>
          Countries, legal forms, cities and product categories arrive in many spellings. Do not fix them one
          by one with Find and Replace: make a small mapping table on a separate sheet and look every value
          up.
        </p>
        <DataTable
          caption="Mapping table (sheet Map, columns A and B)"
          columns={["Found in the data", "Standard value"]}
          rows={[
            ["Nederland", "NL"],
            ["Netherlands", "NL"],
            ["Holland", "NL"],
            ["NL", "NL"],
            ["Belgie", "BE"],
            ["België", "BE"],
          ]}
        />
        <CodeBlock
          caption="Standardised country, with unknown values flagged"
          code={'=XLOOKUP(TRIM(C2), Map!A:A, Map!B:B, "CHECK: " & C2)'}
        />
        <p>
          XLOOKUP ignores case, so "nederland" matches too. Filter on "CHECK:" to find values the table does
          not know yet, add them, and the formula picks them up. In Excel versions without XLOOKUP, use{" "}
          <code>{'=IFERROR(VLOOKUP(TRIM(C2), Map!A:B, 2, FALSE), "CHECK: " & C2)'}</code>.
        </p>
      </>
    ),
  },
  {
    id: "numbers-and-codes",
    title: "Step 4: numbers stored as text, and codes that must stay text",
    body: (
      <>
        <p>Two opposite problems that look alike:</p>
        <ul>
          <li>
            <strong>Amounts stored as text</strong> ("1.250,00") are ignored by SUM. Convert them with{" "}
            <code>{'=NUMBERVALUE(F2, ",", ".")'}</code>, which reads Dutch separators whatever your Excel
            language.
          </li>
          <li>
            <strong>Codes stored as numbers</strong> lose their leading zeros. A KvK number is always 8
            digits, so 1234567 was 01234567. Restore it as text with <code>{'=TEXT(B2, "00000000")'}</code>,
            and format the column as Text before you paste or import, so it does not happen again. The same
            applies to phone numbers and to IBANs.
          </li>
        </ul>
        <Callout title="Open CSV files through the import, not by double-clicking" tone="tip">
          <p>
            Double-clicking a CSV lets Excel guess every column type, which strips leading zeros and turns
            codes such as 1-2 into dates. Use <strong>Data › From Text/CSV</strong> and set code columns to
            Text.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "dates",
    title: "Step 5: dates in one format",
    body: (
      <>
        <p>
          Dates from other systems often arrive as text, and an English-language Excel reads 02/11/2020 as 11
          February. Check with <code>{"=ISNUMBER(E2)"}</code>: a real date is a number. For day-month-year
          text with dashes, build the date explicitly:
        </p>
        <CodeBlock
          caption="31-03-2019 as a real date (Microsoft 365)"
          code={'=LET(p, TEXTSPLIT(E2, "-"), DATE(INDEX(p, 3), INDEX(p, 2), INDEX(p, 1)))'}
        />
        <p>
          For a whole column in one go, use <strong>Data › Text to Columns</strong>, choose <em>Delimited</em>
          , skip to step 3, set the column data format to <em>Date: DMY</em> and finish. Two-digit years
          ("15-6-21") are read as 2021 for values from 00 to 29 and as the 1900s for 30 to 99; check old
          records afterwards.
        </p>
        <p>
          Mixed formats in one column, as in our example, need a decision per format. Sort the column, handle
          each pattern, and use <code>{'=TEXT(E2, "yyyy-mm-dd")'}</code> when you export, so the next system
          cannot misread the order.
        </p>
      </>
    ),
  },
  {
    id: "blanks-and-stand-in-values",
    title: "Step 6: blanks and stand-in values",
    body: (
      <>
        <p>
          "n/a", "-", "0", "unknown" and "TBA" all mean "missing" but count as values. Replace them with real
          blanks (Find and Replace with <em>Match entire cell contents</em> ticked), so COUNTBLANK and filters
          tell the truth.
        </p>
        <p>
          Reports exported from accounting software often print a group value only on its first row. To fill
          the blanks below it: select the column, press F5, choose <strong>Special › Blanks</strong>, type{" "}
          <code>=</code>, press the up arrow, then Ctrl+Enter. Paste the column as values afterwards.
        </p>
      </>
    ),
  },
  {
    id: "validate",
    title: "Step 7: validate what is left",
    body: (
      <>
        <p>Add check columns that return TRUE for valid values and filter on FALSE:</p>
        <DataTable
          caption="Validation formulas"
          columns={["Field", "Formula", "Checks"]}
          rows={[
            ["KvK number", <code key="f">{"=AND(LEN(B2)=8, ISNUMBER(--B2))"}</code>, "Exactly 8 digits"],
            [
              "Dutch postcode",
              <code key="f">
                {'=AND(LEN(D2)=7, ISNUMBER(--LEFT(D2, 4)), MID(D2, 5, 1)=" ", LEFT(D2, 1)<>"0")'}
              </code>,
              "Four digits not starting with 0, a space, two characters",
            ],
            [
              "E-mail address",
              <code key="f">{'=AND(ISNUMBER(FIND("@", G2)), ISNUMBER(FIND(".", G2, FIND("@", G2))))'}</code>,
              "An @ followed later by a dot",
            ],
            ["Revenue", <code key="f">{"=ISNUMBER(F2)"}</code>, "A real number"],
          ]}
        />
        <p>
          To stop new errors at the source, add the same rules under{" "}
          <strong>Data › Data Validation › Custom</strong> on the input sheet.
        </p>
      </>
    ),
  },
  {
    id: "duplicates",
    title: "Step 8: remove duplicates last",
    body: (
      <>
        <p>
          Only after steps 2 to 7 do "Jansen Installatietechniek" and "jansen installatietechniek " become
          identical. Remove duplicates on a reliable key, here the KvK number, and sort first so the row you
          want to keep is on top. The{" "}
          <Link to="/excel-remove-duplicates-guide">Excel remove duplicates guide</Link> compares the four
          methods.
        </p>
        <DataTable
          caption="After cleaning"
          columns={["Customer", "KvK", "Country", "Postcode", "Since", "Revenue"]}
          rows={[
            ["Bakkerij de Vries B.V.", "01234567", "NL", "3511 AB", "2019-03-31", "1250.00"],
            ["Jansen Installatietechniek", "87654321", "NL", "1234 AB", "2020-11-02", "980.00"],
            ["Café 't Hoekje", "", "NL", "9711 LN", "2021-06-15", ""],
            ["Drukkerij Noord", "05551234", "NL", "", "", "2100.50"],
          ]}
        />
      </>
    ),
  },
  {
    id: "make-it-repeatable",
    title: "Make it repeatable",
    body: (
      <>
        <p>
          If the same export arrives every month, record these steps once in{" "}
          <Link to="/power-query-remove-duplicates-guide">Power Query</Link> and refresh instead of repeating
          them. Before an import or a migration, run through the{" "}
          <Link to="/data-cleanup-checklist">data clean-up checklist</Link>.
        </p>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Large file? Clean it in your browser"
          action="Open the duplicate removal tool"
        >
          <p>Normalise, find exact and near duplicates, and review them, for files up to a million rows.</p>
        </ToolCta>
      </>
    ),
  },
];

export default function ExcelDataCleaningGuide(): ReactElement {
  return (
    <Article
      path="/excel-data-cleaning-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          A step-by-step workflow for turning a messy export into a table you can trust: spaces, capitals,
          spellings, numbers stored as text, broken dates, stand-in values, validation and duplicates, worked
          through on one example.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
