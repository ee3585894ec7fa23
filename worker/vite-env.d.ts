// The Worker is bundled by Vite, which replaces these at build time (core/http/analytics-config.ts).
interface ImportMetaEnv {
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_CF_BEACON_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Vite's `?inline` import: the file as a base64 data URL (worker/issued-invoices/pdf-fonts.ts).
declare module "*.ttf?inline" {
  const dataUrl: string;
  export default dataUrl;
}
