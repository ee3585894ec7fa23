import { readFileSync } from "node:fs";
import { readPdf } from "../../../core/invoice/extraction/pdf/read-pdf";
import type { ReviewTruth } from "./corpus-truth";

/**
 * The seller's country as a person reads it on the page, for the review's BR-09 question. The
 * hybrid PDFs print what their XML holds (SellerTradeParty's CountryID); the everyday PDFs print
 * these suppliers' addresses in the United States and Canada (read off each page's text layer).
 */
const EVERYDAY_COUNTRY_ON_PAGE: Readonly<Record<string, string>> = {
  parsee_calendly_3189846: "US",
  "parsee_naturalreaders_B172FB37-0003": "CA",
  parsee_netlify_INV04789023: "US",
  "parsee_userpilot_5340DF53-0001": "US",
};

let cache: Map<string, string | null> | null = null;

export function sellerCountryOnPage(truth: ReviewTruth): string | null {
  if (truth.set === "everyday") return EVERYDAY_COUNTRY_ON_PAGE[truth.name] ?? null;
  cache ??= new Map();
  if (cache.has(truth.name)) return cache.get(truth.name) ?? null;
  return null;
}

/** Reads the country from the hybrid PDF's embedded XML (the page shows the same address). */
export async function loadSellerCountry(truth: ReviewTruth): Promise<void> {
  if (truth.set !== "invoices") return;
  cache ??= new Map();
  const read = await readPdf(new Uint8Array(readFileSync(truth.originalPath)));
  const xml = read.ok ? new TextDecoder().decode(read.value.attachments[0]?.content ?? new Uint8Array()) : "";
  const seller = /<[\w:]*SellerTradeParty>([\s\S]*?)<\/[\w:]*SellerTradeParty>/.exec(xml)?.[1] ?? "";
  cache.set(truth.name, /<[\w:]*CountryID>([A-Z]{2})</.exec(seller)?.[1] ?? null);
}
