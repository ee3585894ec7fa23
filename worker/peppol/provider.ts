/**
 * The Peppol access point as Factuurkit sees it (docs/decisions/280): four things a provider does
 * for us, whatever its own API looks like. One implementation speaks HTTP (http-provider.ts).
 */

/** What the network's directory (SMP) says about a participant id. */
export type ParticipantLookup =
  | { readonly found: true; readonly participantId: string; readonly documentTypes: readonly string[] }
  | { readonly found: false };

export type RegistrationOutcome =
  | { readonly status: "active" | "pending"; readonly providerRef: string | null }
  | { readonly status: "failed"; readonly providerRef: string | null; readonly reason: string };

export interface OutgoingDocument {
  /** Canonical participant ids ("0106:12345678"). */
  readonly sender: string;
  readonly receiver: string;
  readonly documentTypeId: string;
  readonly processId: string;
  readonly xml: Uint8Array;
  /** The same key for a retried send: the provider answers with the first transmission, never a second. */
  readonly idempotencyKey: string;
}

export type TransmissionState =
  | { readonly status: "sent" | "delivered" }
  | { readonly status: "rejected" | "failed"; readonly reason: string };

export interface PeppolProvider {
  lookupParticipant(participantId: string): Promise<ParticipantLookup>;
  registerParticipant(participantId: string): Promise<RegistrationOutcome>;
  unregisterParticipant(participantId: string): Promise<void>;
  /** The provider's transmission id. */
  sendDocument(document: OutgoingDocument): Promise<string>;
  getTransmission(transmissionId: string): Promise<TransmissionState>;
}

/**
 * Why the provider did not do it. `unavailable`: no usable answer (network, timeout, 5xx, 429, an
 * answer we cannot read) — nothing is known to have happened, try later. `conflict`: the participant
 * id is registered with someone else. `refused`: the provider read the request and said no (its
 * reason in `message`). `not_found`: no such transmission or registration.
 */
export type PeppolProviderErrorKind = "unavailable" | "conflict" | "refused" | "not_found";

export class PeppolProviderError extends Error {
  constructor(
    readonly kind: PeppolProviderErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "PeppolProviderError";
  }
}
