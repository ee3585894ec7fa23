/**
 * A fake Peppol access point for tests and local development (docs/decisions/280): the provider API
 * worker/peppol/http-provider.ts speaks, in memory, never the real network. A test puts participants
 * on the fake network and makes it misbehave the ways a real one does (a participant not on Peppol,
 * a receiver that rejects, a 503 outage, a slow answer, a retried send). `POST /_fake/deliver` posts a
 * signed inbound webhook to the app, as the provider does when a document arrives for our users.
 * Pure fetch API: the workers pool puts it behind the Worker's fetch, Playwright and `npm run dev`
 * serve it over HTTP (fake-peppol-server.ts).
 */
import { createHmac, randomUUID } from "node:crypto";
import { PEPPOL_DOCUMENT_TYPES } from "../../core/peppol/document-types";

export interface FakeTransmission {
  readonly id: string;
  readonly sender: string;
  readonly receiver: string;
  readonly documentTypeId: string;
  readonly processId: string;
  readonly xml: string;
  status: "sent" | "delivered" | "rejected" | "failed";
  reason: string | null;
}

export interface FakePeppolOptions {
  readonly apiKey: string;
  /** Where `/_fake/deliver` posts the inbound webhook, and the secret it signs with. */
  readonly webhook?: {
    readonly appOrigin: string;
    readonly secret: string;
    /** How the webhook reaches the app (the workers pool calls the Worker directly); default fetch. */
    readonly post?: (request: Request) => Promise<Response>;
  };
}

