/**
 * The admin that guides (docs/admin.md, "Navigation", "Overview", "Edit screens"): the grouped
 * menu, the record's name in the edit title, its public pages, the overview's readers, the
 * guard against leaving unsaved changes, and counts in words.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminClient } from "../../content-client/admin";
import { createAdminCount, createAdminTranslate } from "../../editor/admin/i18n";
import de from "../../editor/admin/i18n/de.json";
import en from "../../editor/admin/i18n/en.json";
import { I18nProvider } from "../../i18n";
import type { AdminEntity, AdminEntitySchemaAnswer } from "../../schemas/admin";
import { adminEntityNames, adminSchemas } from "../../schemas/generated/admin-schemas";
import AdminDashboard from "./dashboard";
import { editTitle, ViewOnSite } from "./edit";
import { adminNav, adminNavGroups, adminNavPlan, navGroupOf } from "./nav";
import { globalSearch, recentChanges, type ScheduledPublication, scheduledPublications } from "./overview";
import { publicPages, recordName } from "./record";
import { useUnsavedGuard } from "./unsaved";

afterEach(cleanup);

const described = (name: keyof typeof adminSchemas): AdminEntitySchemaAnswer => {
  const schema = adminSchemas[name] as unknown as AdminEntitySchemaAnswer["schema"];
  const admin = schema["x-admin"];
  return {
    name,
    title: admin.title,
    role: admin.role,
    schema: {
      ...schema,
      "x-admin": {
        ...admin,
        writes: admin.writes ?? ["create", "update", "delete"],
        order: admin.order ?? [],
        links: admin.links ?? [],
        actions: admin.actions ?? [],
      },
    },
  };
};

const entity = (name: string, role: "editor" | "admin" = "editor", count?: number): AdminEntity => ({
  name,
  title: { de: `${name} (de)`, en: `${name} (en)` },
  role,
  ...(count === undefined ? {} : { count }),
});

describe("the grouped menu", () => {
  it("places every admin entity in one of the five groups, once", () => {
    const placed = Object.values(adminNavPlan).flatMap((items) => items.flatMap((item) => ("entity" in item ? [item.entity] : [])));
    expect([...placed].sort()).toEqual([...adminEntityNames].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("places every admin screen of its own that routes.ts declares", () => {
    const routes = readFileSync("src/routes.ts", "utf8");
    const screens = Object.values(adminNavPlan).flatMap((items) => items.flatMap((item) => ("screen" in item ? [item.screen] : [])));
    for (const own of ["media", "notice", "check-in", "box-office", "orders", "settings", "not-found", "audit"]) {
      expect(screens).toContain(own);
      expect(routes).toContain(`route("${own}",`);
    }
  });

  it("shows an editor the groups with their areas in order, without the admin's screens", () => {
    const t = createAdminTranslate("de");
    const groups = adminNav([entity("venues"), entity("productions"), entity("forms"), entity("unknown-thing")], "de", t);
    expect(groups.map((g) => g.group)).toEqual(["programme", "editorial", "forms", "visitors", "system"]);
    expect(groups[0].items.map((i) => i.segment)).toEqual(["productions", "venues"]);
    expect(groups[1].items.map((i) => i.segment)).toEqual(["media", "notice"]);
    expect(groups[3].items.map((i) => i.segment)).toEqual(["check-in", "box-office"]);
    // Not placed: last in "system".
    expect(groups[4].items.map((i) => i.segment)).toEqual(["not-found", "audit", "unknown-thing"]);
    expect(groups[1].items[0].title).toBe("Mediathek");
  });

  it("shows an admin the settings and the orders, marked as the admin's", () => {
    const groups = adminNav([entity("users", "admin")], "en", createAdminTranslate("en"));
    const all = groups.flatMap((g) => g.items);
    expect(all.find((i) => i.segment === "orders")?.adminOnly).toBe(true);
    expect(all.find((i) => i.segment === "settings")?.title).toBe("Settings");
    expect(all.find((i) => i.segment === "users")?.adminOnly).toBe(true);
    expect(navGroupOf("orders")).toBe("visitors");
    expect(navGroupOf("nothing")).toBe("system");
  });

  it("names each group in both languages", () => {
    for (const group of adminNavGroups) {
      expect(de[`admin.nav.group.${group}`]).toBeTruthy();
      expect(en[`admin.nav.group.${group}`]).toBeTruthy();
    }
  });
});

describe("the record's name", () => {
  const noOptions = async () => null;

  it("is the title in the page's language", async () => {
    const data = { title_de: "Die Stunde der Vögel", title_en: "The Hour of the Birds", artist: "Ensemble" };
    expect(await recordName(described("productions"), data, "de", noOptions)).toBe("Die Stunde der Vögel");
    expect(await recordName(described("productions"), data, "en", noOptions)).toBe("The Hour of the Birds");
    // An English page without the English title names the German one.
    expect(await recordName(described("productions"), { ...data, title_en: "" }, "en", noOptions)).toBe("Die Stunde der Vögel");
  });

  it("is a date's time followed by the record its reference names", async () => {
    const options = vi.fn(async (target: string, id: number) => (target === "productions" && id === 7 ? "Die Stunde der Vögel" : null));
    const name = await recordName(described("bookings"), { starts_at: "2027-03-12T18:30:00Z", production_id: 7 }, "de", options);
    expect(name).toBe("Fr., 12. März 2027, 19:30 · Die Stunde der Vögel");
    expect(options).toHaveBeenCalledWith("productions", 7);
  });

  it("is null without a value, and markup and length are cut", async () => {
    expect(await recordName(described("productions"), {}, "de", noOptions)).toBeNull();
    const long = await recordName(described("productions"), { title_de: `<b>${"x".repeat(100)}</b>` }, "de", noOptions);
    expect(long).toBe(`${"x".repeat(79)}…`);
  });
});

describe("the edit screen's title", () => {
  const base = { described: described("productions"), entity: "productions" };

  it("names the record with the entity's singular, in German quotes", () => {
    const t = createAdminTranslate("de");
    expect(editTitle(t, { ...base, locale: "de", id: 3, name: "Die Stunde der Vögel" })).toBe("Produktion „Die Stunde der Vögel“ bearbeiten");
    expect(editTitle(t, { ...base, locale: "de", id: 3, name: null })).toBe("Produktion Nr. 3 bearbeiten");
    expect(editTitle(t, { ...base, locale: "de", id: null, name: null })).toBe("Produktion anlegen");
  });

  it("in English quotes on English pages, starting with a capital", () => {
    const t = createAdminTranslate("en");
    expect(editTitle(t, { ...base, locale: "en", id: 3, name: "The Hour of the Birds" })).toBe("Edit production “The Hour of the Birds”");
    expect(editTitle(t, { ...base, locale: "en", id: null, name: null })).toBe("New production");
    const entries = { described: described("form-entries"), entity: "form-entries" };
    expect(editTitle(t, { ...entries, locale: "en", id: 4, name: "4 May 2027" })).toBe("Form entry “4 May 2027”");
  });

  it("has a singular name for every entity in both catalogues", () => {
    for (const name of adminEntityNames) {
      expect(de[`admin.entity.${name}` as keyof typeof de], name).toBeTruthy();
      expect(en[`admin.entity.${name}` as keyof typeof en], name).toBeTruthy();
    }
  });
});

describe("view on site", () => {
  it("links a production, venue, news item, article and press release in each language with a slug", () => {
    expect(publicPages("productions", 5, { slug_de: "stunde", slug_en: "hour", is_online: true })).toEqual([
      { locale: "de", href: "/de/programm/stunde/5" },
      { locale: "en", href: "/en/programme/hour/5" },
    ]);
    expect(publicPages("venues", 2, { slug_de: "halle", slug_en: "" })).toEqual([{ locale: "de", href: "/de/spielorte/halle/2" }]);
    expect(publicPages("articles", 9, { slug_de: "a", slug_en: "b" })[1]).toEqual({ locale: "en", href: "/en/magazine/b/9" });
    expect(publicPages("press-releases", 1, { slug_de: "p", slug_en: "q" })[0]).toEqual({ locale: "de", href: "/de/presse/p/1" });
    expect(publicPages("news", 4, { slug_de: "n", slug_en: "m" })[0].href).toBe("/de/news/n/4");
  });

  it("links a page by its paths and a form by its slug, nothing for one offline or without a page", () => {
    expect(publicPages("pages", 1, { path_de: "ueber-uns", path_en: "about", title_de: "Über uns", title_en: "About" })).toEqual([
      { locale: "de", href: "/de/ueber-uns" },
      { locale: "en", href: "/en/about" },
    ]);
    expect(publicPages("pages", 1, { path_de: "", path_en: "", title_de: "Start", title_en: "Home" }).map((p) => p.href)).toEqual(["/de", "/en"]);
    expect(publicPages("forms", 1, { slug: "kontakt" }).map((p) => p.href)).toEqual(["/de/forms/kontakt", "/en/forms/kontakt"]);
    expect(publicPages("productions", 5, { slug_de: "stunde", slug_en: "hour", is_online: false })).toEqual([]);
    expect(publicPages("cities", 5, { slug: "x" })).toEqual([]);
  });

  it("draws a link per language, or says a record is not online", () => {
    const t = createAdminTranslate("de");
    render(<ViewOnSite entity="productions" pages={publicPages("productions", 5, { slug_de: "stunde", slug_en: "hour" })} offline={false} t={t} />);
    const german = screen.getByRole("link", { name: "Deutsche Seite" });
    expect(german.getAttribute("href")).toBe("/de/programm/stunde/5");
    expect(german.getAttribute("hreflang")).toBe("de");
    expect(screen.getByRole("link", { name: "Englische Seite" }).getAttribute("href")).toBe("/en/programme/hour/5");
    cleanup();
    render(<ViewOnSite entity="productions" pages={[]} offline t={t} />);
    expect(screen.getByText("Nicht online: Die Website zeigt diesen Eintrag nicht.")).toBeTruthy();
    cleanup();
    const { container } = render(<ViewOnSite entity="cities" pages={[]} offline={false} t={t} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("the overview's readers", () => {
  const audit = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
  const change = (id: number, entity: string, entity_id: number | null, action = "update") => ({
    id,
    at: "2027-01-01T10:00:00Z",
    user: "Redaktion",
    entity,
    entity_id,
    action,
    changes: null,
  });

  it("lists the latest changes with their records' names, one options call per area", async () => {
    const options = vi.fn(async (_l: string, _c: unknown, name: string, query?: { ids?: readonly number[] }) =>
      name === "productions" ? (query?.ids ?? []).map((id) => ({ id, label: `Produktion ${id}` })) : Promise.reject(new Error("no entity")),
    );
    const admin = {
      audit: vi.fn(async () =>
        audit([change(3, "productions", 7), change(2, "productions", 8), change(1, "notice", 1), change(0, "productions", 9, "delete")]),
      ),
      options,
    } as unknown as AdminClient;
    const changes = await recentChanges({ admin, locale: "de", cookie: "c" });
    expect(changes.map((c) => c.name)).toEqual(["Produktion 7", "Produktion 8", null, null]);
    expect(options).toHaveBeenCalledTimes(2);
    expect(options).toHaveBeenCalledWith("de", "c", "productions", { ids: [7, 8] });
  });

  it("lists the scheduled publications the API gives, pages under their area and nameless records by number", async () => {
    const publications = vi.fn(async () => [
      { entity: "pages", id: 4, locale: "de" as const, action: "publish" as const, at: "2030-01-01T10:00:00.000Z", title: "Festival", url: "/de/festival" },
      { entity: "productions", id: 7, locale: null, action: "publish-draft" as const, at: "2030-01-02T10:00:00.000Z", title: "Vögel", url: null },
      { entity: "venues", id: 2, locale: null, action: "unpublish" as const, at: "2030-01-03T10:00:00.000Z", title: "", url: null },
    ]);
    const scheduled = await scheduledPublications({ admin: { publications } as unknown as AdminClient, locale: "de", cookie: "c" });
    expect(publications).toHaveBeenCalledWith("de", "c");
    expect(scheduled).toEqual([
      { entity: "pages", id: 4, name: "Festival", at: "2030-01-01T10:00:00.000Z", action: "publish", locale: "de" },
      { entity: "productions", id: 7, name: "Vögel", at: "2030-01-02T10:00:00.000Z", action: "publish-draft", locale: null },
      { entity: "venues", id: 2, name: "#2", at: "2030-01-03T10:00:00.000Z", action: "unpublish", locale: null },
    ]);
  });

  it("shows the scheduled publications on the overview, and says so when there is none", () => {
    const show = (scheduled: ScheduledPublication[]) => {
      const loaderData = { locale: "de" as const, entities: [entity("productions")], changes: [], scheduled, q: "", found: [] };
      const router = createMemoryRouter(
        [{ path: "/admin/de", Component: () => <AdminDashboard {...({ loaderData } as unknown as Parameters<typeof AdminDashboard>[0])} /> }],
        {
          initialEntries: ["/admin/de"],
        },
      );
      render(
        <I18nProvider locale="de">
          <RouterProvider router={router} />
        </I18nProvider>,
      );
      return screen.getByRole("region", { name: de["admin.overview.scheduled"] });
    };
    expect(show([]).textContent).toContain(de["admin.overview.scheduled.empty"]);
    cleanup();
    const section = show([{ entity: "productions", id: 7, name: "Vögel", at: "2030-01-02T10:00:00.000Z", action: "publish-draft", locale: null }]);
    expect(section.textContent).not.toContain(de["admin.overview.scheduled.empty"]);
    expect(section.querySelector("a")?.getAttribute("href")).toBe("/admin/de/productions/7");
  });

  it("searches every readable area with search columns in the menu's order, and the media library", async () => {
    const list = vi.fn(async (_l: string, _c: unknown, name: string) =>
      name === "venues"
        ? { count: 1, next: null, previous: null, results: [{ id: 2, title_de: "Vogelhalle", title_en: "Bird hall" }] }
        : name === "productions"
          ? { count: 7, next: null, previous: null, results: Array.from({ length: 7 }, (_, i) => ({ id: i + 1, title_de: `Vögel ${i + 1}` })) }
          : { count: 0, next: null, previous: null, results: [] },
    );
    const admin = {
      schema: vi.fn(async (_l: string, _c: unknown, name: keyof typeof adminSchemas) => described(name)),
      list,
      options: vi.fn(async () => []),
      media: vi.fn(async () => ({ count: 1, next: null, previous: null, results: [{ id: 11, path: "voegel.jpg" }] })),
    } as unknown as AdminClient;
    const found = await globalSearch({ admin, locale: "de", cookie: undefined }, [entity("venues"), entity("productions"), entity("home-productions")], "Vög");
    expect(found.map((g) => [g.area, g.count])).toEqual([
      ["productions", 7],
      ["venues", 1],
      ["media", 1],
    ]);
    expect(found[0].hits).toHaveLength(5);
    expect(found[0].hits[0]).toEqual({ id: 1, name: "Vögel 1" });
    // home-productions has no search columns: a search there would list everything.
    expect(list.mock.calls.map((call) => call[2])).not.toContain("home-productions");
    expect(await globalSearch({ admin, locale: "de", cookie: undefined }, [entity("venues")], "")).toEqual([]);
    // In English, rows without the English title are named by the reference choices' label.
    (admin.options as ReturnType<typeof vi.fn>).mockImplementation(async (_l: string, _c: unknown, _name: string, query?: { ids?: readonly number[] }) =>
      (query?.ids ?? []).map((id) => ({ id, label: `Birds ${id}` })),
    );
    const english = await globalSearch({ admin, locale: "en", cookie: undefined }, [entity("productions"), entity("venues")], "Vög");
    expect(english[0].hits[0]).toEqual({ id: 1, name: "Birds 1" });
    expect(english[1].hits[0]).toEqual({ id: 2, name: "Bird hall" });
  });
});

describe("the guard against leaving unsaved changes", () => {
  function Editor() {
    const guard = useUnsavedGuard(createAdminTranslate("de"));
    return (
      <>
        <div onInput={guard.changed}>
          <input aria-label="Titel" />
        </div>
        <button type="button" onClick={guard.saved}>
          Gespeichert
        </button>
        <Link to="/elsewhere">Weg</Link>
        {guard.dialog}
      </>
    );
  }
  const setUp = () => {
    const router = createMemoryRouter(
      [
        { path: "/edit", Component: Editor },
        { path: "/elsewhere", Component: () => <h1>Anderswo</h1> },
      ],
      { initialEntries: ["/edit"] },
    );
    render(
      <I18nProvider locale="de">
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    return router;
  };
  const beforeUnloadPrevented = () => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("lets an untouched form go without asking", async () => {
    const router = setUp();
    expect(beforeUnloadPrevented()).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Weg" })));
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("asks in the staff language after typing, stays on cancel and leaves on confirm", async () => {
    const router = setUp();
    fireEvent.input(screen.getByLabelText("Titel"), { target: { value: "x" } });
    expect(beforeUnloadPrevented()).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Weg" })));
    expect(router.state.location.pathname).toBe("/edit");
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain("ungespeicherte Änderungen");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Weiter bearbeiten" })));
    await act(async () => fireEvent(dialog, new Event("close")));
    expect(router.state.location.pathname).toBe("/edit");

    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Weg" })));
    expect((document.querySelector("dialog") as HTMLDialogElement).open).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Verlassen und verwerfen" })));
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("asks no more after a successful save", async () => {
    const router = setUp();
    fireEvent.input(screen.getByLabelText("Titel"), { target: { value: "x" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Gespeichert" })));
    expect(beforeUnloadPrevented()).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Weg" })));
    expect(router.state.location.pathname).toBe("/elsewhere");
  });
});

describe("counts in the admin", () => {
  it("say one thing in the singular by the language's plural rule", () => {
    const tcDe = createAdminCount("de");
    const tcEn = createAdminCount("en");
    expect(tcDe("admin.count", 1)).toBe("1 Eintrag");
    expect(tcDe("admin.count", 2)).toBe("2 Einträge");
    expect(tcDe("admin.count", 0)).toBe("0 Einträge");
    expect(tcDe("admin.count", 1200)).toBe("1.200 Einträge");
    expect(tcEn("admin.count", 1)).toBe("1 entry");
    expect(tcEn("admin.results", 3)).toBe("3 results");
    expect(tcDe("admin.media.delete.used", 1)).toContain("an 1 Stelle verwendet");
  });

  /** Messages with a one-form (`keyOne`) passed a count straight to `t`, in the admin's code. */
  function rawCounts(source: string): string[] {
    const catalogue = de as Record<string, string>;
    const found: string[] = [];
    for (const match of source.matchAll(/\bt\(\s*"([\w.-]+)"\s*,\s*\{[^}]*\bcount\b/g)) if (`${match[1]}One` in catalogue) found.push(match[1]);
    // A count compared with one by hand instead of the plural rule.
    for (const match of source.matchAll(/[\w.]+\s*===\s*1\s*\?\s*t\(\s*"([\w.-]+)"/g)) found.push(match[1]);
    return found;
  }

  it("the check finds a raw count", () => {
    expect(rawCounts(`<span>{t("admin.count", { count: n })}</span>`)).toEqual(["admin.count"]);
    expect(rawCounts(`{n === 1 ? t("admin.countOne") : x}`)).toEqual(["admin.countOne"]);
    expect(rawCounts(`{tc("admin.count", n)} {t("admin.checkIn.admittedHere", { count: n })}`)).toEqual([]);
  });

  it("go through the plural rule everywhere in the admin", () => {
    const dirs = ["src/routes/admin", "src/editor/admin"];
    const files = [
      ...dirs.flatMap((dir) => readdirSync(dir).map((name) => join(dir, name))),
      ...readdirSync("src/server/api")
        .filter((name) => name.startsWith("admin"))
        .map((name) => join("src/server/api", name)),
    ].filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    const raw = files.flatMap((file) => rawCounts(readFileSync(file, "utf8")).map((key) => `${file}: ${key}`));
    expect(raw).toEqual([]);
  });
});
