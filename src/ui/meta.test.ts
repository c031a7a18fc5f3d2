import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";

const meta = (alternates: { de: string | null; en: string | null }) =>
  pageMeta({ locale: "de", title: "Kalender", publicUrl: "https://festival.example", alternates, siteName: "Festival" });
const href = (tags: ReturnType<typeof pageMeta>, match: (tag: Record<string, unknown>) => boolean) =>
  (tags.find((tag) => match(tag as Record<string, unknown>)) as { href?: string; content?: string } | undefined) ?? null;

describe("canonical and hreflang of a view", () => {
  it("the canonical and og:url leave out the list's extent, a form's sent notice and a login's way back; hreflang keeps them", () => {
    const tags = meta({ de: "/de/kalender?genre=tanz&page=3", en: "/en/calendar?genre=dance&page=3" });
    expect(href(tags, (tag) => tag.rel === "canonical")?.href).toBe("https://festival.example/de/kalender?genre=tanz");
    expect(href(tags, (tag) => tag.property === "og:url")?.content).toBe("https://festival.example/de/kalender?genre=tanz");
    expect(href(tags, (tag) => tag.hrefLang === "en")?.href).toBe("https://festival.example/en/calendar?genre=dance&page=3");
    const form = meta({ de: "/de/forms/kontakt?sent=1", en: "/en/forms/contact?sent=1" });
    expect(href(form, (tag) => tag.rel === "canonical")?.href).toBe("https://festival.example/de/forms/kontakt");
  });
  it("keeps a query that names content, such as a search", () => {
    const tags = meta({ de: "/de/suche/alle?query=Tanz", en: "/en/search/all?query=Tanz" });
    expect(href(tags, (tag) => tag.rel === "canonical")?.href).toBe("https://festival.example/de/suche/alle?query=Tanz");
  });
});
