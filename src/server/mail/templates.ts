/**
 * Mail bodies, rendered on the server in the recipient's language from the message catalogues:
 * a plain-text and an HTML part with the same content. Every mail ends with its unsubscribe link.
 */
import { mailTranslate } from "./i18n";
import type { Locale } from "../../schemas/api";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] as string);

/**
 * A mail's content, in order: a paragraph, a button link (also printed as text), a heading, or
 * rows of label and value (a table in HTML, "label: value" lines in text).
 */
export type Block =
  | { paragraph: string }
  | { button: string; href: string }
  | { heading: string }
  | { rows: { label: string; value: string; strong?: boolean }[] };

export interface Layout {
  locale: Locale;
  subject: string;
  blocks: Block[];
  /** Mails of a list carry it in the footer; mails about one ad (pinboard) and to staff (form entries) have none. */
  unsubscribeUrl?: string;
}

const textOf = (block: Block): string => {
  if ("paragraph" in block) return block.paragraph;
  // Underlined, as plain-text mails mark a heading.
  if ("heading" in block) return `${block.heading}\n${"-".repeat(Math.min(60, block.heading.length))}`;
  if ("rows" in block) return block.rows.map((row) => (row.label ? `${row.label}: ${row.value}` : row.value)).join("\n");
  return `${block.button}:\n${block.href}`;
};

const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";

const htmlOf = (block: Block): string => {
  if ("paragraph" in block) return `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(block.paragraph)}</p>`;
  if ("heading" in block) return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3">${escapeHtml(block.heading)}</h2>`;
  if ("rows" in block)
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">\n${block.rows
      .map((row) => {
        const weight = row.strong ? "font-weight:bold;" : "";
        return `<tr><th scope="row" style="${cell};font-weight:normal;${weight}">${escapeHtml(row.label)}</th><td style="${cell};${weight}">${escapeHtml(row.value)}</td></tr>`;
      })
      .join("\n")}\n</table>`;
  return (
    `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;background:#1a1a1a;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(block.button)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${escapeHtml(block.href)}" style="color:#1a1a1a">${escapeHtml(block.href)}</a></p>`
  );
};

/** A mail in the site's layout: greeting, the blocks, signature, and the unsubscribe footer if given. */
export function renderMail({ locale, subject, blocks, unsubscribeUrl }: Layout): RenderedMail {
  const t = mailTranslate(locale);
  const all: Block[] = [{ paragraph: t("mail.greeting") }, ...blocks, { paragraph: t("mail.signature") }];

  const text = [...all.map(textOf), ...(unsubscribeUrl ? ["-- ", `${t("mail.unsubscribeText")}\n${unsubscribeUrl}`] : [])].join("\n\n");

  const font = "font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a";
  const body = all.map(htmlOf).join("\n");
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff">
<div style="max-width:560px;margin:0 auto;${font}">
<p style="margin:0 0 24px;font-weight:bold">${escapeHtml(t("site.name"))}</p>
${body}
${
  unsubscribeUrl
    ? `<hr style="border:0;border-top:1px solid #cccccc;margin:24px 0">
<p style="margin:0;font-size:13px;color:#555555">${escapeHtml(t("mail.unsubscribeText"))} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#555555">${escapeHtml(t("mail.unsubscribe"))}</a></p>
`
    : ""
}</div>
</body>
</html>
`;
  return { subject, text: `${text}\n`, html };
}

/** The double opt-in mail of a newsletter sign-up. */
export function newsletterConfirmationMail(locale: Locale, links: { confirmUrl: string; unsubscribeUrl: string }): RenderedMail {
  const t = mailTranslate(locale);
  return renderMail({
    locale,
    subject: t("mail.newsletterConfirm.subject"),
    blocks: [
      { paragraph: t("mail.newsletterConfirm.intro") },
      { paragraph: t("mail.newsletterConfirm.action") },
      { button: t("mail.newsletterConfirm.button"), href: links.confirmUrl },
      { paragraph: t("mail.newsletterConfirm.ignore") },
    ],
    unsubscribeUrl: links.unsubscribeUrl,
  });
}

/** The confirmation mail of a pinboard ad: publish link and delete link. */
export function pinboardConfirmationMail(locale: Locale, input: { summary: string; confirmUrl: string; deleteUrl: string }): RenderedMail {
  const t = mailTranslate(locale);
  return renderMail({
    locale,
    subject: t("mail.pinboardConfirm.subject"),
    blocks: [
      { paragraph: t("mail.pinboardConfirm.intro", { summary: input.summary }) },
      { paragraph: t("mail.pinboardConfirm.action") },
      { button: t("mail.pinboardConfirm.button"), href: input.confirmUrl },
      { paragraph: t("mail.pinboard.deleteText") },
      { button: t("mail.pinboard.deleteButton"), href: input.deleteUrl },
      { paragraph: t("mail.pinboardConfirm.ignore") },
    ],
  });
}

/** A visitor's message to the author of an ad, in the author's language (Reply-To: the visitor). */
export function pinboardContactMail(
  locale: Locale,
  input: { from: string; to: string; summary: string; senderName: string; senderEmail: string; message: string; deleteUrl: string },
): RenderedMail {
  const t = mailTranslate(locale);
  return renderMail({
    locale,
    subject: t("mail.pinboardContact.subject", { from: input.from, to: input.to }),
    blocks: [
      { paragraph: t("mail.pinboardContact.intro", { name: input.senderName, summary: input.summary }) },
      { paragraph: input.message },
      { paragraph: t("mail.pinboardContact.reply", { name: input.senderName, email: input.senderEmail }) },
      { paragraph: t("mail.pinboard.deleteText") },
      { button: t("mail.pinboard.deleteButton"), href: input.deleteUrl },
    ],
  });
}

/** Headers every mail with an unsubscribe link carries (RFC 2369 and RFC 8058 one-click). */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export { escapeHtml };

/** The mail to a form's recipients about a new entry (docs/forms.md): every answer as "label: value". */
export function formEntryMail(
  locale: Locale,
  entry: { title: string; entryLocale: Locale; rows: { label: string; value: string }[]; entriesUrl: string },
): RenderedMail {
  const t = mailTranslate(locale);
  return renderMail({
    locale,
    subject: t("mail.formEntry.subject", { title: entry.title }),
    blocks: [
      { paragraph: t("mail.formEntry.intro", { title: entry.title, locale: entry.entryLocale }) },
      ...entry.rows.map((row) => ({ paragraph: `${row.label}: ${row.value || "–"}` })),
      { button: t("mail.formEntry.button"), href: entry.entriesUrl },
    ],
  });
}

/** A staff user's link to set a password: an invitation or a reset (docs/admin.md, Users). */
export function passwordLinkMail(locale: Locale, purpose: "invite" | "reset-password", input: { email: string; url: string; hours: number }): RenderedMail {
  const t = mailTranslate(locale);
  const kind = purpose === "invite" ? "invite" : "reset";
  return renderMail({
    locale,
    subject: t(`mail.${kind}.subject`),
    blocks: [
      { paragraph: t(`mail.${kind}.intro`, { email: input.email }) },
      { paragraph: t(`mail.${kind}.action`) },
      { button: t(`mail.${kind}.button`), href: input.url },
      { paragraph: t("mail.passwordLink.expiry", { hours: input.hours }) },
      ...(kind === "reset" ? [{ paragraph: t("mail.reset.ignore") }] : []),
    ],
  });
}
