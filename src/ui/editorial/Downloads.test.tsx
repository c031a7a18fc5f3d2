import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import type { Press } from "../../schemas/programme";
import { Downloads } from "./Downloads";

afterEach(cleanup);

const photos = { id: 1, slug: "fotos", name: "Pressefotos" };
const texts = { id: 2, slug: "texte", name: "Pressetexte" };
const groups: Press["downloads"] = [
  {
    category: texts,
    directories: [
      {
        id: 10,
        name: "Eröffnung",
        category: texts,
        press_release: 4,
        files: [
          { id: 100, title: "Pressemitteilung", url: "/media/press/eroeffnung.pdf", mime: "application/pdf", size: 1_294_336 },
          { id: 101, title: "Programmübersicht", url: "/media/press/programm.pdf", mime: "application/pdf", size: 80 * 1024 },
        ],
      },
    ],
  },
  {
    category: photos,
    directories: [
      { id: 11, name: "Leer", category: photos, press_release: 4, files: [] },
      {
        id: 12,
        name: "Bühnenfotos",
        category: photos,
        press_release: 4,
        files: [{ id: 102, title: "Foto 1", url: "/media/press/foto-1.jpg", mime: "image/jpeg", size: 2_500_000 }],
      },
    ],
  },
];

const renderDownloads = (value: Press["downloads"], locale: Locale = "de") =>
  render(
    <I18nProvider locale={locale}>
      <Downloads groups={value} />
    </I18nProvider>,
  );

describe("press downloads", () => {
  it("groups files by category and directory, each with title, type, size and a download link", () => {
    renderDownloads(groups);
    const region = screen.getByRole("region", { name: "Downloads" });
    expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Pressetexte", "Pressefotos"]);
    // An empty directory is left out.
    expect(
      within(region)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Eröffnung", "Bühnenfotos"]);
    const list = screen.getByRole("list", { name: "Eröffnung" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/media/press/eroeffnung.pdf", "/media/press/programm.pdf"]);
    expect(links[0].textContent).toBe("Pressemitteilung (Dateityp: PDF, Größe: 1,2 MB) herunterladen");
    expect(links[0].hasAttribute("download")).toBe(true);
    expect(links[0].getAttribute("type")).toBe("application/pdf");
    const first = links[0].closest("li") as HTMLElement;
    expect(first.querySelector(".downloads__type")?.textContent).toBe("PDF");
    expect(first.querySelector(".downloads__size")?.textContent).toBe("1,2 MB");
  });

  it("says so in the visitor's language when there is nothing to download", () => {
    renderDownloads([{ category: photos, directories: [{ id: 11, name: "Leer", category: photos, press_release: 4, files: [] }] }], "en");
    expect(screen.getByText("There are no downloads for this press release.")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });
});
