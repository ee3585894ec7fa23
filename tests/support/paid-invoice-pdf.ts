import { PDFDocument, StandardFonts } from "pdf-lib";

/**
 * A one-page Dutch text PDF whose totals block ends in `extra` rows ("Reeds betaald", "Te betalen"):
 * net € 1.000,00 + 21 % btw = € 1.210,00. For the amount-due tests of the review (ADR 322).
 */
export async function paidInvoicePdf(extra: readonly (readonly [string, string])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const line = (x: number, y: number, text: string, size = 10, face = font): void =>
    page.drawText(text, { x, y: 842 - y, size, font: face });
  line(60, 60, "Timmerbedrijf Van Dijk B.V.", 16, bold);
  line(60, 80, "Houtstraat 12, 3511 AB Utrecht");
  line(60, 94, "KvK 12345678 · Btw NL123456782B01 · IBAN NL91ABNA0417164300");
  line(60, 150, "Factuur", 18, bold);
  line(60, 175, "Factuurnummer: 2024-117");
  line(60, 189, "Factuurdatum: 12-03-2024");
  line(60, 260, "Omschrijving");
  line(480, 260, "Bedrag");
  line(60, 276, "Keukenkast op maat");
  line(480, 276, "1.000,00");
  const rows: [string, string][] = [
    ["Subtotaal", "1.000,00"],
    ["Btw 21%", "210,00"],
    ["Totaal", "1.210,00"],
    ...extra.map(([label, amount]): [string, string] => [label, amount]),
  ];
  rows.forEach(([label, amount], index) => {
    line(300, 400 + index * 14, label);
    line(480, 400 + index * 14, amount);
  });
  return await pdf.save();
}
