import type { EmailMessage } from "./mailer";

const PRODUCT = "Factuurkit";

export interface TemplateContext {
  to: string;
  link: string;
  supportEmail: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

interface Content {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
}

function render(content: Content, context: TemplateContext): EmailMessage {
  const link = escapeHtml(context.link);
  const support = escapeHtml(context.supportEmail);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:24px">${escapeHtml(content.intro)}</p>
<p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(content.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px">If the button does not work, copy this address into your browser:<br><a href="${link}" style="color:#1d4ed8;word-break:break-all">${link}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px">${escapeHtml(content.expiry)} ${escapeHtml(content.ignore)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${PRODUCT} · Amsterdam, Netherlands · Questions? <a href="mailto:${support}" style="color:#6b7280">${support}</a></p>
</td></tr></table>
</body></html>`;
  const text = [
    PRODUCT,
    "",
    content.heading,
    "",
    content.intro,
    "",
    `${content.button}: ${context.link}`,
    "",
    `${content.expiry} ${content.ignore}`,
    "",
    `${PRODUCT} · Amsterdam, Netherlands · Questions? ${context.supportEmail}`,
  ].join("\n");
  return { to: context.to, subject: content.subject, html, text };
}

export function renderVerificationEmail(context: TemplateContext): EmailMessage {
  return render(
    {
      subject: `Confirm your e-mail address for ${PRODUCT}`,
      heading: "Confirm your e-mail address",
      intro: `Thanks for creating a ${PRODUCT} account. Confirm that this is your e-mail address to start saving your company details and invoices.`,
      button: "Confirm e-mail address",
      expiry: "This link works once and expires in 24 hours.",
      ignore: "If you did not create an account, you can ignore this e-mail.",
    },
    context,
  );
}

export function renderPasswordResetEmail(context: TemplateContext): EmailMessage {
  return render(
    {
      subject: `Reset your ${PRODUCT} password`,
      heading: "Reset your password",
      intro: `Someone (hopefully you) asked to reset the password of your ${PRODUCT} account. Choose a new password with the link below.`,
      button: "Choose a new password",
      expiry: "This link works once and expires in 1 hour.",
      ignore: "If you did not ask for this, ignore this e-mail: your password stays the same.",
    },
    context,
  );
}

/** To the owner when someone registers an address that already has an account (issue 14). */
export function renderAccountExistsEmail(context: TemplateContext): EmailMessage {
  return render(
    {
      subject: `Someone tried to create a ${PRODUCT} account with your address`,
      heading: "You already have an account",
      intro: `Someone (hopefully you) tried to create a ${PRODUCT} account with this e-mail address, which already has one. Sign in, or choose 'Forgot your password?' on the sign-in page to set a new password.`,
      button: "Sign in",
      expiry: "No new account was created.",
      ignore: "If this was not you, you can ignore this e-mail: nothing about your account has changed.",
    },
    context,
  );
}
