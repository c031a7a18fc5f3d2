/**
 * Writes the demo programme (demo-programme.ts) into an empty programme: terms, venues,
 * productions, bookings, the demo box office's inventory (demo-box-office.ts), live periods, news, magazine, press with downloads and the home blocks,
 * all in one transaction. Bodies become sections (content_type production, news, article or
 * press, with object_id and locale) whose modules are validated like every other write.
 *
 * The media (programme images and the press PDFs) are produced while the database is written,
 * so the seed costs little more than the slower of the two.
 */
import { demoBoxOfficeProductions, seedDemoBoxOffice } from "./demo-box-office";
import { existsSync } from "node:fs";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { prepareModuleData } from "../content/write";
import { makePdf } from "../media/demo-pdf";
import { decodeImage } from "../media/decode-image";
import { demoImageSvg, generateDemoImages } from "./demo-images";
import type { Database } from "../db/client";
import type { DemoImage, DemoModule } from "./demo-content";
import {
  type Bi,
  type DemoEditorial,
  demoArticles,
  demoBookings,
  demoCities,
  demoDownloadCategories,
  demoGenres,
  demoHomeBlocks,
  demoHomeProductions,
  demoLivePeriods,
  demoNews,
  demoPressReleases,
  demoProductions,
  demoTags,
  demoVenues,
  type Lang,
  langs,
  programmeImages,
} from "./demo-programme";
import {
  articles,
  articleTags,
  bookings,
  cities,
  downloadCategories,
  downloadDirectories,
  downloadFiles,
  genres,
  homeBlocks,
  homeProductions,
  livePeriods,
  modules,
  news,
  pressReleases,
  productionGenres,
  productions,
  sections,
  tags,
  venues,
} from "../db/schema";

type Tx = Pick<Database, "insert" | "select">;

/** Writes beside the target and renames, so a concurrent reader never sees half a file. */
async function writeFileAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** Renders generated artworks the way demo-images.ts does, skipping those already on disk. */
export async function generateImages(mediaDir: string, images: DemoImage[]): Promise<void> {
  await Promise.all(
    images.map(async (image) => {
      const file = path.join(mediaDir, image.path);
      if (existsSync(file)) return;
      const jpeg = await decodeImage(Buffer.from(demoImageSvg(image)))
        .resize(image.width, image.height, { fit: "fill" })
        .flatten({ background: image.palette[0] })
        .jpeg({ quality: 80 })
        .toBuffer();
      await writeFileAtomic(file, jpeg);
    }),
  );
}

/**
 * Produces every media file the programme refers to: the demo images it shares with the pages,
 * its own artworks and the press PDFs. Resolves to the size in bytes of every download file.
 */
export async function writeProgrammeMedia(mediaDir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const pdfs = new Map<string, Buffer>();
  for (const release of demoPressReleases) {
    for (const directory of release.downloads) {
      for (const file of directory.files) {
        if (file.pdf && !pdfs.has(file.path)) pdfs.set(file.path, makePdf(file.pdf));
      }
    }
  }
  await Promise.all([
    generateDemoImages(mediaDir),
    generateImages(mediaDir, programmeImages),
    ...[...pdfs].map(([file, pdf]) => {
      sizes.set(file, pdf.length);
      return writeFileAtomic(path.join(mediaDir, file), pdf);
    }),
  ]);
  const images = demoPressReleases.flatMap((r) => r.downloads.flatMap((d) => d.files)).filter((f) => !f.pdf);
  await Promise.all(
    images.map(async (file) => {
      sizes.set(file.path, (await stat(path.join(mediaDir, file.path))).size);
    }),
  );
  return sizes;
}

/** Inserts rows in chunks that stay well below PostgreSQL's limit of 65,535 bound parameters. */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T["$inferInsert"][], chunk = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk));
  }
}

const byLang = <K extends string>(prefix: K, value: Bi) => ({ [`${prefix}De`]: value.de, [`${prefix}En`]: value.en }) as Record<`${K}De` | `${K}En`, string>;

type BodyType = "production" | "news" | "article" | "press";

