import { describe, expect, it } from "vitest";
import { call } from "./auth-helpers";
import { pdfFromPlacedText } from "./support/positioned-pdf";
import { api, signedInUser, uploadOne } from "./support/processor-api";

/** One supplier's layout: its labels ("Vorgang", "Erstellt") are in no vocabulary we know. */
function supplierInvoice(number: string, date: string, total: string): Promise<Uint8Array> {
  return pdfFromPlacedText([
    { text: "Kontorbedarf Nord", x: 50, y: 40, size: 16 },
    { text: "USt-IdNr. DE136695976", x: 50, y: 62 },
    { text: "Vorgang", x: 330, y: 120 },
    { text: number, x: 430, y: 120 },
    { text: "Erstellt", x: 330, y: 136 },
    { text: date, x: 430, y: 136 },
    { text: "Papier A4", x: 50, y: 220 },
    { text: `Total: ${total}`, x: 330, y: 400 },
    { text: "Seite 1 von 1", x: 50, y: 780 },
  ]);
}

interface Detail {
  invoice: {
    id: string;
    invoiceNumber: string | null;
    data: { extraction: { fields: Record<string, { value: unknown }> } };
  };
}

async function fieldsOf(cookie: string, id: string): Promise<Record<string, unknown>> {
  const detail = (await (await api(`/${id}`, cookie)).json()) as Detail;
  return Object.fromEntries(
    Object.entries(detail.invoice.data.extraction.fields).map(([k, v]) => [k, v.value]),
  );
}

describe("learning a supplier's layout from one correction", () => {
  it("reads the corrected fields right on the next invoice of the same supplier, per user, until deleted", async () => {
    const cookie = await signedInUser("learn");
    const first = await uploadOne(cookie, {
      name: "v1.pdf",
      bytes: await supplierInvoice("V-1001", "01.03.2024", "121,00"),
    });
    const before = await fieldsOf(cookie, first.id);
    expect(before.invoiceNumber).not.toBe("V-1001");

    const patch = await api(`/${first.id}`, cookie, {
      method: "PATCH",
      json: { fields: { invoiceNumber: "V-1001", invoiceDate: "2024-03-01" } },
    });
    expect(patch.status).toBe(200);

    const second = await uploadOne(cookie, {
      name: "v2.pdf",
      bytes: await supplierInvoice("V-1002", "02.04.2024", "50,00"),
    });
    const after = await fieldsOf(cookie, second.id);
    expect(after.invoiceNumber).toBe("V-1002");
    expect(after.invoiceDate).toBe("2024-04-02");

    // Another user's uploads are not affected by this user's corrections.
    const stranger = await signedInUser("learn-other");
    const theirs = await uploadOne(stranger, {
      name: "v3.pdf",
      bytes: await supplierInvoice("V-1003", "03.05.2024", "9,00"),
    });
    expect((await fieldsOf(stranger, theirs.id)).invoiceNumber).not.toBe("V-1003");

    // Listed in settings, and gone once deleted.
    const list = (await (await call("/api/supplier-profiles", { cookie })).json()) as {
      profiles: { supplierKey: string; fields: string[] }[];
    };
    expect(list.profiles).toEqual([
      expect.objectContaining({ supplierKey: "vat:DE136695976", fields: ["invoiceDate", "invoiceNumber"] }),
    ]);
    expect(
      (await call("/api/supplier-profiles/vat:DE136695976", { cookie, method: "DELETE", json: {} })).status,
    ).toBe(204);
    expect(
      (await call("/api/supplier-profiles/vat:DE136695976", { cookie, method: "DELETE", json: {} })).status,
    ).toBe(404);
    const third = await uploadOne(cookie, {
      name: "v4.pdf",
      bytes: await supplierInvoice("V-1004", "04.06.2024", "1,00"),
    });
    expect((await fieldsOf(cookie, third.id)).invoiceNumber).not.toBe("V-1004");
  });
});
