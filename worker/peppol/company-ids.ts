import { derivePeppolParticipantIds, formatPeppolParticipantId } from "../../core/peppol/participant-id";
import { findCompanyDetails } from "../account/company-store";
import type { Database } from "../db/client";

/** The participant ids the user's own company details give (KvK first, then VAT), canonical. */
export async function suggestOwnParticipantIds(db: Database, userId: string): Promise<string[]> {
  const company = await findCompanyDetails(db, userId);
  if (!company) return [];
  return derivePeppolParticipantIds({ kvk: company.kvkNumber, vatNumber: company.vatNumber }).map(
    formatPeppolParticipantId,
  );
}
