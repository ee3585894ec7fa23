import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { CodeBlock } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

function F({ children }: { children: string }): ReactElement {
  return <code>{children}</code>;
}

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "overview",
    title: "The functions at a glance",
    body: (
      <>
        <p>
          Text functions clean data without touching the original: you write a formula in a helper column,
          check the result, then paste it over the source as values. This table lists the ones this guide
          covers, with their names in Dutch-language Excel, where arguments are separated by semicolons
          instead of commas.
        </p>
        <DataTable
          caption="Excel text functions for cleaning data"
          columns={["Function", "Dutch name", "What it does", "Available in"]}
          rows={[
            [
              "TRIM",
              "SPATIES.WISSEN",
              "Removes spaces at both ends and reduces runs of spaces to one",
              "All versions",
            ],
            [
              "CLEAN",
              "WISSEN.CONTROL",
              "Removes non-printable characters such as line breaks",
              "All versions",
            ],
            ["PROPER", "BEGINLETTERS", "Capitalises the first letter of every word", "All versions"],
            [
              "UPPER / LOWER",
              "HOOFDLETTERS / KLEINE.LETTERS",
              "Converts to upper or lower case",
              "All versions",
            ],
            ["SUBSTITUTE", "SUBSTITUEREN", "Replaces specific text with other text", "All versions"],
            [
              "LEFT / RIGHT / MID",
              "LINKS / RECHTS / DEEL",
              "Takes characters from the start, end or middle",
              "All versions",
            ],
            [
              "FIND / SEARCH",
              "VIND.ALLES / VIND.SPEC",
              "Position of text; FIND is case-sensitive, SEARCH is not",
              "All versions",
            ],
            [
              "NUMBERVALUE",
              "NUMERIEKE.WAARDE",
              "Turns text such as 1.234,56 into a number",
              "Excel 2013 and later",
            ],
            [
              "TEXTJOIN",
              "TEKST.COMBINEREN",
              "Joins values with a separator, optionally skipping blanks",
              "Excel 2019 and later",
            ],
            ["TEXTSPLIT", "TEKST.SPLITSEN", "Splits text into columns and rows", "Microsoft 365"],
            [
              "TEXTBEFORE / TEXTAFTER",
              "TEKST.VOOR / TEKST.NA",
              "Text before or after a delimiter",
              "Microsoft 365",
            ],
          ]}
        />
      </>
    ),
  },
  {
    id: "trim",
    title: "TRIM: stray spaces",
    body: (
      <>
        <p>
          TRIM removes spaces at the start and end of a text and turns every run of spaces inside it into a
          single space. It is the first thing to apply to names, e-mail addresses and codes imported from
          other systems.
        </p>
        <DataTable
          caption="TRIM examples (· marks a space)"
          columns={["Cell A2", "Formula", "Result"]}
          rows={[
            ["··Jan···de·Vries·", <F key="f">{"=TRIM(A2)"}</F>, "Jan de Vries"],
            ["NL859123479B01·", <F key="f">{"=TRIM(A2)"}</F>, "NL859123479B01"],
          ]}
        />
        <Callout title="TRIM does not remove non-breaking spaces" tone="warning">
          <p>
            Text copied from a web page often contains non-breaking spaces (character 160). TRIM only removes
            the normal space (character 32), so convert them first:
          </p>
          <CodeBlock code={'=TRIM(SUBSTITUTE(A2, CHAR(160), " "))'} />
        </Callout>
      </>
    ),
  },
  {
    id: "clean",
    title: "CLEAN: line breaks and control characters",
    body: (
      <>
        <p>
          CLEAN removes the non-printable characters with codes 0 to 31, including line feeds (10) and
          carriage returns (13) that appear when an address was typed on several lines in a CRM. It simply
          deletes them, so words on either side can run together:
        </p>
        <DataTable
          caption="Line breaks in an address cell"
          columns={["Formula", "Result"]}
          rows={[
            [<F key="f">{"=CLEAN(A2)"}</F>, "Oudegracht 12Utrecht"],
            [
              <F key="f">{'=SUBSTITUTE(CLEAN(SUBSTITUTE(A2, CHAR(10), ", ")), CHAR(13), "")'}</F>,
              "Oudegracht 12, Utrecht",
            ],
          ]}
        />
        <p>
          Replace the line break with a separator first, then let CLEAN remove whatever is left. CLEAN does
          not remove character 160 or a few other Unicode control characters; combine it with SUBSTITUTE for
          those.
        </p>
      </>
    ),
  },
  {
    id: "proper-upper-lower",
    title: "PROPER, UPPER and LOWER: capitals",
    body: (
      <>
        <p>
          PROPER capitalises the first letter of every word and lowers the rest. That is right for most names
          and wrong for Dutch surname prefixes (tussenvoegsels), which are written in lower case after a first
          name or initials:
        </p>
        <DataTable
          caption="PROPER on Dutch names"
          columns={["Cell A2", "Formula", "Result"]}
          rows={[
            ["JAN DE VRIES", <F key="f">{"=PROPER(A2)"}</F>, "Jan De Vries"],
            [
              "JAN DE VRIES",
              <F key="f">{'=SUBSTITUTE(SUBSTITUTE(PROPER(A2), " De ", " de "), " Van ", " van ")'}</F>,
              "Jan de Vries",
            ],
            ["o'brien", <F key="f">{"=PROPER(A2)"}</F>, "O'Brien"],
            ["2nd floor", <F key="f">{"=PROPER(A2)"}</F>, "2Nd Floor"],
          ]}
        />
        <p>
          PROPER also capitalises any letter after a non-letter, hence "2Nd". Use it on name columns only,
          never on codes or addresses with numbers. For comparison keys, use LOWER; for codes such as
          postcodes and VAT numbers, use UPPER.
        </p>
      </>
    ),
  },
  {
    id: "substitute",
    title: "SUBSTITUTE: replace specific characters",
    body: (
      <>
        <p>
          <F>{"SUBSTITUTE(text, old_text, new_text, [instance_num])"}</F> replaces every occurrence of{" "}
          <em>old_text</em>, or only the n-th one when you give <em>instance_num</em>. It is case-sensitive.
          Nest it to remove several characters, for example to reduce a phone number to digits:
        </p>
        <CodeBlock
          caption="Reduce +31 (0)20-123 45 67 to +31201234567"
          code={
            '=SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(A2, " ", ""), "-", ""), "(0)", ""), "(", ""), ")", "")'
          }
        />
        <p>
          The order matters: remove <F>(0)</F> before the single brackets, or the zero stays behind. The
          result for the example is <F>+31201234567</F>.
        </p>
        <h3>Dutch postcodes</h3>
        <p>
          A Dutch postcode is four digits, a space and two capital letters: <F>1234 AB</F>. To turn{" "}
          <F>1234ab</F>, <F>1234 ab</F> or <F>1234 AB</F> into that form:
        </p>
        <CodeBlock
          code={'=UPPER(LEFT(SUBSTITUTE(A2, " ", ""), 4) & " " & RIGHT(SUBSTITUTE(A2, " ", ""), 2))'}
        />
        <p>
          Check the result with a length test (<F>{"=LEN(B2)=7"}</F>) and read more about addresses in our{" "}
          <Link to="/address-cleansing-guide">address cleansing guide</Link>.
        </p>
      </>
    ),
  },
  {
    id: "left-right-mid-find",
    title: "LEFT, RIGHT, MID with FIND and SEARCH",
    body: (
      <>
        <p>
          In versions without TEXTBEFORE and TEXTAFTER, you cut text by position. FIND gives the position of a
          character; LEFT, RIGHT and MID take the pieces.
        </p>
        <DataTable
          caption="Splitting an e-mail address in any Excel version"
          columns={["Want", "Formula", "Result for info@bakkerijdevries.nl"]}
          rows={[
            ["Mailbox", <F key="f">{'=LEFT(A2, FIND("@", A2) - 1)'}</F>, "info"],
            ["Domain", <F key="f">{'=MID(A2, FIND("@", A2) + 1, LEN(A2))'}</F>, "bakkerijdevries.nl"],
            ["Has an @", <F key="f">{'=ISNUMBER(FIND("@", A2))'}</F>, "TRUE"],
          ]}
        />
        <p>
          FIND returns #VALUE! when the text is not found; wrap it in IFERROR when some cells lack the
          character. SEARCH works the same way but ignores case and accepts the wildcards <F>*</F> and{" "}
          <F>?</F>.
        </p>
      </>
    ),
  },
  {
    id: "textsplit",
    title: "TEXTSPLIT, TEXTBEFORE and TEXTAFTER",
    body: (
      <>
        <p>
          In Microsoft 365 these replace most LEFT/MID/FIND constructions. TEXTSPLIT spills its result into
          neighbouring cells.
        </p>
        <DataTable
          caption="Microsoft 365 text splitting"
          columns={["Cell A2", "Formula", "Result"]}
          rows={[
            [
              "Oudegracht 12;3511 AB;Utrecht",
              <F key="f">{'=TEXTSPLIT(A2, ";")'}</F>,
              "Oudegracht 12 | 3511 AB | Utrecht (three cells)",
            ],
            ["a,b,,d", <F key="f">{'=TEXTSPLIT(A2, ",", , TRUE)'}</F>, "a | b | d (empty value skipped)"],
            ["info@bakkerijdevries.nl", <F key="f">{'=TEXTAFTER(A2, "@")'}</F>, "bakkerijdevries.nl"],
            ["Jan de Vries", <F key="f">{'=TEXTBEFORE(A2, " ")'}</F>, "Jan"],
            ["Jan de Vries", <F key="f">{'=TEXTAFTER(A2, " ")'}</F>, "de Vries"],
            ["Oudegracht 12", <F key="f">{'=TEXTAFTER(A2, " ", -1)'}</F>, "12 (after the last space)"],
          ]}
        />
        <p>
          A negative instance number counts from the end, which is how you take the house number off a street
          address. Splitting names into first and last name is unreliable with Dutch prefixes and double first
          names; keep the full name and split only when a system demands it.
        </p>
      </>
    ),
  },
  {
    id: "numbers-stored-as-text",
    title: "NUMBERVALUE: numbers stored as text",
    body: (
      <>
        <p>
          Exports from Dutch systems write amounts as <F>1.234,56</F>. In an Excel set to English, that is
          text, not a number, and sums ignore it. NUMBERVALUE converts it with the separators you specify,
          whatever the language of your Excel:
        </p>
        <DataTable
          caption="Converting amounts written the Dutch way"
          columns={["Cell A2", "Formula", "Result"]}
          rows={[
            ["1.234,56", <F key="f">{'=NUMBERVALUE(A2, ",", ".")'}</F>, "1234.56"],
            ["€ 99,95", <F key="f">{'=NUMBERVALUE(SUBSTITUTE(A2, "€", ""), ",", ".")'}</F>, "99.95"],
            ["-12,50", <F key="f">{'=NUMBERVALUE(A2, ",", ".")'}</F>, "-12.5"],
          ]}
        />
      </>
    ),
  },
  {
    id: "textjoin",
    title: "TEXTJOIN: putting pieces back together",
    body: (
      <>
        <p>
          TEXTJOIN joins values with a separator and can skip empty cells, which the <F>&amp;</F> operator
          cannot. With street, house number, addition, postcode and city in B2:F2:
        </p>
        <CodeBlock code={'=TEXTJOIN(" ", TRUE, B2:D2) & ", " & TEXTJOIN(" ", TRUE, E2:F2)'} />
        <p>
          For <em>Oudegracht</em>, <em>12</em>, an empty addition, <em>3511 AB</em> and <em>Utrecht</em> this
          gives <F>Oudegracht 12, 3511 AB Utrecht</F>, without a double space where the addition is missing.
        </p>
      </>
    ),
  },
  {
    id: "combine-with-let",
    title: "Combining steps with LET",
    body: (
      <>
        <p>
          Nested functions get hard to read. In Microsoft 365, LET names intermediate results. This formula
          builds a comparison key for e-mail addresses in one readable step:
        </p>
        <CodeBlock
          code={`=LET(
  raw, A2,
  spaced, SUBSTITUTE(raw, CHAR(160), " "),
  cleaned, TRIM(CLEAN(spaced)),
  LOWER(cleaned)
)`}
        />
        <p>
          Keys like this are what you compare when removing duplicates, as explained in the{" "}
          <Link to="/excel-remove-duplicates-guide">Excel remove duplicates guide</Link>. For the complete
          workflow from messy export to clean table, see the{" "}
          <Link to="/excel-data-cleaning-guide">Excel data cleaning guide</Link>.
        </p>
        <ToolCta
          to="/duplicate-removal-tool"
          title="Clean and de-duplicate without formulas"
          action="Open the duplicate removal tool"
        >
          <p>Trimming, case and spacing are normalised for you before rows are compared, in your browser.</p>
        </ToolCta>
      </>
    ),
  },
];

export default function ExcelTextFunctionsGuide(): ReactElement {
  return (
    <Article
      path="/excel-text-functions-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          The Excel functions that fix messy text: TRIM, CLEAN, PROPER, SUBSTITUTE, TEXTSPLIT and more, each
          with worked examples on real-world Dutch names, addresses, postcodes, phone numbers and amounts.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
