import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { UNIT_CODES } from "../../../core/invoice/model";

type Catalogue = Record<string, unknown>;

function readCatalogue(language: "en" | "nl"): Catalogue {
  return JSON.parse(readFileSync(new URL(`../../../messages/${language}.json`, import.meta.url), "utf8"));
}

/** The texts a message shows: the string, or the `match` variants of a plural (not its declarations). */
function shownTexts(message: unknown): string[] {
  if (typeof message === "string") return [message];
  if (Array.isArray(message)) return message.flatMap(shownTexts);
  if (message && typeof message === "object" && "match" in message)
    return Object.values((message as { match: Record<string, unknown> }).match).flatMap(shownTexts);
  return [];
}

function entries(catalogue: Catalogue): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, message]) =>
    shownTexts(message).map((text): [string, string] => [key, text]),
  );
}

/** Words that are English only; placeholders and quoted terms are not prose. */
const ENGLISH_WORDS =
  /\b(the|and|your|with|found|please|not|which|this|click|choose|select|enter|company|should|must|cannot|invoices?)\b/i;

/** Where an English word is the point: a guide's English title, codes, an e-mail filter, XML names. */
const ENGLISH_ON_PURPOSE = new Set([
  "nav_invoice_rules_en",
  "processor_input_document_type",
  "inbound_gmail_query",
  "generator_xml_not_einvoice",
]);

describe("the Dutch catalogue", () => {
  const nl = entries(readCatalogue("nl"));

  it("has no English words in Dutch sentences", () => {
    const english = nl
      .filter(([key]) => !ENGLISH_ON_PURPOSE.has(key))
      .map(([key, text]) => [key, text.replace(/\{[^}]*\}/g, "").replace(/„[^”]*”|'[^']*'|"[^"]*"/g, "")])
      .filter(([, text]) => ENGLISH_WORDS.test(text ?? ""))
      .map(([key]) => key);
    expect(english).toEqual([]);
  });

  it("names a button's download the Dutch way ('CSV downloaden', not 'Download CSV')", () => {
    expect(nl.filter(([, text]) => /^Download\b/.test(text)).map(([key]) => key)).toEqual([]);
  });

  it("calls the generator one name", () => {
    expect(nl.filter(([, text]) => /factuurmaker/i.test(text)).map(([key]) => key)).toEqual([]);
  });

  it("says which plan the usage is on in proper Dutch", () => {
    const usage = nl.find(([key]) => key === "billing_usage_on_plan")?.[1];
    expect(usage).not.toMatch(/met abonnement \{plan\}/);
  });
});

describe("percentages", () => {
  // Taaladvies: no space between a number and the percent sign ("21%"); English writes it the same way.
  for (const language of ["nl", "en"] as const)
    it(`are written "21%" throughout the ${language} catalogue`, () => {
      const spaced = entries(readCatalogue(language))
        .filter(([, text]) => /\d %/.test(text))
        .map(([key]) => key);
      expect(spaced).toEqual([]);
    });
});

describe("unit names", () => {
  for (const language of ["nl", "en"] as const)
    it(`are distinct in ${language}, so the unit list never offers the same word twice`, () => {
      const names = Object.values(UNIT_CODES).map((labels) => labels[language]);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    });
});

describe("the English catalogue", () => {
  it("does not say 'your company's company details'", () => {
    const en = readCatalogue("en");
    const sentence = String(en.generator_missing_company).replace(
      "{fields}",
      String(en.generator_missing_details),
    );
    expect(sentence).not.toMatch(/company's company/);
  });
});
