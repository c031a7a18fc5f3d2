/**
 * The media library's metadata on the public site (docs/admin.md, "Media library"): a page's
 * loader data carries the focal points, copyrights and alt texts of its images in the page's
 * language, from one lookup; the service answers the same over HTTP; and list pages the browser
 * loads later carry them too.
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { createHttpContentClient } from "../../content-client/http";
import { type AppContext, appContext } from "../../context";
import { createPageLoader } from "../../machines/page-loader";
import { loader as contentPageLoader } from "../../routes/content-page";
import type { Locale } from "../../schemas/api";
import type { MediaMetaMap } from "../../schemas/media-meta";
import { media, productions } from "../db/schema";
import { sessionCsrf } from "../auth/csrf-token";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let service: Opened["service"];

/** The size seeding found for a demo image (its own pixels). */
const sized = { width: expect.any(Number), height: expect.any(Number) };

beforeAll(async () => {
  ({ handle, app, service } = await openTestContentApp());
  // The seeded "festival" page shows demo/harbour-hall.jpg (two-column) and demo/festival-centre.jpg;
  // seeding gave every demo image its row with its size.
  const set = (path: string, values: Partial<typeof media.$inferInsert>) => handle.db.update(media).set(values).where(eq(media.path, path));
  await set("demo/harbour-hall.jpg", {
    altDe: "Die Hafenhalle bei Nacht",
    altEn: "The harbour hall at night",
    copyrightDe: "Foto Hafen",
    copyrightEn: "Harbour photo",
    focusX: 30,
    focusY: 70,
  });
  // Copyright in German only, focus in the middle: the English page credits the German text.
  await set("demo/festival-centre.jpg", { copyrightDe: "Zentrum GmbH" });
  // Nothing set, not even a size: left out of the map.
  await set("demo/open-air-stage.jpg", { width: null, height: null });
});
afterAll(async () => {
  await handle?.close();
});

/** The content page loader of /{locale}/{path} for a visitor, over the in-process service. */
async function pageData(locale: Locale, path: string) {
  const context = new RouterContextProvider();
  const pageLoader = createPageLoader((input) => service.page({ locale: input.locale, path: input.path }));
  context.set(appContext, {
    content: service,
    pageLoader,
    reportError: () => undefined,
    clientIp: "192.0.2.1",
    publicUrl: "http://localhost",
    ticketShopUrl: "https://shop.example",
    csrf: sessionCsrf("k".repeat(40)),
  } satisfies AppContext);
  const url = new URL(`http://localhost/${locale}/${path}`);
  return contentPageLoader({ request: new Request(url), url, params: { "*": path }, context } as unknown as Parameters<typeof contentPageLoader>[0]);
}

describe("a page's loader data", () => {
  it("carries the metadata of its images in the page's language, from one lookup", async () => {
    const lookup = vi.spyOn(service, "mediaMeta");
    const german = await pageData("de", "festival");
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0][1]).toEqual(expect.arrayContaining(["demo/harbour-hall.jpg", "demo/festival-centre.jpg", "demo/open-air-stage.jpg"]));
    expect(german.media["demo/harbour-hall.jpg"]).toEqual({ focus: { x: 30, y: 70 }, copyright: "Foto Hafen", alt: "Die Hafenhalle bei Nacht", size: sized });
    expect(german.media["demo/festival-centre.jpg"]).toEqual({ copyright: "Zentrum GmbH", size: sized });
    expect(german.media).not.toHaveProperty("demo/open-air-stage.jpg");

    const english = await pageData("en", "festival");
    expect(english.media["demo/harbour-hall.jpg"]).toEqual({
      focus: { x: 30, y: 70 },
      copyright: "Harbour photo",
      alt: "The harbour hall at night",
      size: sized,
    });
    expect(english.media["demo/festival-centre.jpg"]).toEqual({ copyright: "Zentrum GmbH", size: sized });
    lookup.mockRestore();
  });

  it("follows a change staff save in the admin", async () => {
    await handle.db.update(media).set({ copyrightDe: "Neu im Archiv" }).where(eq(media.path, "demo/festival-centre.jpg"));
    service.invalidate();
    expect((await pageData("de", "festival")).media["demo/festival-centre.jpg"]).toEqual({ copyright: "Neu im Archiv", size: sized });
  });
});

describe("the media-meta call", () => {
  it("answers the map over HTTP, and the HTTP client gets what the in-process one does", async () => {
    const query = ["demo/harbour-hall.jpg", "demo/festival-centre.jpg", "demo/unknown.jpg", "../etc/passwd.jpg"]
      .map((p) => `path=${encodeURIComponent(p)}`)
      .join("&");
    const response = await app.request(`/en/pageeditor-api/media-meta?${query}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as MediaMetaMap;
    expect(Object.keys(body).sort()).toEqual(["demo/festival-centre.jpg", "demo/harbour-hall.jpg"]);
    expect(body["demo/harbour-hall.jpg"].alt).toBe("The harbour hall at night");

    const http = createHttpContentClient("http://content.test", ((input: URL | RequestInfo, init?: RequestInit) =>
      app.request(String(input), init)) as typeof fetch);
    // Enough paths to be split over several requests.
    const paths = [
      "demo/harbour-hall.jpg",
      ...Array.from({ length: 300 }, (_, index) => `uploads/2025/${"x".repeat(20)}${index}.jpg`),
      "demo/festival-centre.jpg",
    ];
    expect(await http.mediaMeta("de", paths)).toEqual(await service.mediaMeta("de", paths));
    expect(Object.keys(await http.mediaMeta("de", paths))).toHaveLength(2);
  });

  it("refuses more paths than a page may have", async () => {
    const query = Array.from({ length: 501 }, (_, index) => `path=demo/${index}.jpg`).join("&");
    expect((await app.request(`/de/pageeditor-api/media-meta?${query}`)).status).toBe(400);
  });
});

describe("list pages for load more", () => {
  it("bring the metadata of their pictures when there is any", async () => {
    type List = { results: { id: number }[]; media?: MediaMetaMap };
    const before = (await (await app.request("/de/api/productions/?page=2")).json()) as List;
    await handle.db.update(productions).set({ image: "demo/harbour-hall.jpg" }).where(eq(productions.id, before.results[0].id));
    service.invalidate();
    const after = (await (await app.request("/de/api/productions/?page=2")).json()) as List;
    expect(after.media?.["demo/harbour-hall.jpg"]).toEqual({ focus: { x: 30, y: 70 }, copyright: "Foto Hafen", alt: "Die Hafenhalle bei Nacht", size: sized });
  });
});
