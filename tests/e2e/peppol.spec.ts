import { createHmac, randomUUID } from "node:crypto";
import { PEPPOL_UBL } from "../fixtures/peppol/peppol-documents";
import { type RunningFakePeppol, startFakePeppolAccessPoint } from "../support/fake-peppol-server";
import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";
import { E2E_PEPPOL_KEY, grantProPlan, readFakePeppolPort } from "./support/fake-peppol-port";
import { E2E_PEPPOL_WEBHOOK_SECRET } from "./support/peppol-webhook-secret";
import { signInNewUser } from "./support/processor-session";

// One fake access point on the port the e2e server was given (playwright.config.ts, E2E_PEPPOL_PORT).
test.describe.configure({ mode: "default" });

const CUSTOMER_KVK = "87654321";
let fake: RunningFakePeppol;

test.beforeAll(async () => {
  fake = await startFakePeppolAccessPoint(readFakePeppolPort(), { apiKey: E2E_PEPPOL_KEY });
  fake.accessPoint.addParticipant(`0106:${CUSTOMER_KVK}`);
});

test.afterAll(async () => {
  await fake?.close();
});

/** A KvK number no earlier run registered (the local D1 outlives a run). */
function freshKvk(): string {
  return String(40_000_000 + Math.floor(Math.random() * 9_999_999));
}

const CUSTOMER = {
  name: "Café De Zwaan V.O.F.",
  address: { street: "Oudegracht 12", postcode: "3511 AP", city: "Utrecht", country: "NL" },
  vatNumber: "NL810433941B01",
  kvk: CUSTOMER_KVK,
  email: "boekhouding@dezwaan.example",
};

test("register your Peppol id, send an issued invoice to a customer on Peppol and see it delivered", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await createSignedInUser(page, "peppol-send");
  const session = (await (await page.request.get("/api/auth/session")).json()) as {
    session: { user: { sub: string } };
  };
  grantProPlan(session.session.user.sub);
  const kvk = freshKvk();

  // Company details in the settings form; the Peppol section then suggests the KvK-based id.
  await page.goto("/dashboard/settings");
  const form = page.getByRole("form", { name: "Company details" });
  await form.getByLabel("Company name").fill("Bakkerij De Gouden Korst B.V.");
  await form.getByLabel("Street and house number").fill("Damrak 1");
  await form.getByLabel("Postcode").fill("1012 LG");
  await form.getByLabel("City").fill("Amsterdam");
  await form.getByLabel("KvK number").fill(kvk);
  await form.getByLabel("BTW-id (VAT number)").fill("NL123456782B01");
  await form.getByLabel("IBAN").fill("NL91 ABNA 0417 1643 00");
  await form.getByLabel("Company email").fill("info@goudenkorst.nl");
  await form.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company details saved." })).toBeVisible();

  const peppol = page.getByRole("region", { name: "Your Peppol id" });
  await expect(peppol.getByRole("radio", { name: `0106:${kvk}` })).toBeChecked();
  await peppol.getByRole("button", { name: "Register" }).click();
  await expect(peppol.getByText(`0106:${kvk} — active`)).toBeVisible();
  expect(fake.accessPoint.registrations.has(`0106:${kvk}`)).toBe(true);

  // An invoice to a customer whose KvK the network knows, issued through the API the generator calls.
  const draft = await page.request.post("/api/issued-invoices", {
    headers: { "Sec-Fetch-Site": "same-origin" },
    data: {
      profile: "peppol",
      invoice: {
        kind: "invoice",
        number: "",
        issueDate: "2026-03-14",
        delivery: { kind: "date", date: "2026-03-12" },
        dueDate: "2026-03-28",
        currency: "EUR",
        buyerReference: "PO-7781",
        orderReference: "",
        notes: "",
        paymentReference: "",
        supplier: {
          name: "",
          address: { street: "", postcode: "", city: "", country: "NL" },
          vatNumber: "",
          kvk: "",
          email: "",
          iban: "",
          kor: false,
        },
        customer: CUSTOMER,
        lines: [
          {
            description: "Consultancy ontwerp",
            quantity: "3.5",
            unit: "HUR",
            unitPrice: "85",
            discount: null,
            vatCategory: "S",
            vatRate: "21",
          },
        ],
        precedingInvoice: null,
        simplified: false,
        language: "en",
      },
    },
  });
  expect(draft.status()).toBe(201);
  const { invoice } = (await draft.json()) as { invoice: { id: string } };
  const issued = await page.request.post(`/api/issued-invoices/${invoice.id}/issue`, {
    headers: { "Sec-Fetch-Site": "same-origin" },
    data: {},
  });
  expect(issued.status()).toBe(200);
  const { invoice: detail } = (await issued.json()) as { invoice: { number: string } };

  await page.goto("/dashboard/generator");
  await page
    .getByRole("button", { name: `Open ${detail.number}` })
    .first()
    .click();
  const panel = page.getByRole("region", { name: "Send over Peppol" });
  await panel.getByRole("button", { name: "Check whether your customer is on Peppol" }).click();
  await expect(panel.getByText(`Reachable on Peppol as 0106:${CUSTOMER_KVK}`)).toBeVisible();
  await panel.getByRole("button", { name: "Send over Peppol" }).click();
  await expect(panel.getByTestId("peppol-status")).toHaveText(/Sent|Delivered/);
  if ((await panel.getByTestId("peppol-status").textContent()) === "Sent")
    await panel.getByRole("button", { name: "Refresh status" }).click();
  await expect(panel.getByTestId("peppol-status")).toHaveText("Delivered");
  await expect(panel.getByText(`To 0106:${CUSTOMER_KVK}`)).toBeVisible();

  const [sent] = [...fake.accessPoint.transmissions.values()];
  expect(sent?.sender).toBe(`0106:${kvk}`);
  expect(sent?.xml).toContain(`<cbc:ID>${detail.number}</cbc:ID>`);
});

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

  // Company details with a KvK number, then its Peppol id registered (only one's own id can be).
  const kvk = freshKvk();
  const participantId = `0106:${kvk}`;
  const registered = await page.evaluate(
    async ({ id, kvkNumber }) => {
      const company = await fetch("/api/company", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ companyName: "Bakkerij Ontvangst B.V.", kvkNumber }),
      });
      if (!company.ok) return { status: company.status, body: await company.json() };
      const response = await fetch("/api/peppol/registration", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ participantId: id }),
      });
      return { status: response.status, body: await response.json() };
    },
    { id: participantId, kvkNumber: kvk },
  );
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