/** The body sections of one content type, one per object and language, with their modules. */
async function insertBodies(tx: Tx, contentType: BodyType, bodies: { id: number; body: Record<Lang, DemoModule[]> }[]): Promise<void> {
  const model = prepareModuleData("section", { colour: "white", layout: 0, columns: [{ index: 0 }] });
  const sectionRows = bodies.flatMap(({ id, body }) =>
    langs.map((locale) => ({
      slug: `${contentType}-${id}-${locale}`,
      pageId: null,
      locale,
      position: 0,
      data: model,
      contentType,
      objectId: id,
      modules: body[locale],
    })),
  );
  const ids = new Map<string, number>();
  for (let i = 0; i < sectionRows.length; i += 500) {
    const inserted = await tx
      .insert(sections)
      .values(sectionRows.slice(i, i + 500).map(({ modules: _modules, ...row }) => row))
      .returning({ id: sections.id, slug: sections.slug });
    for (const row of inserted) ids.set(row.slug, row.id);
  }
  const moduleRows = sectionRows.flatMap((section) =>
    section.modules.map((m, position) => ({
      slug: `${section.slug}-${m.module}-${position + 1}`,
      sectionId: ids.get(section.slug) as number,
      columnIndex: 0,
      parentId: null,
      module: m.module,
      position,
      data: prepareModuleData(m.module, m.model),
    })),
  );
  await insertAll(tx, modules, moduleRows, 500);
}

const termRows = (terms: readonly { slug: string; name: Bi }[]) =>
  terms.map((t, position) => ({ slug: t.slug, nameDe: t.name.de, nameEn: t.name.en, position }));

/** slug → id of inserted terms. */
const termIds = (rows: { id: number; slug: string }[]) => new Map(rows.map((r) => [r.slug, r.id]));

const editorialRow = (item: DemoEditorial) => ({
  ...byLang("slug", item.slug),
  ...byLang("title", item.title),
  ...byLang("teaser", item.teaser),
  image: item.image.path,
  ...byLang("imageAlt", item.image.alt),
  publishedAt: item.publishedAt,
});

/** Maps the German slug of each inserted row back to its id (every demo slug is unique). */
const idsBySlug = (rows: { id: number; slugDe: string }[]) => new Map(rows.map((r) => [r.slugDe, r.id]));

/** True when no production exists yet; the programme is only ever seeded into an empty programme. */
export async function isProgrammeEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(productions);
  return row.n === 0;
}

