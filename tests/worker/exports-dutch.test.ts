import { describe, expect, it } from "vitest";
import { call } from "./support/accounts";
import { api, signedInUser, upload, uploadOne } from "./support/processor-api";
import { TEXT_PDF } from "./support/processor-files";

function lines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
}

describe("downloads for a Dutch interface: our headers in Dutch, the data as it is", () => {
  it("exports received invoices with Dutch column names and machine-readable values", async () => {
    const cookie = await signedInUser("export-nl");
    const invoice = await uploadOne(cookie, { name: "inv.pdf", bytes: TEXT_PDF });
    const response = await api("/export", `${cookie}; lang=nl`, {
      json: { ids: [invoice.id], format: "csv" },
    });
    const [header, row] = lines(await response.text());
    expect(header).toBe(
      "Factuurnummer,Documentsoort,Factuurdatum,Vervaldatum,Leverancier,Btw-id leverancier,KvK-nummer leverancier,IBAN leverancier,Klant,Betalingskenmerk,Valuta,Subtotaal,Btw,Totaal,Status,Bron,Bestand",
    );
    expect(row).toContain(",2025-04-29,");
    expect(row).toContain(",6154.33,");
  });

  it("exports the VAT quarter with Dutch column names", async () => {
    const cookie = await signedInUser("vat-export-nl");
    const response = await call("/api/dashboard/vat-export?quarter=2001-Q1&format=csv", {
      cookie: `${cookie}; lang=nl`,
    });
    expect(lines(await response.text())).toEqual([
      "Richting,Factuurnummer,Factuurdatum,Klant of leverancier,Btw-id,Btw-categorie,Btw-tarief %,Bedrag excl. btw,Btw,Totaal incl. btw,Valuta,Status",
    ]);
  });

  it("says in Dutch why an uploaded file was refused", async () => {
    const cookie = await signedInUser("upload-nl");
    const results = await upload(`${cookie}; lang=nl`, [
      { name: "leeg.pdf", bytes: "" },
      { name: "notities.txt", bytes: "Boodschappen: melk, brood" },
    ]);
    expect(results.map((result) => result.error?.message)).toEqual([
      "Dit bestand is leeg.",
      "Dit bestand is geen factuur als PDF, PNG, JPEG of UBL/CII-XML (gecontroleerd op de inhoud).",
    ]);
  });
});
