import type { Plugin } from "vite";

export declare const OCR_ASSET_BASE: string;
export declare const OCR_ASSETS: Readonly<Record<string, string>>;
export declare function ocrAssets(): Plugin;
