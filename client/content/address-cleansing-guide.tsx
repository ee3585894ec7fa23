import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Article, type ArticleSection } from "../components/content/article";
import { Callout } from "../components/content/callout";
import { CodeBlock } from "../components/content/code-block";
import { DataTable } from "../components/content/data-table";
import { ToolCta } from "../components/content/tool-cta";

const SECTIONS: readonly ArticleSection[] = [
  {
    id: "why-addresses-go-wrong",
    title: "Why addresses go wrong",
    body: (
      <>
        <p>
          Addresses are typed by customers, sales staff and call-centre agents, each in their own way, and
          then copied between systems with different field layouts. The result is a list where the same
          building appears in five spellings, and where parcels, invoices and reminders go astray.
        </p>
        <p>Address cleansing has four steps, in this order:</p>
        <ol>
          <li>
            <strong>Parse:</strong> split the address into its parts.
          </li>
          <li>
            <strong>Standardise:</strong> write each part in one agreed form.
          </li>
          <li>
            <strong>Validate:</strong> check the parts against the rules and, where possible, against a
            reference register.
          </li>
          <li>
            <strong>De-duplicate:</strong> find records that now turn out to be the same address.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: "dutch-address-structure",
    title: "The structure of a Dutch address",
    body: (
      <>
        <p>
          The official source for Dutch addresses is the Basisregistratie Adressen en Gebouwen (BAG), kept by
          the municipalities and made available through the Kadaster. It stores an address in these parts:
        </p>
        <DataTable
          caption="Parts of a Dutch address as the BAG defines them"
          columns={["Part", "BAG name", "Rule", "Example"]}
          rows={[
            ["Street", "Openbare ruimte", "The full official name", "Burgemeester de Withstraat"],
            ["House number", "Huisnummer", "A whole number from 1 to 99999", "12"],
            ["House letter", "Huisletter", "One letter, optional", "A"],
            ["Addition", "Huisnummertoevoeging", "Up to 4 letters or digits, optional", "2, II, hs"],
            ["Postcode", "Postcode", "4 digits (first not 0) and 2 capital letters", "3511 AB"],
            ["Town", "Woonplaats", "The official town name", "Utrecht"],
          ]}
        />
        <p>
          Postcode plus house number (with letter and addition) identifies an address almost uniquely, which
          is why Dutch web forms ask for those two and fill in the street and town.
        </p>
      </>
    ),
  },
  {
    id: "dutch-postcodes",
    title: "Dutch postcodes",
    body: (
      <>
        <p>
          A Dutch postcode has four digits from 1000 to 9999, a space, and two capital letters:{" "}
          <code>1234 AB</code>. The letter combinations SA, SD and SS are not used. Common ways it goes wrong,
          and the fix:
        </p>
        <DataTable
          caption="Postcode variants and their standard form"
          columns={["Found", "Problem", "Standard form"]}
          rows={[
            ["3511ab", "No space, lower case", "3511 AB"],
            ["3511  AB", "Double space", "3511 AB"],
            ["3511-AB", "Hyphen", "3511 AB"],
            ["NL-3511 AB", "Country prefix", "3511 AB (country in its own field)"],
            ["351 1AB", "Space in the wrong place", "3511 AB"],
            ["0511 AB", "Starts with 0", "Invalid: check the source"],
            ["3511", "Letters missing", "Incomplete: look it up from street and town"],
          ]}
        />
        <p>
          Normalise by removing everything that is not a letter or digit, upper-casing, and inserting a space
          after the fourth character. Then validate with a pattern:
        </p>
        <CodeBlock
          caption="Regular expression for a Dutch postcode"
          code={"^[1-9][0-9]{3} (?!SA|SD|SS)[A-Z]{2}$"}
        />
        <p>
          In Excel, the <Link to="/excel-text-functions-guide">text functions guide</Link> shows a formula
          that reformats postcodes, and the <Link to="/excel-data-cleaning-guide">data cleaning guide</Link>{" "}
          one that validates them.
        </p>
      </>
    ),
  },
  {
    id: "house-numbers",
    title: "House numbers and additions",
    body: (
      <>
        <p>
          House number additions cause most Dutch address errors, because people write them in many ways and
          many systems have only one field for them.
        </p>
        <DataTable
          caption="House number variants"
          columns={["As typed", "House number", "Letter", "Addition", "Note"]}
          rows={[
            ["12A", "12", "A", "", "House letter"],
            ["12-A", "12", "A", "", "Hyphen is not part of the address"],
            ["12 a", "12", "A", "", "Letters in capitals"],
            ["12-2", "12", "", "2", "Often a floor or unit"],
            ["12 II", "12", "", "II", "Roman numeral for a floor, common in Amsterdam"],
            ["12 hs", "12", "", "hs", "Huis: the ground-floor dwelling"],
          ]}
        />
        <p>
          Store number, letter and addition in separate fields when your system allows it. When it does not,
          write them in one consistent way, for example <code>12 A</code> and <code>12-2</code>, and never put
          the addition in the street field.
        </p>
        <Callout title="Street names that contain numbers" tone="warning">
          <p>
            "Plein 1944 3" and "2e Hugo de Grootstraat 10" are valid addresses. Split off the house number
            from the end of the line, not at the first digit.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "street-and-town-names",
    title: "Street and town names",
    body: (
      <>
        <p>
          Abbreviations are the main source of variation in street names. Expand them to the official name, or
          choose the BAG's shortened form consistently when a field is too short (the BAG also has an official
          short name of at most 24 characters for long street names).
        </p>
        <DataTable
          caption="Common abbreviations in Dutch addresses"
          columns={["Abbreviation", "Full form", "Example"]}
          rows={[
            ["str.", "straat", "Kerkstr. 1 → Kerkstraat 1"],
            ["ln", "laan", "Stationsln 4 → Stationslaan 4"],
            ["pln", "plein", "Marktpln 2 → Marktplein 2"],
            ["Burg.", "Burgemeester", "Burg. de Withstraat → Burgemeester de Withstraat"],
            ["Prof.", "Professor", "Prof. Kohnstammlaan"],
            ["v.", "van", "J. v. Goyenkade → Jan van Goyenkade"],
            ["Adm.", "Admiraal", "Adm. de Ruyterweg"],
          ]}
        />
        <p>
          Town names have official spellings too: "'s-Hertogenbosch" (not "Den Bosch" in the address),
          "'s-Gravenhage" for The Hague in some registers but "Den Haag" as the common postal form. Pick one
          form per town and map the others to it. The postcode determines the town, so a postcode that does
          not match the town points at a typo in one of them.
        </p>
      </>
    ),
  },
  {
    id: "postal-layout",
    title: "Writing the address on post",
    body: (
      <>
        <p>
          For mail in the Netherlands, PostNL's addressing advice puts the name first, then street and house
          number, then postcode and town on one line, with two spaces between postcode and town and the town
          in capitals:
        </p>
        <CodeBlock
          caption="A Dutch postal address"
          code={`Bakkerij de Vries B.V.
t.a.v. J. de Vries
Oudegracht 12 A
3511 AB  UTRECHT`}
        />
        <p>For mail from abroad, add NETHERLANDS on a last line.</p>
      </>
    ),
  },
  {
    id: "other-countries",
    title: "Postcodes in neighbouring countries",
    body: (
      <>
        <p>
          Do not apply Dutch rules to foreign addresses. Keep a country code (ISO 3166, such as NL, BE, DE) in
          its own field and validate each postcode with the rule of its country:
        </p>
        <DataTable
          caption="Postcode formats"
          columns={["Country", "Format", "Example"]}
          rows={[
            ["Netherlands (NL)", "4 digits, space, 2 letters", "3511 AB"],
            ["Belgium (BE)", "4 digits", "1000"],
            ["Germany (DE)", "5 digits", "10115"],
            ["France (FR)", "5 digits", "75001"],
            ["Luxembourg (LU)", "4 digits, often written with L-", "L-1111"],
            ["United Kingdom (GB)", "Letters and digits in two parts", "SW1A 1AA"],
          ]}
        />
        <p>Belgian addresses put the house number after the street, like Dutch ones; German ones too.</p>
      </>
    ),
  },
  {
    id: "validate-and-deduplicate",
    title: "Validate against a register, then de-duplicate",
    body: (
      <>
        <p>
          Rules catch malformed addresses; only a register catches addresses that are well-formed but do not
          exist. For the Netherlands, the BAG is available as open data through the Kadaster and PDOK, and
          commercial postcode services offer lookups by postcode and house number. A good check compares
          postcode + house number with the street and town in your record and reports every difference for
          review.
        </p>
        <p>
          Once addresses are standardised, duplicates become visible: two customer records at "3511 AB 12 A"
          are worth a look even if the names differ. Use the standardised postcode, house number and addition
          as a matching key, together with the name. The{" "}
          <Link to="/crm-data-hygiene-guide">CRM data hygiene guide</Link> explains how to decide which record
          survives.
        </p>
        <ToolCta
          to="/data-cleansing-services"
          title="Thousands of addresses to fix?"
          action="See our data cleansing services"
        >
          <p>
            We parse, standardise and validate Dutch and international addresses, and list every change we
            make.
          </p>
        </ToolCta>
        <p>
          For smaller lists, our <Link to="/duplicate-removal-tool">duplicate removal tool</Link> finds
          records with the same standardised address in your browser.
        </p>
      </>
    ),
  },
];

export default function AddressCleansingGuide(): ReactElement {
  return (
    <Article
      path="/address-cleansing-guide"
      lastReviewed="2026-11-22"
      lead={
        <p>
          How to parse, standardise and validate postal addresses, with the Dutch rules in detail: the BAG,
          postcodes, house number additions, street abbreviations and how to write an address on post.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
