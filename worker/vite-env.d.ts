// The Worker is bundled by Vite, which replaces these at build time (core/http/analytics-config.ts).
interface ImportMetaEnv {
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_CF_BEACON_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// A font the Worker imports: its bytes (wrangler.toml [[rules]] Data; scripts/vite-worker-binary-imports.ts).
declare module "*.ttf" {
  const bytes: ArrayBuffer;
  export default bytes;
}
