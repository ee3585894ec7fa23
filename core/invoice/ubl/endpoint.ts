import { normaliseVatNumber } from "../../validation/btw-id";
import type { Party } from "../model";
import { KVK_SCHEME, VAT_ENDPOINT_SCHEMES } from "./constants";

export interface Endpoint {
  readonly scheme: string;
  readonly id: string;
}

/**
 * The Peppol electronic address (BT-34 / BT-49) derived from the party: the KvK number (0106) for
 * Dutch businesses, else a VAT-number scheme, else the e-mail address (EM). Deterministic, so the
 * reader does not need to store it.
 */
export function deriveEndpoint(party: Party): Endpoint | null {
  const kvk = party.kvk.replace(/[\s.]/g, "");
  if (kvk.length > 0 && party.address.country === "NL") return { scheme: KVK_SCHEME, id: kvk };
  const vat = normaliseVatNumber(party.vatNumber);
  const vatScheme = VAT_ENDPOINT_SCHEMES[vat.slice(0, 2)];
  if (vat.length > 2 && vatScheme) return { scheme: vatScheme, id: vat };
  if (party.email.trim().length > 0) return { scheme: "EM", id: party.email.trim() };
  if (kvk.length > 0) return { scheme: KVK_SCHEME, id: kvk };
  return null;
}
