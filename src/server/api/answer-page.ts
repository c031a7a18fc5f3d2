/**
 * The small standalone page a link from a mail answers with (newsletter confirm and unsubscribe,
 * pinboard delete): title, text, an optional one-button form (mail scanners follow links, so a
 * change that must be meant asks for a press first) and a link onward. In the visitor's
 * language; nothing loaded from elsewhere; the token in the address never leaks as a referrer.
 */
import { createTranslate } from "../../i18n/messages";
import type { Locale } from "../../schemas/api";
import { escapeHtml } from "../mail/templates";

export interface AnswerPage {
  title: string;
  text: string;
  form?: { action: string; token: string; submit: string };
  /** Where the visitor goes on from here. */
  back: { href: string; label: string };
}

export function answerPage(status: number, locale: Locale, { title, text, form, back }: AnswerPage): Response {
  const t = createTranslate(locale);
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="token" value="${escapeHtml(form.token)}"><button type="submit">${escapeHtml(form.submit)}</button></form>`
    : "";
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} – ${escapeHtml(t("site.name"))}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.5rem 1.25rem}a{color:inherit}</style></head>
<body><main><p>${escapeHtml(t("site.name"))}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${formHtml}<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      // The token is in the address: it must not leak to other sites. `same-origin`, not
      // `no-referrer`: the page's form must be posted with its real Origin (browsers without
      // Sec-Fetch-Site would otherwise be refused by the request guard).
      "referrer-policy": "same-origin",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      "x-robots-tag": "noindex",
    },
  });
}