export async function seedProgramme(db: Database, mediaDir: string): Promise<void> {
  if (!(await isProgrammeEmpty(db))) return;
  const media = writeProgrammeMedia(mediaDir);
  // Awaited inside the transaction; a failure before that must not become an unhandled rejection.
  media.catch(() => undefined);

  await db.transaction(async (tx) => {
    const genreIds = termIds(await tx.insert(genres).values(termRows(demoGenres)).returning({ id: genres.id, slug: genres.slug }));
    const cityIds = termIds(await tx.insert(cities).values(termRows(demoCities)).returning({ id: cities.id, slug: cities.slug }));
    const tagIds = termIds(await tx.insert(tags).values(termRows(demoTags)).returning({ id: tags.id, slug: tags.slug }));
    const categoryIds = termIds(
      await tx.insert(downloadCategories).values(termRows(demoDownloadCategories)).returning({ id: downloadCategories.id, slug: downloadCategories.slug }),
    );

    // Venues
    const venueRows = await tx
      .insert(venues)
      .values(
        demoVenues.map((v) => ({
          ...byLang("slug", v.slug),
          ...byLang("title", v.name),
          image: v.image.path,
          ...byLang("imageAlt", v.image.alt),
          cityId: cityIds.get(v.city) as number,
          street: v.street,
          postalCode: v.postalCode,
          latitude: Math.round(v.latitude * 1e6),
          longitude: Math.round(v.longitude * 1e6),
          website: v.website,
          ...byLang("description", v.description),
          ...byLang("accessibility", v.accessibility),
        })),
      )
      .returning({ id: venues.id, slugDe: venues.slugDe });
    const venueBySlug = idsBySlug(venueRows);
    const venueIds = new Map(demoVenues.map((v) => [v.key, venueBySlug.get(v.slug.de) as number]));

    // Productions, their genres and bodies
    const productionRows = await tx
      .insert(productions)
      .values(
        demoProductions.map((p, position) => ({
          ...byLang("slug", p.slug),
          ...byLang("title", p.title),
          image: p.image.path,
          ...byLang("imageAlt", p.image.alt),
          ...byLang("subtitle", p.subtitle),
          artist: p.artist,
          ...byLang("teaser", p.teaser),
          ...byLang("description", p.description),
          durationMinutes: p.durationMinutes,
          ...byLang("languageNote", p.languageNote),
          ...byLang("ageNote", p.ageNote),
          images: p.images.map((i) => ({ path: i.path, alt_de: i.alt.de, alt_en: i.alt.en })),
          credits: p.credits,
          position,
        })),
      )
      .returning({ id: productions.id, slugDe: productions.slugDe });
    const productionBySlug = idsBySlug(productionRows);
    const productionIds = new Map(demoProductions.map((p) => [p.key, productionBySlug.get(p.slug.de) as number]));
    await tx
      .insert(productionGenres)
      .values(
        demoProductions.flatMap((p) => p.genres.map((genre) => ({ productionId: productionIds.get(p.key) as number, genreId: genreIds.get(genre) as number }))),
      );
    await insertBodies(
      tx,
      "production",
      demoProductions.map((p) => ({ id: productionIds.get(p.key) as number, body: p.body })),
    );

    // Bookings and live periods
    await insertAll(
      tx,
      bookings,
      demoBookings.map((b) => ({
        productionId: productionIds.get(b.production) as number,
        venueId: venueIds.get(b.venue) as number,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        kind: b.kind,
        status: b.status,
        isPremiere: b.isPremiere,
        ticketsAvailable: b.ticketsAvailable,
        ticketUrl: b.ticketUrl,
        ...byLang("note", b.note),
      })),
    );
    // The dates the built-in box office sells (demo-box-office.ts).
    await seedDemoBoxOffice(tx, {
      seated: productionIds.get(demoBoxOfficeProductions.seated) as number,
      free: productionIds.get(demoBoxOfficeProductions.free) as number,
    });
    await tx.insert(livePeriods).values(demoLivePeriods.map((p) => ({ ...byLang("title", p.title), dateFrom: p.dateFrom, dateTo: p.dateTo })));

    // News, magazine articles with their tags, press releases
    const newsIds = idsBySlug(await tx.insert(news).values(demoNews.map(editorialRow)).returning({ id: news.id, slugDe: news.slugDe }));
    await insertBodies(
      tx,
      "news",
      demoNews.map((n) => ({ id: newsIds.get(n.slug.de) as number, body: n.body })),
    );
    const articleIds = idsBySlug(
      await tx
        .insert(articles)
        .values(demoArticles.map((a) => ({ ...editorialRow(a), author: a.author })))
        .returning({ id: articles.id, slugDe: articles.slugDe }),
    );
    await tx
      .insert(articleTags)
      .values(demoArticles.flatMap((a) => a.tags.map((tag) => ({ articleId: articleIds.get(a.slug.de) as number, tagId: tagIds.get(tag) as number }))));
    await insertBodies(
      tx,
      "article",
      demoArticles.map((a) => ({ id: articleIds.get(a.slug.de) as number, body: a.body })),
    );
    const pressIds = idsBySlug(
      await tx.insert(pressReleases).values(demoPressReleases.map(editorialRow)).returning({ id: pressReleases.id, slugDe: pressReleases.slugDe }),
    );
    await insertBodies(
      tx,
      "press",
      demoPressReleases.map((p) => ({ id: pressIds.get(p.slug.de) as number, body: p.body })),
    );

    // Home
    await tx.insert(homeBlocks).values(
      demoHomeBlocks.map((block, index) => {
        let link: Bi;
        if ("production" in block.link) {
          const production = demoProductions.find((p) => p.key === (block.link as { production: string }).production);
          const id = productionIds.get(production?.key ?? "");
          if (!production || !id) throw new Error(`Home block links to an unknown production`);
          link = { de: `/de/programm/${production.slug.de}/${id}`, en: `/en/programme/${production.slug.en}/${id}` };
        } else {
          link = block.link;
        }
        return {
          kind: block.kind,
          // Position within the block's own list.
          position: demoHomeBlocks.slice(0, index).filter((b) => b.kind === block.kind).length,
          ...byLang("preline", block.preline),
          ...byLang("headline", block.headline),
          ...byLang("text", block.text),
          image: block.image?.path ?? null,
          imageAltDe: block.image?.alt.de ?? "",
          imageAltEn: block.image?.alt.en ?? "",
          ...byLang("link", link),
          ...byLang("linkText", block.linkText),
        };
      }),
    );
    await tx.insert(homeProductions).values(demoHomeProductions.map((key, position) => ({ productionId: productionIds.get(key) as number, position })));

    // Press downloads: their file sizes need the media, which has been rendering meanwhile.
    const sizes = await media;
    for (const release of demoPressReleases) {
      for (const [position, directory] of release.downloads.entries()) {
        const [row] = await tx
          .insert(downloadDirectories)
          .values({
            categoryId: categoryIds.get(directory.category) as number,
            pressReleaseId: pressIds.get(release.slug.de) as number,
            ...byLang("name", directory.name),
            position,
          })
          .returning({ id: downloadDirectories.id });
        await tx.insert(downloadFiles).values(
          directory.files.map((file, filePosition) => ({
            directoryId: row.id,
            ...byLang("title", file.title),
            file: file.path,
            mime: file.mime,
            size: sizes.get(file.path) as number,
            position: filePosition,
          })),
        );
      }
    }
  });
}
