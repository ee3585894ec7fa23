/**
 * The heavy part of the generator — pdf-lib, fontkit and the Inter font files — loaded on first
 * use so the page (and the shell) render without them. Imported only through `import()`.
 */

import regularFontUrl from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url";
import boldFontUrl from "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url";
import { renderFacturXPdf } from "../../../core/invoice/facturx/render-facturx-pdf";
import type { Invoice } from "../../../core/invoice/model";
import type { PdfAssets, PdfLogo } from "../../../core/invoice/pdf/render-invoice-pdf";

let fonts: Promise<Pick<PdfAssets, "regularFont" | "boldFont">> | null = null;

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

function loadFonts(): Promise<Pick<PdfAssets, "regularFont" | "boldFont">> {
  fonts ??= Promise.all([fetchBytes(regularFontUrl), fetchBytes(boldFontUrl)])
    .then(([regularFont, boldFont]) => ({ regularFont, boldFont }))
    .catch((error: unknown) => {
      fonts = null;
      throw error;
    });
  return fonts;
}

export async function generateInvoicePdf(invoice: Invoice, logo: PdfLogo | null): Promise<Uint8Array> {
  return renderFacturXPdf(invoice, { ...(await loadFonts()), logo });
}
