/**
 * The API's error messages in another language, found by their English text: handlers write SPEC's
 * English (tests assert it) and one code (`not_found`, `invalid_request`) carries many messages, so
 * the text, not the code, says which message it is (docs/decisions/182). Unknown text stays English.
 */
import { METRIC_LABELS } from "../plans/plans";
import type { Language } from "./language";
import { m } from "./messages";
import type { MessageOptions } from "./translate";

type FixedMessage = (inputs?: Record<string, never>, options?: MessageOptions) => string;

const PREFIX = "error_api_";

/** A message's English text; null for a message with inputs (those go by pattern below). */
function readEnglish(message: FixedMessage): string | null {
  try {
    return message(undefined, { locale: "en" });
  } catch {
    return null;
  }
}

/** Every catalogue message of the API without inputs, by its English text. */
function indexFixedMessages(): ReadonlyMap<string, FixedMessage> {
  const index = new Map<string, FixedMessage>();
  for (const [key, message] of Object.entries(m)) {
    if (!key.startsWith(PREFIX)) continue;
    const english = readEnglish(message as FixedMessage);
    if (english !== null) index.set(english, message as FixedMessage);
  }
  return index;
}

/** The quota refusal's English labels and units (core/plans METRIC_LABELS) and their messages. */
const QUOTA_LABELS: Readonly<Record<string, FixedMessage>> = {
  [METRIC_LABELS.invoiceExtraction.label]: m.billing_metric_invoice_extraction,
  [METRIC_LABELS.ocrPages.label]: m.billing_metric_ocr_pages,
  [METRIC_LABELS.generatedInvoices.label]: m.billing_metric_generated_invoices,
  [METRIC_LABELS.bankFiles.label]: m.billing_metric_bank_files,
  [METRIC_LABELS.dedupeRows.label]: m.billing_metric_dedupe_rows,
  [METRIC_LABELS.mailboxMessages.label]: m.billing_metric_mailbox_messages,
  [METRIC_LABELS.peppolSends.label]: m.billing_metric_peppol_sends,
};

const QUOTA_UNITS: Readonly<Record<string, FixedMessage>> = {
  invoices: m.error_api_quota_unit_invoices,
  pages: m.error_api_quota_unit_pages,
  files: m.error_api_quota_unit_files,
  rows: m.error_api_quota_unit_rows,
  messages: m.error_api_quota_unit_messages,
};

