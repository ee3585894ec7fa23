import { describe, expect, it, vi } from "vitest";
import { PLANS } from "../../core/plans/plans";
import { NO_INVOICE_MESSAGES_PER_DAY } from "../../worker/email-inbound/handle-inbound-email";
import noAttachmentEml from "../fixtures/email/no-attachment.eml?raw";
import pdfEml from "../fixtures/email/pdf-invoice.eml?raw";
import twoAttachmentsEml from "../fixtures/email/two-attachments.eml?raw";
import { call } from "./auth-helpers";
import { grantPaidPlan, readBilling, setUsage } from "./support/billing";
import {
  deliver,
  fill,
  invoiceRows,
  objectKeys,
  refusalRows,
  userWithAddress,
} from "./support/inbound-email";

vi.setConfig({ testTimeout: 60_000 });

const FREE = PLANS.free.limits;

async function usedOf(cookie: string, metric: string): Promise<number> {
  return (await readBilling(cookie)).usage.find((row) => row.metric === metric)?.used ?? 0;
}

function rerun(cookie: string, id: string): Promise<Response> {
  return call(`/api/invoices/${id}/rerun`, { cookie, json: {} });
}

describe("e-mailed invoices count against the monthly extraction limit", () => {
  it("extracts up to the limit, keeps the rest unread and visible, and reads them once the plan has room", async () => {
    const user = await userWithAddress("mail-quota");
    await setUsage(user.userId, "invoiceExtraction", FREE.invoiceExtraction - 1);

    // Two PDFs with one extraction left: one read, one stored without reading. Nothing bounces.
    const delivery = await deliver(fill(twoAttachmentsEml, user), { to: user.address });
    expect(delivery.rejected).toBeNull();
    const rows = await invoiceRows(user.userId);
    expect(rows.map((row) => row.status).sort()).toEqual(["extracted", "waiting_for_quota"]);
    expect(await objectKeys(`users/${user.userId}/`)).toHaveLength(2);
    expect(await usedOf(user.cookie, "invoiceExtraction")).toBe(FREE.invoiceExtraction);
    const waiting = rows.find((row) => row.status === "waiting_for_quota");
    expect(waiting?.invoice_number).toBeNull();

    // At the limit: a further message is kept whole, unread, and counts no extraction.
    expect((await deliver(fill(pdfEml, user), { to: user.address })).rejected).toBeNull();
    expect((await invoiceRows(user.userId)).filter((row) => row.status === "waiting_for_quota")).toHaveLength(
      2,
    );
    expect(await usedOf(user.cookie, "invoiceExtraction")).toBe(FREE.invoiceExtraction);

    // The user learns why, in the log and in the inbox list (filterable).
    const [notice] = await refusalRows(user.userId);
    expect(notice?.reason).toBe("stored_unread_over_quota");
    expect(notice?.message).toBe(
      `Stored without reading, to read later from your invoices: factuur-INV-2025540.pdf. Monthly limit reached: Invoices extracted — ${FREE.invoiceExtraction} of ${FREE.invoiceExtraction} invoices used on the Free plan. See /pricing to upgrade.`,
    );
    const dutch = await call("/api/inbound-address/refusals", { cookie: `${user.cookie}; lang=nl` });
    const [dutchNotice] = ((await dutch.json()) as { refusals: { message: string }[] }).refusals;
    expect(dutchNotice?.message).toMatch(
      /^Bewaard zonder uit te lezen, later uit te lezen vanuit uw facturen: factuur-INV-2025540\.pdf\. Maandlimiet bereikt: /,
    );
    const list = await call("/api/invoices?status=waiting_for_quota", { cookie: user.cookie });
    expect(((await list.json()) as { invoices: unknown[] }).invoices).toHaveLength(2);

    // Reading one now is refused while the limit holds, and the invoice keeps waiting.
    const ids = (await invoiceRows(user.userId)).filter((row) => row.status === "waiting_for_quota");
    const [first, second] = ids.map((row) => row.id);
    const refused = await rerun(user.cookie, first ?? "");
    expect(refused.status).toBe(402);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("quota_exceeded");
    expect((await invoiceRows(user.userId)).find((row) => row.id === first)?.status).toBe(
      "waiting_for_quota",
    );

    // After an upgrade it is read and counted once, even when read twice at the same moment.
    await grantPaidPlan(user.userId);
    const [a, b] = await Promise.all([rerun(user.cookie, first ?? ""), rerun(user.cookie, first ?? "")]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const read = (await invoiceRows(user.userId)).find((row) => row.id === first);
    expect(read).toMatchObject({ status: "extracted", invoice_number: expect.stringMatching(/^INV-\d+$/) });
    expect(await usedOf(user.cookie, "invoiceExtraction")).toBe(FREE.invoiceExtraction + 1);
    expect((await rerun(user.cookie, second ?? "")).status).toBe(200);
    expect(await usedOf(user.cookie, "invoiceExtraction")).toBe(FREE.invoiceExtraction + 2);
    // Re-running an invoice already read costs nothing more.
    expect((await rerun(user.cookie, first ?? "")).status).toBe(200);
    expect(await usedOf(user.cookie, "invoiceExtraction")).toBe(FREE.invoiceExtraction + 2);
  });
});

describe("only messages that deliver an invoice count toward the mailbox quota", () => {
  it("refuses junk without using the quota, logs it up to a daily number, and keeps delivering invoices", async () => {
    const user = await userWithAddress("mail-junk");
    const options = { to: user.address, env: { INBOUND_EMAILS_PER_HOUR: "1000" } };
    const junkCount = Math.max(FREE.mailboxMessages, NO_INVOICE_MESSAGES_PER_DAY.limit) + 3;
    for (let index = 0; index < junkCount; index++) {
      const junk = await deliver(fill(noAttachmentEml, user), options);
      expect(junk.rejected).toBe("The message has no PDF, JPEG, PNG or UBL/CII XML invoice attached.");
    }
    expect(await usedOf(user.cookie, "mailboxMessages")).toBe(0);
    // The log keeps a day's worth of junk, not more: older useful entries are not pushed out.
    expect(await refusalRows(user.userId)).toHaveLength(NO_INVOICE_MESSAGES_PER_DAY.limit);

    // The invoice that follows is delivered and is the one message counted.
    expect((await deliver(fill(pdfEml, user), options)).rejected).toBeNull();
    expect(await invoiceRows(user.userId)).toEqual([expect.objectContaining({ status: "extracted" })]);
    expect(await usedOf(user.cookie, "mailboxMessages")).toBe(1);
  });

  it("does not count a message whose only invoice file cannot be stored", async () => {
    const user = await userWithAddress("mail-broken");
    const broken = [
      "From: facturen@goudenkorrel.nl",
      "Subject: Kapot",
      "Message-ID: <broken@goudenkorrel.nl>",
      'Content-Type: multipart/mixed; boundary="k"',
      "",
      "--k",
      'Content-Type: application/pdf; name="kapot.pdf"',
      "Content-Transfer-Encoding: base64",
      "",
      btoa("%PDF-1.7\n% no objects, no trailer\n"),
      "--k--",
      "",
    ].join("\r\n");
    const delivery = await deliver(broken, { to: user.address });
    expect(delivery.rejected).toMatch(
      /^The message has no PDF, JPEG, PNG or UBL\/CII XML invoice attached\. kapot\.pdf: /,
    );
    expect(await invoiceRows(user.userId)).toEqual([]);
    expect(await usedOf(user.cookie, "mailboxMessages")).toBe(0);
    expect(await usedOf(user.cookie, "invoiceExtraction")).toBe(0);
  });
});
