import { PEPPOL_DOCUMENT_TYPES } from "../../core/peppol/document-types";
import {
  derivePeppolParticipantIds,
  formatPeppolParticipantId,
  parsePeppolParticipantId,
} from "../../core/peppol/participant-id";
import type { PeppolProvider } from "./provider";

export type ReceiverLookup =
  | { readonly reachable: true; readonly participantId: string }
  | { readonly reachable: false; readonly tried: readonly string[] };

/** The candidate ids of a customer: the one it gave, then those of its KvK and VAT number. */
export function candidateParticipantIds(party: {
  readonly peppolId?: string | null;
  readonly kvk?: string | null;
  readonly vatNumber?: string | null;
}): string[] {
  const given = party.peppolId ? parsePeppolParticipantId(party.peppolId) : null;
  const ids = [
    ...(given?.ok ? [formatPeppolParticipantId(given.value)] : []),
    ...derivePeppolParticipantIds(party).map(formatPeppolParticipantId),
  ];
  return [...new Set(ids)];
}

/**
 * The first candidate the network knows and that accepts BIS Billing invoices, asked in order (at
 * most a handful: KvK, VAT and the given id). Provider errors propagate: "unknown" is not "not on Peppol".
 */
export async function findReachableReceiver(
  provider: PeppolProvider,
  candidates: readonly string[],
): Promise<ReceiverLookup> {
  for (const candidate of candidates) {
    const found = await provider.lookupParticipant(candidate);
    if (found.found && found.documentTypes.includes(PEPPOL_DOCUMENT_TYPES.invoice))
      return { reachable: true, participantId: candidate };
  }
  return { reachable: false, tried: candidates };
}
