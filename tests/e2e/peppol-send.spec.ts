import { type RunningFakePeppol, startFakePeppolAccessPoint } from "../support/fake-peppol-server";
import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";
import { E2E_PEPPOL_KEY, grantProPlan, readFakePeppolPort } from "./support/fake-peppol-port";

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
