/**
 * The link fields of the admin's entities, the site notice and the settings take only what
 * src/lib/links.ts allows (docs/security.md, "Links and redirects"): a refused link is a 400
 * naming the field, with a message in the call's language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { bookings, homeBlocks, venues } from "../db/schema";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let admin: StaffSession;
let homeBlockId: number;
let bookingId: number;
let venueId: number;

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
  admin = await staffSession(app, handle.db, { email: "links-admin@festival.example", username: "Lina Links", role: "admin" });
  [{ id: homeBlockId }] = await handle.db.select({ id: homeBlocks.id }).from(homeBlocks).limit(1);
  [{ id: bookingId }] = await handle.db.select({ id: bookings.id }).from(bookings).limit(1);
  [{ id: venueId }] = await handle.db.select({ id: venues.id }).from(venues).limit(1);
});
afterAll(async () => {
  await handle?.close();
});

const call = (method: string, path: string, body: unknown, locale: "de" | "en" = "de") =>
  app.request(`/${locale}/admin-api/${path}`, { method, headers: admin.writeHeaders, body: JSON.stringify(body) });

/** The field errors of a refused write (400), or null when the write was taken. */
async function errorsOf(response: Response): Promise<Record<string, string[]> | null> {
  const text = await response.text();
  if (response.status < 300) return null;
  expect(response.status, text).toBe(400);
  return (JSON.parse(text) as { errors: Record<string, string[]> }).errors;
}

const hostile = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/x",
  "/\\evil.example",
  " /de",
];

const messages = {
  link: {
    de: "Bitte einen Pfad dieser Website (/…), einen Anker (#…), eine http(s)-Adresse, mailto: oder tel: eingeben.",
    en: "Please enter a path of this website (/…), an anchor (#…), an http(s) address, mailto: or tel:.",
  },
  "http-url": {
    de: "Bitte eine vollständige http(s)-Adresse eingeben, z. B. https://example.org/seite.",
    en: "Please enter a complete http(s) address, e.g. https://example.org/page.",
  },
  "site-path": {
    de: "Bitte einen Pfad dieser Website eingeben, der mit / beginnt, z. B. /de/festival.",
    en: "Please enter a path of this website starting with /, e.g. /en/festival.",
  },
};

describe("entity link fields", () => {
  // [entity, field, the format whose message it gives, values it takes]
  const fields: [string, string, keyof typeof messages, string[]][] = [
    ["home-blocks", "link_de", "link", ["/de/programm?x=1#a", "#tickets", "https://example.org/", "mailto:info@example.org", "tel:+49301234"]],
    ["home-blocks", "link_en", "link", ["/en/programme"]],
    ["bookings", "ticket_url", "http-url", ["https://tickets.example.org/e/1"]],
    ["venues", "website", "http-url", ["https://venue.example.org/"]],
  ];
  const rowPath = (entity: string) => () => `${entity}/${{ "home-blocks": homeBlockId, bookings: bookingId, venues: venueId }[entity]}/`;

  it.each(fields)("%s.%s refuses dangerous links with a message in both languages and takes good ones", async (entity, field, format, good) => {
    const path = rowPath(entity);
    for (const value of hostile) {
      const errors = await errorsOf(await call("PUT", path(), { [field]: value }));
      expect(errors?.[`/${field}`], value).toEqual([messages[format].de]);
    }
    expect((await errorsOf(await call("PUT", path(), { [field]: "javascript:alert(1)" }, "en")))?.[`/${field}`]).toEqual([messages[format].en]);
    // A write of one field is refused for the row's other required fields, never for this one.
    for (const value of good) expect((await errorsOf(await call("PUT", path(), { [field]: value })))?.[`/${field}`], value).toBeUndefined();
  });

  it("a redirect leads to a path of this site only", async () => {
    for (const new_path of [...hostile, "https://example.org/", "#top", "mailto:info@example.org"]) {
      const errors = await errorsOf(await call("POST", "redirects/", { old_path: "/de/alte-adresse", new_path }));
      expect(errors?.["/new_path"], new_path).toEqual([messages["site-path"].de]);
    }
    const english = await errorsOf(await call("POST", "redirects/", { old_path: "/en/old-address", new_path: "//evil.example" }, "en"));
    expect(english?.["/new_path"]).toEqual([messages["site-path"].en]);
    expect(await errorsOf(await call("POST", "redirects/", { old_path: "/de/alte-adresse", new_path: "/de/festival" }))).toBeNull();
  });
});

describe("notice and settings", () => {
  const notice = { text_de: "Die Vorstellung fällt aus.", text_en: "The performance is cancelled.", level: "warning", ends_at: null };

  it("the notice links to a path of this site only", async () => {
    for (const url of [...hostile, "https://example.org/"]) {
      const errors = await errorsOf(await call("PUT", "notice/", { ...notice, url }));
      expect(errors?.["/url"], url).toEqual([messages["site-path"].de]);
    }
    expect((await errorsOf(await call("PUT", "notice/", { ...notice, url: "data:," }, "en")))?.["/url"]).toEqual([messages["site-path"].en]);
    expect(await errorsOf(await call("PUT", "notice/", { ...notice, url: "/de/programm#heute" }))).toBeNull();
    expect(await errorsOf(await call("PUT", "notice/", { ...notice, url: "" }))).toBeNull();
  });

  it("the tools' notice call takes the same rule", async () => {
    const post = (url: string) =>
      app.request("/de/pageeditor-api/notification/", { method: "POST", headers: admin.writeHeaders, body: JSON.stringify({ ...notice, url }) });
    // This call trims its fields first, so " /de" is "/de" there.
    for (const url of [...hostile.filter((value) => value.trim() === value), "https://example.org/"]) {
      const response = await post(url);
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { message: string }).message, url).toMatch(/url must be a path of this site/);
    }
    expect((await post("/de/programm")).status).toBe(200);
  });

  it("the ticket shop is an http(s) address", async () => {
    const settings = { VERSION: "final", FESTIVAL_DATES_de: "21.8. bis 21.9.2025", FESTIVAL_DATES_en: "21 Aug to 21 Sep 2025", TAG_MANAGER_ID: null };
    for (const TICKET_SHOP_URL of ["javascript:alert(1)//https://x", "/shop", "//shop.example"]) {
      const errors = await errorsOf(await call("PUT", "settings/", { ...settings, TICKET_SHOP_URL }));
      expect(errors?.["/TICKET_SHOP_URL"], TICKET_SHOP_URL).toContain(messages["http-url"].de);
    }
    expect(await errorsOf(await call("PUT", "settings/", { ...settings, TICKET_SHOP_URL: "https://shop.example/" }))).toBeNull();
  });
});
