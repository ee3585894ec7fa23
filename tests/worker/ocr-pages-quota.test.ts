import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { PLANS } from "../../core/plans/plans";
import { call, createSignedInUser } from "./support/accounts";
import { readBilling } from "./support/billing";
import { api, uploadOne } from "./support/processor-api";
import { ocrSubmissionFor, SCAN_JPEG, TEXT_PDF } from "./support/processor-files";

vi.setConfig({ testTimeout: 60_000 });

const FREE_PAGES = PLANS.free.limits.ocrPages;

interface Submission {
  pages: { pageNumber: number }[];
}

/** The browser's words of one page, posted as a submission of `count` pages. */
async function submissionOf(count: number): Promise<Submission> {
  const one = (await ocrSubmissionFor(TEXT_PDF)) as Submission;
  const page = one.pages[0];
  if (!page) throw new Error("no page");
  return { pages: Array.from({ length: count }, (_, index) => ({ ...page, pageNumber: index + 1 })) };
}

async function ocrPagesUsed(cookie: string): Promise<number> {
  return (await readBilling(cookie)).usage.find((row) => row.metric === "ocrPages")?.used ?? -1;
}

async function ocrWordObjects(userId: string): Promise<number> {
  return (await env.FILES.list({ prefix: `users/${userId}/invoice-ocr/` })).objects.length;
}

describe("OCR pages are counted by the server that receives them", () => {
  it("counts every submitted page and refuses a submission over the month's limit with the quota message", async () => {
    const user = await createSignedInUser("ocr-quota");
    const scan = await uploadOne(user.cookie, { name: "scan.jpg", bytes: SCAN_JPEG });
    expect(scan.status).toBe("needs_ocr");

    // More pages than the Free plan has: refused whole, nothing stored, nothing counted.
    const over = await api(`/${scan.id}/ocr`, user.cookie, { json: await submissionOf(FREE_PAGES + 1) });
    expect(over.status).toBe(402);
    const body = (await over.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: "quota_exceeded",
      message: `Monthly limit reached: OCR pages — 0 of ${FREE_PAGES} pages used on the Free plan. This needs ${FREE_PAGES + 1}, ${FREE_PAGES} are left. See /pricing to upgrade.`,
    });
    expect(await ocrPagesUsed(user.cookie)).toBe(0);
    expect(await ocrWordObjects(user.id)).toBe(0);
    const still = (await (await api(`/${scan.id}`, user.cookie)).json()) as { invoice: { status: string } };
    expect(still.invoice.status).toBe("needs_ocr");

    // Within the limit: read, and the pages counted.
    const first = await api(`/${scan.id}/ocr`, user.cookie, { json: await submissionOf(20) });
    expect(first.status).toBe(200);
    expect(await ocrPagesUsed(user.cookie)).toBe(20);

    // OCR'd again (allowed for a scan): counted again, and refused once the pages run out.
    const again = await api(`/${scan.id}/ocr`, user.cookie, { json: await submissionOf(20) });
    expect(again.status).toBe(402);
    expect(await ocrPagesUsed(user.cookie)).toBe(20);
    expect((await api(`/${scan.id}/ocr`, user.cookie, { json: await submissionOf(10) })).status).toBe(200);
    expect(await ocrPagesUsed(user.cookie)).toBe(FREE_PAGES);
    expect((await api(`/${scan.id}/ocr`, user.cookie, { json: await submissionOf(1) })).status).toBe(402);
  });

  it("tells the browser before it starts OCR whether the pages are left, without counting them", async () => {
    const user = await createSignedInUser("ocr-precheck");
    const check = (query: string): Promise<Response> =>
      call(`/api/billing/quota?${query}`, { cookie: user.cookie });
    const fits = await check(`metric=ocrPages&count=${FREE_PAGES}`);
    expect(fits.status).toBe(200);
    expect(await fits.json()).toEqual({ metric: "ocrPages", used: 0 });
    const tooMany = await check(`metric=ocrPages&count=${FREE_PAGES + 1}`);
    expect(tooMany.status).toBe(402);
    expect(((await tooMany.json()) as { error: { message: string } }).error.message).toContain("OCR pages");
    expect(await ocrPagesUsed(user.cookie)).toBe(0);
    for (const query of [
      "metric=ocrPages",
      "metric=ocrPages&count=0",
      "metric=ocrPages&count=1.5",
      "metric=ocrPages&count=abc",
      "metric=invoiceExtraction&count=1",
      "metric=ocrPages&count=1&extra=1",
    ])
      expect((await check(query)).status).toBe(400);
    expect((await call("/api/billing/quota?metric=ocrPages&count=1")).status).toBe(401);
  });
});
