import type { ExtractOptions } from "../../core/invoice/extraction/extract-invoice";
import { findCompanyDetails } from "../account/company-store";
import type { Database } from "../db/client";
import { listFieldHints } from "./supplier-hints";

/**
 * What extraction must know about the user: their own company from the profile (it is the buyer on
 * every invoice they receive, never the supplier) and what their corrections taught per supplier.
 */
export async function loadExtractionOptions(db: Database, userId: string): Promise<ExtractOptions> {
  const [company, fieldHints] = await Promise.all([
    findCompanyDetails(db, userId),
    listFieldHints(db, userId),
  ]);
  if (!company) return { fieldHints };
  return {
    fieldHints,
    ownCompany: {
      name: company.companyName,
      vatId: company.vatNumber,
      kvk: company.kvkNumber,
      iban: company.iban,
    },
  };
}
