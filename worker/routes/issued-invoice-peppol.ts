import { type Context, Hono } from "hono";
import { z } from "zod";
import { limitBody, noStore } from "../account/http";
import { todayUtc } from "../issued-invoices/drafts";
import { markInvoice } from "../issued-invoices/mark-status";
import { loadSession, type SessionEnv } from "../middleware/session";
import { refreshTransmissions } from "../peppol/refresh-transmissions";
import { sendIssuedInvoice } from "../peppol/send-invoice";
import { describeSending } from "../peppol/sending-state";
import { toTransmissionView } from "../peppol/transmission-store";
import { parseJsonBody } from "./auth-shared";
import { issuedStorageOf, requireOwnedIssuedInvoice } from "./issued-invoice-access";

const sendBody = z.strictObject({ receiver: z.string().max(120).optional() });

/** An empty body means "derive the receiver from the customer". */
async function readSendBody(c: Context<SessionEnv>): Promise<z.infer<typeof sendBody>> {
  const length = c.req.header("content-length");
  if (length === "0" || (!length && !c.req.header("content-type"))) return {};
  return parseJsonBody(c, sendBody);
}

/** /api/issued-invoices/:id/peppol: send an issued invoice over Peppol, and what became of it (issue 31). */
export const issuedInvoicePeppolRoutes = new Hono<SessionEnv>()
  // Only on its own path: the issued-invoice routes mounted beside it load the session themselves.
  .use("/:id/peppol", noStore())
  .use("/:id/peppol", loadSession())
  .post("/:id/peppol", limitBody(1024), async (c) => {
    const storage = issuedStorageOf(c);
    const row = await requireOwnedIssuedInvoice(c, storage);
    const { receiver } = await readSendBody(c);
    const transmission = await sendIssuedInvoice(c, storage, row, receiver);
    // Sent over the network is sent: the list shows it like one marked by hand.
    if (row.status === "issued") await markInvoice(storage.db, row, "sent", todayUtc(Date.now()), Date.now());
    return c.json({ transmission: toTransmissionView(transmission) }, 201);
  })
  .get("/:id/peppol", async (c) => {
    const storage = issuedStorageOf(c);
    const row = await requireOwnedIssuedInvoice(c, storage);
    const { rows, upToDate } = await refreshTransmissions(c.env, storage.db, row.userId, row.id);
    const sending = await describeSending(c.env, storage.db, row.userId);
    return c.json({ transmissions: rows.map(toTransmissionView), upToDate, sending });
  });
