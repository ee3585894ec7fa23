import regularFontData from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?inline";
import boldFontData from "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?inline";
import { decodeBase64 } from "../../core/invoice/base64";
import type { PdfAssets } from "../../core/invoice/pdf/render-invoice-pdf";

type PdfFonts = Pick<PdfAssets, "regularFont" | "boldFont">;

let fonts: PdfFonts | null = null;

function decodeDataUrl(dataUrl: string): Uint8Array {
  const bytes = decodeBase64(dataUrl.slice(dataUrl.indexOf(",") + 1));
  if (!bytes) throw new Error("The bundled font is not base64.");
  return bytes;
}

/**
 * The Inter fonts the browser's generator uses, bundled into the Worker as data URLs (Vite's
 * `?inline`): no fetch at run time. Decoded once per isolate and kept, so the same Uint8Array is
 * passed every time and pdf-lib's compressed font stream is reused (font-stream-cache.ts).
 */
export function loadPdfFonts(): PdfFonts {
  fonts ??= { regularFont: decodeDataUrl(regularFontData), boldFont: decodeDataUrl(boldFontData) };
  return fonts;
}
