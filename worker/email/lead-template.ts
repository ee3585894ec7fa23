import { describeDataType, type QuoteRequest } from "../../core/leads/quote-request";
import type { EmailMessage } from "./mailer";

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export interface LeadEmailContext {
  to: string;
  leadId: string;
  receivedAt: Date;
}

/**
 * The notification our support mailbox gets for a quote request. Every value came from a stranger, so
 * each is escaped in the HTML part; the subject holds no line breaks (the schema refuses them).
 */
export function renderLeadNotification(request: QuoteRequest, context: LeadEmailContext): EmailMessage {
  const records = request.recordCount.toLocaleString("en-GB");
  const rows: [string, string][] = [
    ["Name", request.name],
    ["Company", request.company || "—"],
    ["E-mail", request.email],
    ["Phone", request.phone || "—"],
    ["Type of data", describeDataType(request.dataType)],
    ["Approximate records", records],
    ["Reference", context.leadId],
    ["Received", `${context.receivedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`],
  ];
  const subject = `Quote request: ${request.company || request.name} (${records} records)`;
  const message = request.message || "(no message)";
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">Factuurkit</p>
<h1 style="margin:0 0 16px;font-size:22px">New data cleansing quote request</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:24px">Reply to the sender within one working day, as the services page promises.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;font-size:14px;line-height:20px">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;border-bottom:1px solid #e5e7eb;width:40%">${escapeHtml(label)}</th><td style="padding:6px 0;border-bottom:1px solid #e5e7eb">${escapeHtml(value)}</td></tr>`,
  )
  .join("\n")}
</table>
<h2 style="margin:24px 0 8px;font-size:16px">Message</h2>
<p style="margin:0;font-size:14px;line-height:20px;white-space:pre-wrap">${escapeHtml(message)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">Sent by the quote form on /data-cleansing-services. Do not forward this e-mail outside the team: it contains personal data.</p>
</td></tr></table>
</body></html>`;
  const text = [
    "New data cleansing quote request",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    message,
    "",
    "Reply to the sender within one working day, as the services page promises.",
  ].join("\n");
  return { to: context.to, subject, html, text };
}
