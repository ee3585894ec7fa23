import { describe, expect, it } from "vitest";
import forwardedEml from "../fixtures/email/forwarded.eml?raw";
import imageEml from "../fixtures/email/image.eml?raw";
import pdfEml from "../fixtures/email/pdf-invoice.eml?raw";
import twoAttachmentsEml from "../fixtures/email/two-attachments.eml?raw";
import xmlEml from "../fixtures/email/xml-invoice.eml?raw";
import { call } from "./auth-helpers";
import {
  deliver,
  fill,
  invoiceRows,
  objectKeys,
  refusalRows,
  userWithAddress,
} from "./support/inbound-email";

describe("email() handler: invoices delivered to a personal address", () => {
  it("stores a PDF attachment in R2 and extracts it with the e-mail's sender, subject and time", async () => {
    const user = await userWithAddress();
    const before = Date.now();
    const delivery = await deliver(fill(pdfEml, user), { to: user.address });
    expect(delivery.rejected).toBeNull();
    const rows = await invoiceRows(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "email",
      status: "extracted",
      email_sender: "facturen@goudenkorrel.nl",
      email_subject: "Factuur INV-2025540",
      invoice_number: "INV-2025540",
      supplier_name: "Bakkerij De Gouden Korrel B.V.",
      total_cents: 615433,
    });
    expect(rows[0]?.received_at).toBeGreaterThanOrEqual(before);
    const keys = await objectKeys(`users/${user.userId}/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^users/${user.userId}/invoices/[a-z2-7]{26}$`));
    const document = await (await import("cloudflare:workers")).env.DB.prepare(
      "SELECT file_name, content_type FROM documents WHERE user_id = ?",
    )
      .bind(user.userId)
      .first();
    expect(document).toEqual({ file_name: "factuur-INV-2025540.pdf", content_type: "application/pdf" });
    // The user sees it in the same list as uploads.
    const list = (await (await call("/api/invoices", { cookie: user.cookie })).json()) as {
      invoices: { source: string; emailSubject: string }[];
    };
    expect(list.invoices).toEqual([
      expect.objectContaining({ source: "email", emailSubject: "Factuur INV-2025540" }),
    ]);
    expect(await refusalRows(user.userId)).toEqual([]);
  });

  it("stores both PDFs of a message and passes over the HTML body's inline signature logo", async () => {
    const user = await userWithAddress();
    const delivery = await deliver(fill(twoAttachmentsEml, user), { to: user.address });
    expect(delivery.rejected).toBeNull();
    const rows = await invoiceRows(user.userId);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.source === "email" && row.status === "extracted")).toBe(true);
    // RFC 2047 encoded subject, decoded.
    expect(rows[0]?.email_subject).toBe("Twee facturen – oktober");
    expect(await objectKeys(`users/${user.userId}/`)).toHaveLength(2);
  });

  it("takes the PDF out of a forwarded message attached as message/rfc822", async () => {
    const user = await userWithAddress();
    const delivery = await deliver(fill(forwardedEml, user), {
      to: user.address,
      from: "eigenaar@mijnbedrijf.nl",
    });
    expect(delivery.rejected).toBeNull();
    const rows = await invoiceRows(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      invoice_number: "INV-2025540",
      email_sender: "eigenaar@mijnbedrijf.nl",
      email_subject: "Fwd: Factuur INV-2025540",
    });
    expect(await objectKeys(`users/${user.userId}/`)).toHaveLength(1);
  });

  it("also takes the PDF out of a forward shown inline (message/rfc822 without attachment disposition)", async () => {
    const user = await userWithAddress();
    const inline = fill(forwardedEml, user).replace(
      'Content-Disposition: attachment; filename="Factuur.eml"',
      "Content-Disposition: inline",
    );
    expect(inline).not.toContain('filename="Factuur.eml"');
    expect((await deliver(inline, { to: user.address })).rejected).toBeNull();
    expect(await invoiceRows(user.userId)).toEqual([
      expect.objectContaining({ invoice_number: "INV-2025540" }),
    ]);
  });

  it("reads a UBL e-invoice exactly, recognised by its content despite its name and type", async () => {
    const user = await userWithAddress();
    const delivery = await deliver(fill(xmlEml, user), { to: user.address });
    expect(delivery.rejected).toBeNull();
    const rows = await invoiceRows(user.userId);
    expect(rows).toEqual([
      expect.objectContaining({
        status: "extracted",
        invoice_number: "UBL-MAIL-42",
        supplier_name: "Groothandel Zuid B.V.",
        total_cents: 24200,
        email_sender: "billing@groothandelzuid.nl",
      }),
    ]);
  });

  it("stores a photographed invoice and marks it for OCR on next open, as an uploaded image", async () => {
    const user = await userWithAddress();
    const delivery = await deliver(fill(imageEml, user), { to: user.address });
    expect(delivery.rejected).toBeNull();
    const rows = await invoiceRows(user.userId);
    expect(rows).toEqual([
      expect.objectContaining({ status: "needs_ocr", source: "email", email_subject: "Bonnetje" }),
    ]);
    const [key] = await objectKeys(`users/${user.userId}/`);
    const object = await (await import("cloudflare:workers")).env.FILES.head(key ?? "");
    expect(object?.httpMetadata?.contentType).toBe("image/jpeg");
  });

  it("accepts the address in any letter case, as mail servers may change it", async () => {
    const user = await userWithAddress();
    const delivery = await deliver(fill(pdfEml, user), { to: user.address.toUpperCase() });
    expect(delivery.rejected).toBeNull();
    expect(await invoiceRows(user.userId)).toHaveLength(1);
  });
});
