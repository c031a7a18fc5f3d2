import { cleanup, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n";
import type { Locale } from "../schemas/api";
import type { MediaMetaMap } from "../schemas/media-meta";
import { ImageCredit } from "./ImageCredit";
import { ProductionCard } from "./programme/ProductionCard";
import { ProductionDetail } from "./programme/ProductionDetail";
import { production, productionSummary } from "./programme/test-fixtures";
import { MediaMetaProvider, rememberMediaMeta } from "./media-meta";
import { ResponsiveImage } from "./ResponsiveImage";

afterEach(cleanup);

const media: MediaMetaMap = {
  "demo/hero.jpg": { focus: { x: 20, y: 75 }, copyright: "Anna Bild", alt: "Tänzerin im Gegenlicht", size: { width: 1920, height: 1280 } },
  "demo/plain.jpg": { copyright: "Ben Foto" },
};

function show(element: React.ReactElement, locale: Locale = "de") {
  return render(
    <I18nProvider locale={locale}>
      <MediaMetaProvider media={media}>{element}</MediaMetaProvider>
    </I18nProvider>,
  );
}

const img = (container: HTMLElement) => container.querySelector("img") as HTMLImageElement;

describe("ResponsiveImage and the media library", () => {
  it("announces an above-the-fold picture in the head: a high-priority preload of its AVIF source", () => {
    const page = (priority: boolean) =>
      renderToString(
        <html lang="de">
          <head />
          <body>
            <I18nProvider locale="de">
              <MediaMetaProvider media={media}>
                <ResponsiveImage path="demo/hero.jpg" alt="" sizes="100vw" priority={priority} />
              </MediaMetaProvider>
            </I18nProvider>
          </body>
        </html>,
      );
    const head = page(true).split("</head>")[0];
    const link = /<link rel="preload"[^>]*>/.exec(head)?.[0] ?? "";
    expect(link).toContain('as="image"');
    expect(link).toContain('type="image/avif"');
    expect(link).toContain('fetchPriority="high"');
    expect(link).toContain('imageSizes="100vw"');
    expect(link).toContain('imageSrcSet="/media/r/full/320/demo/hero.avif 320w,');
    expect(page(false)).not.toContain('rel="preload"');
  });

  it("places a full picture by its focal point (object-position)", () => {
    const { container } = show(<ResponsiveImage path="demo/hero.jpg" alt="" />);
    expect(img(container).style.objectPosition).toBe("20% 75%");
    // Content may name the path with a leading slash.
    const again = show(<ResponsiveImage path="/demo/hero.jpg" alt="" />);
    expect(img(again.container).style.objectPosition).toBe("20% 75%");
  });

  it("reserves the picture's shape before it loads: its own size, or the crop's", () => {
    const full = img(show(<ResponsiveImage path="demo/hero.jpg" alt="" />).container);
    expect([full.getAttribute("width"), full.getAttribute("height")]).toEqual(["1920", "1280"]);
    const crop = img(show(<ResponsiveImage path="demo/hero.jpg" alt="" variant="vertical" />).container);
    expect([crop.getAttribute("width"), crop.getAttribute("height")]).toEqual(["400", "500"]);
    // A picture of unknown size gets none rather than a wrong one.
    const unknown = img(show(<ResponsiveImage path="demo/plain.jpg" alt="" />).container);
    expect(unknown.hasAttribute("width")).toBe(false);
  });

  it("sets no position for an image without a focal point", () => {
    const { container } = show(<ResponsiveImage path="demo/plain.jpg" alt="" />);
    expect(img(container).getAttribute("style")).toBeNull();
    const unknown = show(<ResponsiveImage path="demo/unknown.jpg" alt="" />);
    expect(img(unknown.container).getAttribute("style")).toBeNull();
  });

  it("asks for crops cut around the focal point, by an address of their own", () => {
    const { container } = show(<ResponsiveImage path="demo/hero.jpg" alt="" variant="vertical" />);
    // The crop is already centred on the point: no further placing.
    expect(img(container).getAttribute("style")).toBeNull();
    expect(img(container).getAttribute("src")).toBe("/media/r/vertical/1024/demo/hero.jpg?f=20-75");
    expect(img(container).getAttribute("srcset")).toContain("/media/r/vertical/640/demo/hero.jpg?f=20-75 640w");
    expect(container.querySelector("source")?.getAttribute("srcset")).toContain("/media/r/vertical/320/demo/hero.avif?f=20-75 320w");
  });

  it("takes the library's alt text only when the content gives none", () => {
    expect(img(show(<ResponsiveImage path="demo/hero.jpg" alt="Aus dem Inhalt" />).container).alt).toBe("Aus dem Inhalt");
    expect(img(show(<ResponsiveImage path="demo/hero.jpg" alt="" />).container).alt).toBe("Tänzerin im Gegenlicht");
    expect(img(show(<ResponsiveImage path="demo/hero.jpg" alt="   " />).container).alt).toBe("Tänzerin im Gegenlicht");
    expect(img(show(<ResponsiveImage path="demo/hero.jpg" />).container).alt).toBe("Tänzerin im Gegenlicht");
  });

  it("falls back to fallbackAlt, then to an empty alt, and keeps decoration empty", () => {
    expect(img(show(<ResponsiveImage path="demo/plain.jpg" alt="" fallbackAlt="Link zu /de/programm" />).container).alt).toBe("Link zu /de/programm");
    expect(img(show(<ResponsiveImage path="demo/hero.jpg" alt="" fallbackAlt="Link zu /de/programm" />).container).alt).toBe("Tänzerin im Gegenlicht");
    expect(img(show(<ResponsiveImage path="demo/plain.jpg" />).container).getAttribute("alt")).toBe("");
    expect(img(show(<ResponsiveImage path="demo/hero.jpg" decorative />).container).getAttribute("alt")).toBe("");
  });

  it("works without any metadata (outside a provider)", () => {
    const { container } = render(<ResponsiveImage path="demo/hero.jpg" alt="Eigenes" />);
    expect(img(container).alt).toBe("Eigenes");
    expect(img(container).getAttribute("style")).toBeNull();
  });

  it("uses the metadata of a list page loaded later in the browser", () => {
    rememberMediaMeta("/de/api/productions/?page=2", { "uploads/2025/later.jpg": { focus: { x: 5, y: 95 }, alt: "Später geladen" } });
    const { container } = show(<ResponsiveImage path="uploads/2025/later.jpg" />);
    expect(img(container).style.objectPosition).toBe("5% 95%");
    expect(img(container).alt).toBe("Später geladen");
  });

  it("keeps a later page's alt text to the language it was loaded in", () => {
    rememberMediaMeta("/de/api/news/?page=2", { "uploads/2025/german.jpg": { alt: "Nur auf Deutsch" } });
    expect(img(show(<ResponsiveImage path="uploads/2025/german.jpg" />, "en").container).getAttribute("alt")).toBe("");
  });
});

describe("ImageCredit", () => {
  it("shows the copyright as small print from the catalogue, in either language", () => {
    for (const locale of ["de", "en"] as const) {
      const { container } = show(<ImageCredit path="demo/hero.jpg" className="card__credit" />, locale);
      const credit = container.querySelector("small.image-credit.card__credit");
      expect(credit?.textContent).toBe("© Anna Bild");
      cleanup();
    }
  });

  it("shows nothing for an image without a copyright", () => {
    expect(show(<ImageCredit path="demo/unknown.jpg" />).container.innerHTML).toBe("");
    expect(show(<ImageCredit path={null} />).container.innerHTML).toBe("");
  });
});

describe("cards and details with the media library", () => {
  const described: MediaMetaMap = {
    "demo/welle.jpg": { focus: { x: 80, y: 10 }, copyright: "Cara Kamera", alt: "Aus der Mediathek" },
    "demo/welle-2.jpg": { copyright: "Dora Dunkelkammer" },
  };
  const withMedia = (element: React.ReactElement, locale: Locale = "de") =>
    render(
      <I18nProvider locale={locale}>
        <MediaMetaProvider media={described}>{element}</MediaMetaProvider>
      </I18nProvider>,
    );

  it("a card keeps its decorative picture, placed by the focal point, with the credit below it", () => {
    const { container } = withMedia(<ProductionCard production={productionSummary} />);
    const picture = img(container);
    expect(picture.getAttribute("alt")).toBe("");
    expect(picture.style.objectPosition).toBe("80% 10%");
    expect(container.querySelector(".card__credit")?.textContent).toBe("© Cara Kamera");
  });

  it("a detail credits its hero and each gallery image, keeping the content's alt texts", () => {
    const { container } = withMedia(<ProductionDetail production={production} now="2025-06-01T10:00:00.000Z" />, "en");
    expect(container.querySelector(".detail__hero .detail__credit")?.textContent).toBe("© Cara Kamera");
    expect(container.querySelector(".detail__hero img")?.getAttribute("alt")).toBe("Tänzerinnen am Ufer");
    expect(container.querySelector(".gallery li .image-credit")?.textContent).toBe("© Dora Dunkelkammer");
  });
});
