/**
 * The tag manager's script, added once to the page. Used by the consent machine's effects and,
 * without the machine, for a returning visitor whose stored choice allows tracking
 * (ConsentProvider), so that such a visitor does not download XState on every page.
 */
import { pageNonce } from "../nonce";

export function startTagManager(id: string | null) {
  if (!id || document.getElementById("tag-manager")) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = "tag-manager";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  // The page's Content-Security-Policy trusts what this script loads ('strict-dynamic'); with the
  // nonce the tag manager can also run the inline tags of its container (docs/security.md).
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}
