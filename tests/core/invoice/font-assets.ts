import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { PdfAssets } from "../../../core/invoice/pdf/render-invoice-pdf";

const require = createRequire(import.meta.url);

/** Inter Regular and Bold TTF from @expo-google-fonts/inter (OFL-1.1), as the browser loads them. */
export function loadFontAssets(): PdfAssets {
  return {
    regularFont: new Uint8Array(
      readFileSync(require.resolve("@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf")),
    ),
    boldFont: new Uint8Array(
      readFileSync(require.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf")),
    ),
  };
}
