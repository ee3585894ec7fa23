import type { EmailMessage } from "../email/mailer";
import { escapeHtml } from "../email/templates";

export interface BillingInvoiceMail {
  readonly to: string;
  readonly number: string;
  readonly total: string;
  readonly link: string;
  readonly supportEmail: string;
}

/** "Your Factuurkit invoice": the number, the amount paid, and where the PDF is. */
export function billingInvoiceEmail(mail: BillingInvoiceMail): EmailMessage {
  const subject = `Your Factuurkit invoice ${mail.number}`;
  const text = [
    `Thank you for your payment of ${mail.total}.`,
    `Your invoice ${mail.number} is in your account: ${mail.link}`,
    `Questions? Write to ${mail.supportEmail}.`,
  ].join("\n\n");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<p>Thank you for your payment of ${escapeHtml(mail.total)}.</p>
<p>Your invoice <strong>${escapeHtml(mail.number)}</strong> is in your account:
<a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>
<p>Questions? Write to ${escapeHtml(mail.supportEmail)}.</p>
</body></html>`;
  return { to: mail.to, subject, text, html };
}
