import { DEFAULT_LANGUAGE, type Language } from "../../core/i18n/language";
import { m } from "../i18n/messages";
import type { EmailMessage } from "./mailer";

const PRODUCT = "Factuurkit";

export interface TemplateContext {
  to: string;
  link: string;
  supportEmail: string;
  /** The recipient's language (their stored choice, else the request's; ADR 180); English by default. */
  language?: Language;
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
  const language = context.language ?? DEFAULT_LANGUAGE;
  const locale = { locale: language };
  const fallback = m.email_button_fallback(undefined, locale);
  const footer = m.email_footer({ product: PRODUCT }, locale);
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1d4ed8">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(content.heading)}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:24px">${escapeHtml(content.intro)}</p>
<p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(content.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px">${escapeHtml(fallback)}<br><a href="${link}" style="color:#1d4ed8;word-break:break-all">${link}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px">${escapeHtml(content.expiry)} ${escapeHtml(content.ignore)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)} <a href="mailto:${support}" style="color:#6b7280">${support}</a></p>
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
    `${footer} ${context.supportEmail}`,
  ].join("\n");
  return { to: context.to, subject: content.subject, html, text };
}

type EmailKind = "verify" | "reset" | "exists";

/** The texts of one e-mail in the recipient's language, from the message catalogue. */
function readContent(kind: EmailKind, language: Language): Content {
  const locale = { locale: language };
  const product = { product: PRODUCT };
  const texts = {
    verify: [
      m.email_verify_subject(product, locale),
      m.email_verify_heading(undefined, locale),
      m.email_verify_intro(product, locale),
      m.email_verify_button(undefined, locale),
      m.email_verify_expiry(undefined, locale),
      m.email_verify_ignore(undefined, locale),
    ],
    reset: [
      m.email_reset_subject(product, locale),
      m.email_reset_heading(undefined, locale),
      m.email_reset_intro(product, locale),
      m.email_reset_button(undefined, locale),
      m.email_reset_expiry(undefined, locale),
      m.email_reset_ignore(undefined, locale),
    ],
    exists: [
      m.email_exists_subject(product, locale),
      m.email_exists_heading(undefined, locale),
      m.email_exists_intro(product, locale),
      m.email_exists_button(undefined, locale),
      m.email_exists_expiry(undefined, locale),
      m.email_exists_ignore(undefined, locale),
    ],
  }[kind];
  const [subject = "", heading = "", intro = "", button = "", expiry = "", ignore = ""] = texts;
  return { subject, heading, intro, button, expiry, ignore };
}

export function renderVerificationEmail(context: TemplateContext): EmailMessage {
  return render(readContent("verify", context.language ?? DEFAULT_LANGUAGE), context);
}

export function renderPasswordResetEmail(context: TemplateContext): EmailMessage {
  return render(readContent("reset", context.language ?? DEFAULT_LANGUAGE), context);
}

/** To the owner when someone registers an address that already has an account (issue 14). */
export function renderAccountExistsEmail(context: TemplateContext): EmailMessage {
  return render(readContent("exists", context.language ?? DEFAULT_LANGUAGE), context);
}
