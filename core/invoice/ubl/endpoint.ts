import { normaliseVatNumber } from "../../validation/btw-id";
import type { Party } from "../model";
import { KVK_SCHEME, OIN_SCHEME, VAT_ENDPOINT_SCHEMES } from "./constants";

export interface Endpoint {
  readonly scheme: string;
  readonly id: string;
}

/**
 * The Peppol electronic address (BT-34 / BT-49), a Peppol participant identifier: the one the party
 * gave, else one derived from the party: a Dutch KvK number (0106), a Dutch government OIN (0190, 20 digits), else a VAT-number
 * scheme of the party's country (9944 for NL, 9930 for DE…). An e-mail address is not a Peppol
 * participant scheme (EAS "EM" is refused by Peppol), so without any of these there is no
 * endpoint and the readiness check says so (issue-readiness.ts). Deterministic, so the reader
 * does not need to store it.
 */
export function deriveEndpoint(party: Party): Endpoint | null {
  const given = /^(\d{4}):(\S+)$/.exec(party.peppolId?.trim() ?? "");
  if (given?.[1] && given[2]) return { scheme: given[1], id: given[2] };
  const registration = party.kvk.replace(/[\s.]/g, "");
  if (/^\d{20}$/.test(registration)) return { scheme: OIN_SCHEME, id: registration };
  if (/^\d{8}$/.test(registration) && party.address.country === "NL")
    return { scheme: KVK_SCHEME, id: registration };
  const vat = normaliseVatNumber(party.vatNumber);
  const vatScheme = VAT_ENDPOINT_SCHEMES[vat.slice(0, 2)];
  if (vat.length > 2 && vatScheme) return { scheme: vatScheme, id: vat };
  if (/^\d{8}$/.test(registration)) return { scheme: KVK_SCHEME, id: registration };
  return null;
}
