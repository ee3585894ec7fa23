import type { ExtractOptions } from "../../core/invoice/extraction/extract-invoice";
import { findCompanyDetails } from "../account/company-store";
import type { Database } from "../db/client";

/**
 * What extraction must know about the user: their own company from the profile (it is the buyer on
 * every invoice they receive, never the supplier).
 */
export async function loadExtractionOptions(db: Database, userId: string): Promise<ExtractOptions> {
  const company = await findCompanyDetails(db, userId);
  if (!company) return {};
  return {
    ownCompany: {
      name: company.companyName,
      vatId: company.vatNumber,
      kvk: company.kvkNumber,
      iban: company.iban,
    },
  };
}