/** Messages with a value in them: the English shape, and the message that words it elsewhere. */
const PATTERNS: readonly {
  readonly pattern: RegExp;
  readonly render: (match: RegExpExecArray, locale: Language) => string;
}[] = [
  {
    pattern: /^Invoice number (.+) is already in use\. Set the next invoice number in your settings\.$/,
    render: (match, locale) => m.error_api_number_taken({ number: match[1] ?? "" }, { locale }),
  },
  {
    pattern: /^The file is larger than (\d+) MB, the most a saved bank statement file may be\.$/,
    render: (match, locale) => m.error_api_bank_file_too_large({ size: match[1] ?? "" }, { locale }),
  },
  {
    pattern: /^Upload at most (\d+) files at a time\.$/,
    render: (match, locale) => m.error_api_too_many_files({ max: match[1] ?? "" }, { locale }),
  },
  {
    pattern: /^This (PDF|PNG|JPEG|XML) is larger than (\d+) MB\.$/,
    render: (match, locale) =>
      m.error_api_upload_too_large({ kind: match[1] ?? "", size: match[2] ?? "" }, { locale }),
  },
  {
    pattern: /^Invoice (.+) has less open than that\.$/,
    render: (match, locale) => {
      const number =
        match[1] === "without number" ? m.error_api_without_number(undefined, { locale }) : match[1];
      return m.error_api_less_open({ number: number ?? "" }, { locale });
    },
  },
  {
    pattern: /^This XML is a (\w+), not a UBL or CII invoice\.$/,
    render: (match, locale) => m.error_api_xml_not_einvoice({ name: match[1] ?? "" }, { locale }),
  },
  // A Peppol document kept as a failed inbox row, with the reader's reason (ADR 283).
  {
    pattern: /^This Peppol document could not be read as an invoice\. ([\s\S]+)$/,
    render: (match, locale) =>
      m.error_api_peppol_unreadable({ detail: translateErrorMessage(match[1] ?? "", locale) }, { locale }),
  },
  // Refused e-mails: the stored reason, shown in settings (worker/email-inbound/refusals.ts).
  {
    pattern: /^Attachment (.+) is too large: (.+)$/,
    render: (match, locale) =>
      m.error_api_inbound_attachment_too_large(
        { fileName: match[1] ?? "", detail: translateErrorMessage(match[2] ?? "", locale) },
        { locale },
      ),
  },
  {
    pattern: /^The message has more than (\d+) invoice attachments; send them in several messages\.$/,
    render: (match, locale) => m.error_api_inbound_too_many_attachments({ max: match[1] ?? "" }, { locale }),
  },
  {
    pattern: /^Some attachments were not processed\. ([\s\S]*)$/,
    render: (match, locale) =>
      m.error_api_inbound_some_unprocessed({ detail: wordFileProblems(match[1] ?? "", locale) }, { locale }),
  },
  {
    pattern:
      /^Stored without reading, to read later from your invoices: (.+?)\. (Monthly limit reached: [\s\S]+)$/,
    render: (match, locale) =>
      m.error_api_inbound_stored_unread(
        { files: match[1] ?? "", detail: translateErrorMessage(match[2] ?? "", locale) },
        { locale },
      ),
  },
  {
    pattern: /^The message has no PDF, JPEG, PNG or UBL\/CII XML invoice attached\. ([\s\S]+)$/,
    render: (match, locale) =>
      `${m.error_api_inbound_no_attachment(undefined, { locale })} ${wordFileProblems(match[1] ?? "", locale)}`,
  },
  {
    pattern:
      /^Monthly limit reached: (.+) — (\d+) of (\d+) (\w+) used on the (.+) plan\.(?: This needs (\d+), (\d+) are left\.)? See \/pricing to upgrade\.$/,
    render: (match, locale) => {
      const options = { locale };
      const label = QUOTA_LABELS[match[1] ?? ""]?.(undefined, options) ?? match[1] ?? "";
      const unit = QUOTA_UNITS[match[4] ?? ""]?.(undefined, options) ?? match[4] ?? "";
      const asked = match[6]
        ? m.error_api_quota_asked({ requested: match[6], left: match[7] ?? "" }, options)
        : "";
      return m.error_api_quota(
        { label, used: match[2] ?? "", limit: match[3] ?? "", unit, plan: match[5] ?? "", asked },
        options,
      );
    },
  },
  // The access point's own reason stays in its words (worker/peppol).
  {
    pattern: /^The access point refused this Peppol id: ([\s\S]+)$/,
    render: (match, locale) =>
      m.error_api_peppol_registration_refused({ reason: match[1] ?? "" }, { locale }),
  },
  {
    pattern: /^The access point refused the invoice: ([\s\S]+)$/,
    render: (match, locale) => m.error_api_peppol_send_refused({ reason: match[1] ?? "" }, { locale }),
  },
  {
    pattern: /^Your (.+) plan is already active\.$/,
    render: (match, locale) => m.error_api_plan_active({ plan: match[1] ?? "" }, { locale }),
  },
];

/** "a.pdf: This image is damaged and cannot be read. b.png: …": each known problem worded, names kept. */
function wordFileProblems(details: string, language: Language): string {
  let worded = details;
  fixed ??= indexFixedMessages();
  for (const [english, message] of fixed)
    if (worded.includes(`: ${english}`))
      worded = worded.replaceAll(`: ${english}`, `: ${message(undefined, { locale: language })}`);
  return worded;
}

let fixed: ReadonlyMap<string, FixedMessage> | null = null;

/** An English API error message in another language; the English itself when none is known. */
export function translateErrorMessage(english: string, language: Language): string {
  if (language === "en") return english;
  fixed ??= indexFixedMessages();
  const message = fixed.get(english);
  if (message) return message(undefined, { locale: language });
  for (const { pattern, render } of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return render(match, language);
  }
  return english;
}
