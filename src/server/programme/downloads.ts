/** Press downloads: categories, and directories with their files (url below /media). */
import { and, asc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Locale } from "../../schemas/api";
import type { DownloadDirectory, Term } from "../../schemas/programme";
import { publishedEditorial } from "../content/visibility";
import type { Database } from "../db/client";
import { downloadCategories, downloadDirectories, downloadFiles, pressReleases } from "../db/schema";
import { byLocale, groupBy, idCondition, listTerms, pickColumns } from "./common";
import { termKeys, toDownloadDirectory } from "./mappers";

export function listDownloadCategories(db: Database, locale: Locale): Promise<Term[]> {
  return listTerms(db, downloadCategories, locale);
}

/**
 * Directories in category order, then their own position. A directory of a press release is
 * public only with its press release; the others always.
 */
export async function listDownloadDirectories(db: Database, locale: Locale, query: { press_release?: number }, now: Date): Promise<DownloadDirectory[]> {
  const visible = or(isNull(downloadDirectories.pressReleaseId), publishedEditorial(pressReleases, now)) as SQL;
  const rows = await db
    .select({ directory: downloadDirectories, category: pickColumns(downloadCategories, termKeys) })
    .from(downloadDirectories)
    .innerJoin(downloadCategories, eq(downloadCategories.id, downloadDirectories.categoryId))
    .leftJoin(pressReleases, eq(pressReleases.id, downloadDirectories.pressReleaseId))
    .where(and(visible, query.press_release === undefined ? undefined : idCondition(downloadDirectories.pressReleaseId, query.press_release)))
    .orderBy(
      asc(downloadCategories.position),
      asc(byLocale(locale, downloadCategories.nameDe, downloadCategories.nameEn)),
      asc(downloadCategories.id),
      asc(downloadDirectories.position),
      asc(downloadDirectories.id),
    );
  if (rows.length === 0) return [];
  const files = await db
    .select()
    .from(downloadFiles)
    .where(
      inArray(
        downloadFiles.directoryId,
        rows.map((row) => row.directory.id),
      ),
    )
    .orderBy(asc(downloadFiles.directoryId), asc(downloadFiles.position), asc(downloadFiles.id));
  const filesOf = groupBy(files, (file) => file.directoryId);
  return rows.map((row) => toDownloadDirectory(locale, row.directory, row.category, filesOf.get(row.directory.id) ?? []));
}
