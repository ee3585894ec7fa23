import { z } from "zod";
import { encodeBase64 } from "../../core/invoice/base64";
import type { PeppolConfig } from "../env";
import { type PeppolProvider, PeppolProviderError, type TransmissionState } from "./provider";

/** The provider's words are shown to users (a rejection reason): bounded, one line. */
const reasonText = z
  .string()
  .transform((text) => text.replace(/\s+/g, " ").trim().slice(0, 500))
  .pipe(z.string().min(1));

const participantBody = z.object({
  participantId: z.string().min(3).max(100),
  documentTypes: z.array(z.string().max(500)).max(500),
});

const registrationBody = z.object({
  id: z.string().min(1).max(200).nullish(),
  status: z.enum(["active", "pending", "failed"]),
  reason: reasonText.nullish(),
});

const transmissionBody = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(["sent", "delivered", "rejected", "failed"]),
  reason: reasonText.nullish(),
});

const errorBody = z.object({ error: z.object({ message: reasonText }) });

async function readJson<T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> {
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PeppolProviderError("unavailable", `unreadable ${what} answer`);
  return parsed.data;
}

/** The provider's reason for a 4xx, or a plain one when it gave none we can read. */
async function readRefusal(response: Response): Promise<string> {
  const parsed = errorBody.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data.error.message : `refused with HTTP ${response.status}`;
}

function toState(body: z.infer<typeof transmissionBody>): TransmissionState {
  if (body.status === "sent" || body.status === "delivered") return { status: body.status };
  return { status: body.status, reason: body.reason ?? "No reason given." };
}

/**
 * The access point's REST API (docs/decisions/280): Bearer key, JSON, a timeout on every call, and
 * every answer parsed before it is believed. Throws PeppolProviderError only.
 */
export function createHttpPeppolProvider(config: PeppolConfig): PeppolProvider {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    try {
      const response = await fetch(`${config.PEPPOL_API_BASE}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.PEPPOL_API_KEY}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.PEPPOL_TIMEOUT_MS),
      });
      if (response.status >= 500 || response.status === 429 || response.status === 401) {
        // A wrong key is our configuration, not the user's doing: "not reachable" for them, logged for us.
        if (response.status === 401) console.error("Peppol provider refused our API key (HTTP 401)");
        await response.body?.cancel();
        throw new PeppolProviderError("unavailable", `access point answered HTTP ${response.status}`);
      }
      return response;
    } catch (error) {
      if (error instanceof PeppolProviderError) throw error;
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new PeppolProviderError(
        "unavailable",
        timedOut ? "access point timed out" : "access point unreachable",
      );
    }
  }

  async function expectNoContent(response: Response): Promise<void> {
    await response.body?.cancel();
  }

  return {
    async lookupParticipant(participantId) {
      const response = await call("GET", `/participants/${encodeURIComponent(participantId)}`);
      if (response.status === 404) {
        await expectNoContent(response);
        return { found: false };
      }
      if (!response.ok) throw new PeppolProviderError("refused", await readRefusal(response));
      const body = await readJson(response, participantBody, "lookup");
      return {
        found: true,
        participantId: body.participantId.toLowerCase(),
        documentTypes: body.documentTypes,
      };
    },

    async registerParticipant(participantId) {
      const response = await call("POST", "/registrations", { participantId });
      if (response.status === 409) throw new PeppolProviderError("conflict", await readRefusal(response));
      if (!response.ok) throw new PeppolProviderError("refused", await readRefusal(response));
      const body = await readJson(response, registrationBody, "registration");
      const providerRef = body.id ?? null;
      if (body.status === "failed")
        return { status: "failed", providerRef, reason: body.reason ?? "No reason given." };
      return { status: body.status, providerRef };
    },

    async unregisterParticipant(participantId) {
      const response = await call("DELETE", `/registrations/${encodeURIComponent(participantId)}`);
      // Gone already is what we asked for.
      if (response.ok || response.status === 404) return expectNoContent(response);
      throw new PeppolProviderError("refused", await readRefusal(response));
    },

    async sendDocument(document) {
      const response = await call(
        "POST",
        "/transmissions",
        {
          sender: document.sender,
          receiver: document.receiver,
          documentTypeId: document.documentTypeId,
          processId: document.processId,
          document: encodeBase64(document.xml),
        },
        { "Idempotency-Key": document.idempotencyKey },
      );
      if (!response.ok) throw new PeppolProviderError("refused", await readRefusal(response));
      return (await readJson(response, transmissionBody, "send")).id;
    },

    async getTransmission(transmissionId) {
      const response = await call("GET", `/transmissions/${encodeURIComponent(transmissionId)}`);
      if (response.status === 404) {
        await expectNoContent(response);
        throw new PeppolProviderError("not_found", "no such transmission at the access point");
      }
      if (!response.ok) throw new PeppolProviderError("refused", await readRefusal(response));
      return toState(await readJson(response, transmissionBody, "status"));
    },
  };
}
