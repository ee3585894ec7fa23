import { m } from "../../../core/i18n/messages";
import type { InternalPath } from "../../components/content/internal-path";
import type { Text } from "./tool-catalogue";

/** Who a tool is for and what stands out: only the /tools page shows them, so the home page does not load them. */
export interface ToolDetails {
  readonly forWho: Text;
  readonly highlights: readonly Text[];
}

export const TOOL_DETAILS: Readonly<Partial<Record<InternalPath, ToolDetails>>> = {
  "/invoice_processor": {
    forWho: m.tools_detail_processor_for,
    highlights: [m.tools_detail_processor_h1, m.tools_detail_processor_h2, m.tools_detail_processor_h3],
  },
  "/invoice-ocr": {
    forWho: m.tools_detail_ocr_for,
    highlights: [m.tools_detail_ocr_h1, m.tools_detail_ocr_h2, m.tools_detail_ocr_h3],
  },
  "/invoice-generator": {
    forWho: m.tools_detail_generator_for,
    highlights: [m.tools_detail_generator_h1, m.tools_detail_generator_h2, m.tools_detail_generator_h3],
  },
  "/bank-statement-converter": {
    forWho: m.tools_detail_bank_for,
    highlights: [m.tools_detail_bank_h1, m.tools_detail_bank_h2, m.tools_detail_bank_h3],
  },
  "/duplicate-removal-tool": {
    forWho: m.tools_detail_dedupe_for,
    highlights: [m.tools_detail_dedupe_h1, m.tools_detail_dedupe_h2, m.tools_detail_dedupe_h3],
  },
  "/sales-analytics": {
    forWho: m.tools_detail_analytics_for,
    highlights: [m.tools_detail_analytics_h1, m.tools_detail_analytics_h2, m.tools_detail_analytics_h3],
  },
  "/data-cleansing-services": {
    forWho: m.tools_detail_cleansing_for,
    highlights: [m.tools_detail_cleansing_h1, m.tools_detail_cleansing_h2, m.tools_detail_cleansing_h3],
  },
};