const BIS3_DOCUMENT_TYPES = [PEPPOL_DOCUMENT_TYPES.invoice, PEPPOL_DOCUMENT_TYPES.creditNote];
const BIS3_CUSTOMIZATION = "urn:fdc:peppol.eu:2017:poacc:billing:3.0";

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function refusal(message: string, status: number): Response {
  return json({ error: { message } }, status);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The contract's webhook signature: HMAC-SHA256 over "<t>.<raw body>", hex. */
export function signPeppolWebhook(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

export class FakePeppolAccessPoint {
  /** Participants on the network (any access point), by canonical id. */
  readonly directory = new Map<string, readonly string[]>();
  /** Participant ids registered through this provider, with its reference. */
  readonly registrations = new Map<string, string>();
  readonly transmissions = new Map<string, FakeTransmission>();
  /** Every API call as "METHOD /path", for tests that count them. */
  readonly calls: string[] = [];
  private readonly idempotency = new Map<string, string>();
  private readonly rejections = new Map<string, string>();
  private unavailable = false;
  private loseAnswer = false;
  private delayMs = 0;

  private webhook: FakePeppolOptions["webhook"];

  constructor(private readonly options: FakePeppolOptions) {
    this.webhook = options.webhook;
  }

  /** Where `/_fake/deliver` posts, once the app's address is known (a dev server picks its port late). */
  connectApp(webhook: NonNullable<FakePeppolOptions["webhook"]>): this {
    this.webhook = webhook;
    return this;
  }

  /** A participant that can receive BIS Billing 3.0 invoices and credit notes (or `documentTypes`). */
  addParticipant(participantId: string, documentTypes: readonly string[] = BIS3_DOCUMENT_TYPES): this {
    this.directory.set(participantId.toLowerCase(), documentTypes);
    return this;
  }

  /** The receiver rejects every document with this reason (on the next status read). */
  rejectFor(receiver: string, reason: string): this {
    this.rejections.set(receiver.toLowerCase(), reason);
    return this;
  }

  /** Every API call answers 503 while set. */
  setUnavailable(unavailable: boolean): this {
    this.unavailable = unavailable;
    return this;
  }

  /** The next call is carried out, but its answer never arrives (the caller times out). */
  loseNextAnswer(): this {
    this.loseAnswer = true;
    return this;
  }

  /** Every API call waits this long first (longer than the Worker's timeout: a timeout). */
  setDelay(ms: number): this {
    this.delayMs = ms;
    return this;
  }

  async handle(request: Request, signal: AbortSignal = request.signal): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*?(\/(participants|registrations|transmissions|_fake)\b)/, "$1");
    if (path.startsWith("/_fake/")) return this.handleControl(request, path);
    this.calls.push(`${request.method} ${path}`);
    if (this.delayMs > 0) await wait(this.delayMs, signal);
    if (this.unavailable) return refusal("Service temporarily unavailable", 503);
    if (request.headers.get("authorization") !== `Bearer ${this.options.apiKey}`)
      return refusal("Invalid API key", 401);
    const answer = await this.route(request, path);
    if (!this.loseAnswer) return answer;
    this.loseAnswer = false;
    await wait(2_147_483_647, signal);
    return answer;
  }

  private route(request: Request, path: string): Promise<Response> | Response {
    const [, resource, rawId] = path.split("/");
    const id = rawId ? decodeURIComponent(rawId).toLowerCase() : null;
    if (resource === "participants" && id && request.method === "GET") return this.lookup(id);
    if (resource === "registrations" && !id && request.method === "POST") return this.register(request);
    if (resource === "registrations" && id && request.method === "DELETE") return this.unregister(id);
    if (resource === "transmissions" && !id && request.method === "POST") return this.send(request);
    if (resource === "transmissions" && rawId && request.method === "GET") return this.status(rawId);
    return refusal("Not found", 404);
  }

  private lookup(id: string): Response {
    const documentTypes = this.directory.get(id);
    if (!documentTypes) return refusal("Participant not found in the Peppol directory", 404);
    return json({ participantId: id, documentTypes });
  }

  private async register(request: Request): Promise<Response> {
    const body = (await request.json().catch(() => null)) as { participantId?: unknown } | null;
    const id = typeof body?.participantId === "string" ? body.participantId.toLowerCase() : "";
    if (!/^\d{4}:[^\s:]{1,50}$/.test(id)) return refusal("participantId is not a valid identifier", 422);
    if (this.registrations.has(id) || this.directory.has(id))
      return refusal("This participant is already registered with an access point", 409);
    const ref = `reg_${randomUUID()}`;
    this.registrations.set(id, ref);
    this.directory.set(id, BIS3_DOCUMENT_TYPES);
    return json({ id: ref, participantId: id, status: "active" }, 201);
  }

  private unregister(id: string): Response {
    if (!this.registrations.delete(id)) return refusal("No such registration", 404);
    this.directory.delete(id);
    return new Response(null, { status: 204 });
  }

  private async send(request: Request): Promise<Response> {
    const key = request.headers.get("idempotency-key");
    const replay = key ? this.idempotency.get(key) : undefined;
    const earlier = replay ? this.transmissions.get(replay) : undefined;
    if (earlier) return json({ id: earlier.id, status: earlier.status, reason: earlier.reason }, 200);
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const field = (name: string): string => (typeof body?.[name] === "string" ? (body[name] as string) : "");
    const sender = field("sender").toLowerCase();
    const receiver = field("receiver").toLowerCase();
    const documentTypeId = field("documentTypeId");
    const xml = Buffer.from(field("document"), "base64").toString("utf8");
    if (!this.registrations.has(sender)) return refusal("The sender is not registered with us", 422);
    const accepts = this.directory.get(receiver);
    if (!accepts) return refusal("The receiver is not on the Peppol network", 422);
    if (!accepts.includes(documentTypeId))
      return refusal("The receiver does not accept this document type", 422);
    if (!xml.trimStart().startsWith("<") || !xml.includes(BIS3_CUSTOMIZATION))
      return refusal("The document is not a Peppol BIS Billing 3.0 UBL document", 422);
    const transmission: FakeTransmission = {
      id: `tx_${randomUUID()}`,
      sender,
      receiver,
      documentTypeId,
      processId: field("processId"),
      xml,
      status: "sent",
      reason: null,
    };
    this.transmissions.set(transmission.id, transmission);
    if (key) this.idempotency.set(key, transmission.id);
    return json({ id: transmission.id, status: "sent" }, 201);
  }

  /** sent → delivered (or rejected per scenario) on the next read, as a network that delivers in seconds. */
  private status(id: string): Response {
    const transmission = this.transmissions.get(id);
    if (!transmission) return refusal("No such transmission", 404);
    if (transmission.status === "sent") {
      const rejection = this.rejections.get(transmission.receiver);
      transmission.status = rejection ? "rejected" : "delivered";
      transmission.reason = rejection || null;
    }
    return json({ id: transmission.id, status: transmission.status, reason: transmission.reason });
  }

  private async handleControl(request: Request, path: string): Promise<Response> {
    if (request.method !== "POST") return refusal("Not found", 404);
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    if (path === "/_fake/participants" && typeof body?.participantId === "string") {
      this.addParticipant(body.participantId);
      return json({ participantId: body.participantId.toLowerCase() }, 201);
    }
    if (path === "/_fake/deliver") return this.deliver(body);
    return refusal("Not found", 404);
  }

  /** Posts `document.received` for `receiver` to the app, signed; answers with the app's answer. */
  async deliver(input: Record<string, unknown> | null): Promise<Response> {
    const webhook = this.webhook;
    if (!webhook) return refusal("This fake access point has no app to deliver to", 409);
    const { receiver, sender, xml, documentId } = input ?? {};
    if (typeof receiver !== "string" || typeof sender !== "string" || typeof xml !== "string")
      return refusal("Give receiver, sender and xml", 400);
    const payload = JSON.stringify({
      event: "document.received",
      documentId: typeof documentId === "string" ? documentId : `doc_${randomUUID()}`,
      sender: sender.toLowerCase(),
      receiver: receiver.toLowerCase(),
      documentTypeId: xml.includes("<CreditNote")
        ? PEPPOL_DOCUMENT_TYPES.creditNote
        : PEPPOL_DOCUMENT_TYPES.invoice,
      receivedAt: new Date().toISOString(),
      document: Buffer.from(xml, "utf8").toString("base64"),
    });
    const post = webhook.post ?? ((request: Request) => fetch(request));
    const response = await post(
      new Request(`${webhook.appOrigin}/api/peppol/inbound`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Peppol-Signature": signPeppolWebhook(webhook.secret, payload),
        },
        body: payload,
      }),
    );
    const answer = await response.text();
    return new Response(answer, {
      status: response.status,
      headers: { "Content-Type": response.headers.get("content-type") ?? "application/json" },
    });
  }
}
