/**
 * Server rendering: every response waits for the whole page (allReady), so visitors and
 * crawlers get complete HTML before any JavaScript runs. The page goes out as one buffer of
 * bytes, with the dates its render formatted for hydration to take (src/date-seed.server.ts). A module
 * that throws while rendering is skipped by its Suspense boundary and logged; it does not
 * turn the page into a 500. Every page carries its Content-Security-Policy: a visitor's page
 * allows its inline scripts by their hashes, so that it can be cached; a staff page by a fresh
 * nonce (src/csp.server.ts, docs/security.md, docs/caching.md).
 */
import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { appContext, staffContext } from "./context";
import { contentSecurityPolicy, newNonce, permissionsPolicy, sealForSharing } from "./csp.server";
import { recordingDates, withDateSeed } from "./date-seed.server";
import { inlineStylesheets } from "./inline-css.server";
import { sendsToStripe } from "./lib/stripe-checkout";
import { isHttpsSite } from "./server/api/csrf";
import { log } from "./server/log";
import { NonceProvider } from "./ui/nonce";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const root = routerContext.staticHandlerContext.loaderData.root as
    | { settings?: { TAG_MANAGER_ID?: string | null } | null; consent?: { tracking?: boolean } | null }
    | undefined;
  const staff = loadContext.get(staffContext).user !== null;
  const tagManager = Boolean(root?.settings?.TAG_MANAGER_ID);
  const { publicUrl, assetIntegrity, stylesheet, incomplete } = loadContext.get(appContext);
  const policy = { staff, tagManager, https: isHttpsSite(publicUrl), stripeForms: sendsToStripe(new URL(request.url).pathname) };
  // A visitor's page may be cached and shared: its scripts are allowed by their hashes, and the
  // nonce it is rendered with marks only which scripts are the page's own (sealForSharing). A
  // staff page keeps its nonce per response, and so does a page on which the tag manager runs (it
  // hands the nonce to the tags it writes); neither is ever cached (server/page-cache.ts).
  const shared = !staff && !(tagManager && root?.consent?.tracking === true);
  const nonce = newNonce();
  responseHeaders.set("Permissions-Policy", permissionsPolicy);
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ ...policy, nonce }));
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const page = (
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  );
  const { result: body, dates } = await recordingDates(async () => {
    const stream = await renderToReadableStream(page, {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      // Every Suspense boundary inline, where it stands. With the default (12.8 KB), React moves
      // the completed boundaries that come after that many bytes into hidden elements at the end,
      // which only its inline scripts reveal (throttled): the home page's hero and modules, or the
      // site notice and anything else loaded lazily, would be missing without JavaScript and paint
      // late with it. The whole page is ready before the first byte anyway (allReady below).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        log().error({ err: error }, "a part of the page failed to render");
        incomplete?.add("render");
      },
    });
    await stream.allReady;
    return stream;
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page with a part missing is this request's only: no cache may keep it.
  if (incomplete?.size) responseHeaders.set("Cache-Control", "no-store");
  // The page's bytes as latin1 text, one character per byte: sealed, given its stylesheets and its
  // dates without being decoded and encoded again (sealForSharing).
  const rendered = await streamBytes(body);
  if (!shared) {
    responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ ...policy, nonce }));
    return new Response(Buffer.from(withDateSeed(rendered, dates), "latin1"), { headers: responseHeaders, status: responseStatusCode });
  }
  const { html: sealed, hashes } = sealForSharing(rendered, nonce, assetIntegrity ?? (() => undefined));
  // Its stylesheets inside, so that the first paint waits for nothing else (src/inline-css.server.ts).
  const html = withDateSeed(stylesheet ? inlineStylesheets(sealed, stylesheet) : sealed, dates);
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ ...policy, hashes }));
  // As bytes: a string body costs a scan for lone surrogates and an encoding in the fetch
  // implementation's JavaScript, 3 % of an uncached calendar render (docs/benchmarks.md, "Memory
  // soak: resting after a crowd").
  return new Response(Buffer.from(html, "latin1"), { headers: responseHeaders, status: responseStatusCode });
}

/** The rendered page's bytes, joined, as latin1 text (one character per byte). */
async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString("latin1");
}

/** Unexpected loader, action and render errors go to the error reporter (aborted requests do not). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  try {
    context.get(appContext).reportError("server", error);
  } catch {
    // A request that failed before its context was set.
    log().error({ err: error }, "unexpected error");
  }
};

// The server process sets this context on every request; it must be the build's own
// instance (a separately imported copy would be a different key).
export { appContext };
