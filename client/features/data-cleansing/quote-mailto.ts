import { DATA_TYPES, type QuoteRequest } from "./quote-request";

/**
 * A mailto: link that carries a validated quote request to our support mailbox. Used until the quote
 * endpoint exists; the form itself does not know how a request is delivered.
 */
export function buildQuoteMailto(to: string, request: QuoteRequest): string {
  const dataType = DATA_TYPES.find((type) => type.value === request.dataType)?.label ?? request.dataType;
  const lines = [
    `Name: ${request.name}`,
    `Company: ${request.company || "-"}`,
    `E-mail: ${request.email}`,
    `Phone: ${request.phone || "-"}`,
    `Data type: ${dataType}`,
    `Approximate number of records: ${request.recordCount.toLocaleString("en-GB")}`,
    "",
    request.message || "(no message)",
  ];
  const subject = `Data cleansing quote request: ${request.company || request.name}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\r\n"))}`;
}
