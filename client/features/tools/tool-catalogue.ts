import { m } from "../../../core/i18n/messages";
import type { InternalPath } from "../../components/content/internal-path";

/** Where a tool does its work; shown as a badge, because it is the first question people ask. */
export type ProcessingPlace = "browser" | "browser-and-server" | "your-account" | "our-team";

/** A text in the page language: the catalogue's message function, called while rendering (docs/i18n.md). */
export type Text = () => string;

export interface ToolEntry {
  readonly path: InternalPath;
  readonly name: Text;
  readonly summary: Text;
  readonly processing: ProcessingPlace;
  readonly action: Text;
}

export const PROCESSING_LABEL: Readonly<Record<ProcessingPlace, Text>> = {
  browser: m.tools_processing_browser,
  "browser-and-server": m.tools_processing_browser_server,
  "your-account": m.tools_processing_account,
  "our-team": m.tools_processing_team,
};

/** The tools in the order we present them on the home page and on /tools. */
export const TOOL_CATALOGUE: readonly ToolEntry[] = [
  {
    path: "/invoice_processor",
    name: m.tools_processor_name,
    summary: m.tools_processor_summary,
    processing: "browser-and-server",
    action: m.tools_processor_action,
  },
  {
    path: "/invoice-ocr",
    name: m.tools_ocr_name,
    summary: m.tools_ocr_summary,
    processing: "browser-and-server",
    action: m.tools_ocr_action,
  },
  {
    path: "/invoice-generator",
    name: m.tools_generator_name,
    summary: m.tools_generator_summary,
    processing: "browser-and-server",
    action: m.tools_generator_action,
  },
  {
    path: "/bank-statement-converter",
    name: m.tools_bank_name,
    summary: m.tools_bank_summary,
    processing: "browser",
    action: m.tools_bank_action,
  },
  {
    path: "/duplicate-removal-tool",
    name: m.tools_dedupe_name,
    summary: m.tools_dedupe_summary,
    processing: "browser",
    action: m.tools_dedupe_action,
  },
  {
    path: "/sales-analytics",
    name: m.tools_analytics_name,
    summary: m.tools_analytics_summary,
    processing: "your-account",
    action: m.tools_analytics_action,
  },
  {
    path: "/data-cleansing-services",
    name: m.tools_cleansing_name,
    summary: m.tools_cleansing_summary,
    processing: "our-team",
    action: m.tools_cleansing_action,
  },
];
