import regularFontData from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf";
import boldFontData from "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf";
import type { PdfAssets } from "../../core/invoice/pdf/render-invoice-pdf";

type PdfFonts = Pick<PdfAssets, "regularFont" | "boldFont">;

let fonts: PdfFonts | null = null;

/**
 * The Inter fonts the browser's generator uses, bundled into the Worker as binary modules (wrangler's
 * `Data` rule in wrangler.toml; scripts/vite-worker-binary-imports.ts for Vite): no fetch at run time.
 * Wrapped once per isolate and kept, so the same Uint8Array is passed every time and the parsed
 * font is reused (parsed-font-cache.ts).
 */
export function loadPdfFonts(): PdfFonts {
  fonts ??= { regularFont: new Uint8Array(regularFontData), boldFont: new Uint8Array(boldFontData) };
  return fonts;
}
