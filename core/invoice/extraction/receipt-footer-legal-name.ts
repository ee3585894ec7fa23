import type { Layout } from "./layout";
import { asName, endsInLegalForm, OWNER_PREFIX } from "./receipt-name";
import { OWNED_BY } from "./receipt-supplier";
import type { Field } from "./types";

/**
 * The company in the footer's legal line ("Los Olivos S.L.U." over "CIF B01381975"): for a roll whose
 * header and thanks name no one. The last line that reads as a name ending in a legal form; never a
 * franchise's owner. Read below the header, it stays a check (receipt-footer-name.ts, ADR 323).
 */
export function extractFooterLegalName(layout: Layout): Field<string> | undefined {
  for (const line of [...layout.lines].reverse()) {
    if (OWNED_BY.test(line.text) || OWNER_PREFIX.test(line.text)) continue;
    const name = asName(line.text);
    if (!name || !endsInLegalForm(name) || name.split(/\s+/).length > 6) continue;
    return {
      value: name,
      confidence: 0.6,
      source: { page: line.page, x: line.x, y: line.y, width: line.width, height: line.height },
    };
  }
  return undefined;
}
