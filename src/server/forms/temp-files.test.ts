/**
 * Visitors' uploads waiting for their entry (docs/forms.md, "Uploads"): only for a form with a
 * file field, within a storage quota shared by every process, and deleted a day after upload
 * when no entry took them. The clock is injected.
 */
import { count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import type { Database } from "../db/client";
import { formEntries, formFields, forms, tempFiles } from "../db/schema";
import { storeUploadFor } from "./forms";
import { insertWithinQuota, purgeTempFiles, tempFileQuotaBytes, tempFileTtlMs } from "./temp-files";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let withFile: number;
let withoutFile: number;
let hiddenFile: number;

const l = (s: string) => ({ de: s, en: s });
const now = new Date("2026-05-04T12:00:00Z");
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3600_000);
const pdf = (size = 100) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
};

async function form(slug: string, fields: { slug: string; fieldType: number; visible?: boolean }[]): Promise<number> {
  const [row] = await db
    .insert(forms)
    .values({ slug, title: l(slug), intro: l("") })
    .returning({ id: forms.id });
  if (fields.length) await db.insert(formFields).values(fields.map((f, i) => ({ formId: row.id, position: i, label: l(f.slug), ...f })));
  return row.id;
}

/** A temp file row as an upload leaves it; `size` is what the quota counts. */
async function pending(createdAt: Date, size = 10, entryId: number | null = null) {
  const [row] = await db
    .insert(tempFiles)
    .values({
      token: `t${Math.random().toString(36).slice(2)}`.padEnd(32, "x"),
      name: "a.pdf",
      contentType: "application/pdf",
      size,
      data: Buffer.from(pdf(10)),
      entryId,
      createdAt,
    })
    .returning({ id: tempFiles.id });
  return row.id;
}

const rows = async () => (await db.select({ n: count() }).from(tempFiles))[0].n;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  withFile = await form("bewerbung", [
    { slug: "name", fieldType: 1 },
    { slug: "mappe", fieldType: 9 },
  ]);
  withoutFile = await form("nur-text", [{ slug: "name", fieldType: 1 }]);
  hiddenFile = await form("versteckt", [{ slug: "mappe", fieldType: 9, visible: false }]);
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await db.delete(tempFiles);
});

describe("which forms take uploads", () => {
  it("stores a file for a form with a shown file field", async () => {
    const outcome = await storeUploadFor(db, "de", String(withFile), { name: "Mappe.pdf", bytes: pdf() }, now);
    expect(outcome).toMatchObject({ ok: true, name: "Mappe.pdf", content_type: "application/pdf" });
    expect(await rows()).toBe(1);
  });

  it("refuses a form without a file field, one whose file field is hidden, and unknown forms, storing nothing", async () => {
    const refused = async (formValue: unknown, locale: "de" | "en" = "de") => {
      const outcome = await storeUploadFor(db, locale, formValue, { name: "Mappe.pdf", bytes: pdf() }, now);
      if (outcome.ok) throw new Error("stored");
      return { status: outcome.status, message: outcome.message };
    };
    expect(await refused(withoutFile)).toEqual({ status: 400, message: "Dieses Formular nimmt keine Dateien an." });
    expect(await refused(String(hiddenFile), "en")).toEqual({ status: 400, message: "This form does not take files." });
    expect(await refused(999_999)).toEqual({ status: 404, message: "Dieses Formular gibt es nicht." });
    for (const odd of ["abc", "1e3", "", "-1", null, undefined, { id: withFile }]) expect((await refused(odd)).status).toBe(404);
    expect(await rows()).toBe(0);
  });
});

