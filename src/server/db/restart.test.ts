import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { pageTranslations, pages } from "./schema";
import { mediaLibrary } from "../media/store";
import { seedDemoContent } from "../seed/seed";
import { isEmpty } from "./empty";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe.skipIf(!!process.env.DATABASE_URL)("embedded database in DATA_DIR", () => {
  it("is created, migrated and seeded on first start; a second start keeps what is there", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "festival-data-"));
    dirs.push(dir);
    const first = await openDatabase({ dataDir: path.join(dir, "db") });
    expect(await isEmpty(first.db)).toBe(true);
    await seedDemoContent(first.db, mediaLibrary(first.db, path.join(dir, "media"), path.join(dir, "cache")));
    await first.db.update(pageTranslations).set({ title: "Changed by an editor" }).where(eq(pageTranslations.path, "faq"));
    const [{ n }] = await first.db.select({ n: count() }).from(pages);
    await first.close();

    const second = await openDatabase({ dataDir: path.join(dir, "db") });
    expect(await isEmpty(second.db)).toBe(false);
    expect((await second.db.select({ n: count() }).from(pages))[0].n).toBe(n);
    const [faq] = await second.db.select().from(pageTranslations).where(eq(pageTranslations.path, "faq"));
    expect(faq.title).toBe("Changed by an editor");
    await second.close();
  });
});
