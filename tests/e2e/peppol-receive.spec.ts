import { createHmac, randomInt, randomUUID } from "node:crypto";
import { PEPPOL_UBL } from "../fixtures/peppol/peppol-documents";
import { expect, test } from "./fixtures";
import { E2E_PEPPOL_WEBHOOK_SECRET } from "./support/peppol-webhook-secret";
import { signInNewUser } from "./support/processor-session";

/**
 * The contract's signature, computed here with node:crypto rather than the app's own code, so the
 * spec checks the webhook against the contract (ADR 283), not against itself.
 */
function signAsAccessPoint(body: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const mac = createHmac("sha256", E2E_PEPPOL_WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

test("a Peppol invoice delivered to the user's registered id appears in the inbox, marked Peppol", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, "peppol-receive");
  await page.goto("/dashboard/invoices");

  // Register a Peppol id of our own, as the settings page does (the contract's registration API).
  const participantId = `0106:${String(randomInt(10_000_000, 100_000_000))}`;
  const registered = await page.evaluate(async (id) => {
    const response = await fetch("/api/peppol/registration", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ participantId: id }),
    });
    return { status: response.status, body: await response.json() };
  }, participantId);
  expect(registered.status).toBe(201);
  expect(registered.body.registration).toMatchObject({ participantId, status: "active" });

  // The test is the access point now: a signed delivery of a UBL invoice to that id.
  const documentId = `e2e-${randomUUID()}`;
  const body = JSON.stringify({
    event: "document.received",
    documentId,
    sender: "0106:87654321",
    receiver: participantId,
    documentTypeId:
      "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1",
    receivedAt: new Date().toISOString(),
    document: Buffer.from(PEPPOL_UBL, "utf8").toString("base64"),
  });
  const delivered = await page.request.post("/api/peppol/inbound", {
    data: body,
    headers: { "Content-Type": "application/json", "Peppol-Signature": signAsAccessPoint(body) },
  });
  expect(delivered.status()).toBe(200);
  const answer = (await delivered.json()) as { status: string; invoiceId: string };
  expect(answer.status).toBe("stored");

  // The access point retries: the same document is acknowledged once more, not stored twice.
  const again = await page.request.post("/api/peppol/inbound", {
    data: body,
    headers: { "Content-Type": "application/json", "Peppol-Signature": signAsAccessPoint(body) },
  });
  expect(await again.json()).toEqual({ status: "duplicate", invoiceId: answer.invoiceId });

  await page.goto("/dashboard/invoices");
  const table = page.getByRole("table", { name: "Invoices" });
  const row = table.getByRole("row").filter({ hasText: "PEPPOL-2026-001" });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("button", { name: `Review peppol-${documentId}.xml` })).toHaveText(
    "Drukkerij Noord B.V.",
  );
  await expect(row.getByText("€1,512.50")).toBeVisible();
  await expect(row.getByText("Peppol from 0106:87654321")).toBeVisible();
});