describe("the quota of unclaimed uploads", () => {
  it("refuses with 507 in the visitor's language once unclaimed files would pass it, storing nothing", async () => {
    await pending(hoursBefore(1), tempFileQuotaBytes - 150);
    const fits = await storeUploadFor(db, "de", withFile, { name: "a.pdf", bytes: pdf(100) }, now);
    expect(fits.ok).toBe(true);
    const over = await storeUploadFor(db, "en", withFile, { name: "b.pdf", bytes: pdf(100) }, now);
    expect(over).toEqual({ ok: false, status: 507, message: "We cannot take any more files just now. Please try again later – your entries have been kept." });
    const de = await storeUploadFor(db, "de", withFile, { name: "b.pdf", bytes: pdf(100) }, now);
    expect(de).toMatchObject({ ok: false, status: 507, message: expect.stringMatching(/^Zurzeit können wir keine Dateien/) });
    expect(await rows()).toBe(2);
  });

  it("does not count files an entry took, nor those past their day", async () => {
    const [entry] = await db.insert(formEntries).values({ formId: withFile, locale: "de", values: {} }).returning({ id: formEntries.id });
    await pending(hoursBefore(1), tempFileQuotaBytes, entry.id);
    await pending(hoursBefore(25), tempFileQuotaBytes);
    const outcome = await storeUploadFor(db, "de", withFile, { name: "a.pdf", bytes: pdf() }, now);
    expect(outcome.ok).toBe(true);
  });

  it("lets only one of several uploads racing for the last room in", async () => {
    await pending(hoursBefore(1), tempFileQuotaBytes - 150);
    const outcomes = await Promise.all([1, 2].map((n) => storeUploadFor(db, "de", withFile, { name: `${n}.pdf`, bytes: pdf(100) }, now)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok && o.status === 507)).toHaveLength(1);
    // The quota step alone, many at once. On PostgreSQL they overlap once the pool has its
    // connections open (PGlite runs them in turn).
    await db.delete(tempFiles);
    await pending(hoursBefore(1), tempFileQuotaBytes - 150);
    await Promise.all(Array.from({ length: 8 }, () => db.execute(sql`SELECT pg_sleep(0.02)`)));
    const row = (n: number) => ({
      token: `race-${n}`.padEnd(32, "x"),
      name: "a.pdf",
      contentType: "application/pdf",
      size: 100,
      data: Buffer.from(pdf(10)),
      createdAt: now,
    });
    const inserted = await Promise.all(Array.from({ length: 8 }, (_, n) => insertWithinQuota(db, row(n), now)));
    expect(inserted.filter(Boolean)).toHaveLength(1);
    expect(await rows()).toBe(2);
  });
});

describe("purging unclaimed uploads", () => {
  it("deletes files no entry took once they are a day old, and nothing else", async () => {
    const [entry] = await db.insert(formEntries).values({ formId: withFile, locale: "de", values: {} }).returning({ id: formEntries.id });
    const old = await pending(new Date(now.getTime() - tempFileTtlMs - 1));
    const young = await pending(new Date(now.getTime() - tempFileTtlMs + 60_000));
    const attached = await pending(hoursBefore(24 * 30), 10, entry.id);
    expect(await purgeTempFiles(db, now)).toBe(1);
    const left = (await db.select({ id: tempFiles.id }).from(tempFiles)).map((r) => r.id).sort((a, b) => a - b);
    expect(left).toEqual([young, attached].sort((a, b) => a - b));
    expect(left).not.toContain(old);
    // Two minutes later the young one is past its day too.
    expect(await purgeTempFiles(db, new Date(now.getTime() + 120_000))).toBe(1);
    expect((await db.select({ id: tempFiles.id }).from(tempFiles).where(isNull(tempFiles.entryId))).length).toBe(0);
    expect((await db.select({ id: tempFiles.id }).from(tempFiles).where(eq(tempFiles.id, attached))).length).toBe(1);
  });

  it("is idempotent and safe when several processes run it at once", async () => {
    for (let i = 0; i < 5; i++) await pending(hoursBefore(30));
    const counts = await Promise.all([purgeTempFiles(db, now), purgeTempFiles(db, now), purgeTempFiles(db, now)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
    expect(await purgeTempFiles(db, now)).toBe(0);
    expect(await rows()).toBe(0);
  });
});
