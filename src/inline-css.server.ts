/**
 * The critical path of a visitor's page (issue 17, docs/caching.md): its own stylesheets go inside
 * the HTML, so the first paint waits for no request but the page itself.
 *
 * React Router's `<Links />` writes a `<link rel="stylesheet">` per stylesheet of the page's
 * routes. `inlineStylesheets` puts their text, in the same order, in one `<style>` where the first
 * of them was, and gives each link `disabled`: the browser neither fetches nor applies it (with
 * `media="not all"` it still downloaded every one). The links stay, so that hydration finds what
 * it rendered (React checks a link's `rel` and `href`, not its other attributes, and passes over
 * the extra `<style>` in the head), and a later
 * navigation adds and drops the stylesheets of other routes as before; what was inlined stays
 * applied, which is harmless because every stylesheet's rules are scoped to their own blocks.
 *
 * Pages whose stylesheets would make the HTML too large, or which name a stylesheet the build
 * does not have, keep their links as they are.
 */

/** The most stylesheet text put into one page (bytes before compression). */
export const MAX_INLINE_CSS = 96 * 1024;

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"#?]+\.css)[^"]*"\/>/g;

export function inlineStylesheets(html: string, stylesheet: (href: string) => string | undefined): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(stylesheetLink)];
  if (!links.length) return html;
  const texts: string[] = [];
  let size = 0;
  for (const [, href] of links) {
    const text = stylesheet(href);
    if (text === undefined) return html;
    size += text.length;
    texts.push(text);
  }
  if (size > MAX_INLINE_CSS) return html;
  // Nothing in a stylesheet may end the element early.
  const style = `<style data-inlined="">${texts.join("\n").replaceAll("</", "<\\/")}</style>`;
  const at = links[0].index;
  const quiet = head.slice(at).replace(stylesheetLink, (link) => link.replace('<link rel="stylesheet"', '<link rel="stylesheet" disabled=""'));
  return head.slice(0, at) + style + quiet + html.slice(headEnd);
}
