/**
 * Scheduled publishing survives restarts (docs/editor.md): the jobs live in the database, so a
 * publication that fell due while no server process ran is done by the next process to start,
 * at its start, once. Here "a process" is the content service with its own connection to a
 * database that outlives it (PGlite on a data directory, or a pool to PostgreSQL), started and
 * stopped as server/main.ts does.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { contentAppOn } from "../../../tests/setup/content-app";
import { staffSession } from "../../../tests/setup/staff-session";
import { openTestStorage } from "../../../tests/setup/test-db";
import type { DatabaseHandle } from "../db/client";
import { pageRevisions, pages, productions, publicationJobs } from "../db/schema";
import { startPublicationScheduler } from "./scheduler";

const storage = await openTestStorage();
afterAll(() => storage.remove());

/** One server process: its database connection, its content app and, as server/main.ts starts it, its scheduler. */
async function startProcess() {
  const handle = await storage.open();
  const { app } = await contentAppOn(handle.db, { mediaDir: storage.mediaDir });
  // An interval far longer than the test: only the run at start can do the job.
  const scheduler = startPublicationScheduler(handle.db, 3_600_000);
  return {
    handle,
    app,
    /** Waits for the scheduler's run in progress, then stops the process. */
    async stop() {
      await scheduler.stop();
      await handle.close();
    },
    /** Lets the scheduler's run in progress finish, and runs no other. */
    settle: () => scheduler.stop(),
  };
}

/** The outcomes of an entity's publication jobs (null while one is pending). */
const outcomes = async (handle: DatabaseHandle, entity: string, entityId: number) =>
  (
    await handle.db
      .select({ outcome: publicationJobs.outcome })
      .from(publicationJobs)
      .where(and(eq(publicationJobs.entity, entity), eq(publicationJobs.entityId, entityId)))
  ).map((job) => job.outcome);

it("a publication that fell due while no process ran is done once by the next process, at its start", async () => {
  const first = await startProcess();
  const alice = await staffSession(first.app, first.handle.db, { username: "Alice" });
  const [page] = await first.handle.db.select({ id: pages.id }).from(pages).where(eq(pages.isOnline, true)).limit(1);
  const [production] = await first.handle.db.select({ id: productions.id }).from(productions).where(eq(productions.isOnline, true)).limit(1);
  const json = { ...alice.writeHeaders, "content-type": "application/json" };

  // A page's draft to be published, and a production to go offline, both in two seconds.
  const at = new Date(Date.now() + 2000).toISOString();
  const started = await first.app.request("/de/pageeditor-api/draft", { method: "POST", headers: json, body: JSON.stringify({ page_id: page.id }) });
  expect(started.status).toBe(201);
  const pageSchedule = { page_id: page.id, publish_at: at, unpublish_at: null };
  const scheduled = await first.app.request("/de/pageeditor-api/draft/schedule", { method: "POST", headers: json, body: JSON.stringify(pageSchedule) });
  expect(scheduled.status).toBe(200);
  const productionSchedule = { publish_at: null, unpublish_at: at };
  const offline = await first.app.request(`/de/admin-api/productions/${production.id}/schedule`, {
    method: "PUT",
    headers: json,
    body: JSON.stringify(productionSchedule),
  });
  expect(offline.status).toBe(200);
  await first.stop();

  // No process runs while the jobs fall due.
  await new Promise((resolve) => setTimeout(resolve, Date.parse(at) - Date.now() + 100));

  const second = await startProcess();
  try {
    await expect.poll(() => outcomes(second.handle, "pages", page.id), { timeout: 10_000 }).toEqual(["done"]);
    await expect.poll(() => outcomes(second.handle, "productions", production.id), { timeout: 10_000 }).toEqual(["done"]);
    const [after] = await second.handle.db.select({ isOnline: productions.isOnline }).from(productions).where(eq(productions.id, production.id));
    expect(after.isOnline).toBe(false);
  } finally {
    await second.stop();
  }

  // A third start finds nothing left to do: the page was published once.
  const third = await startProcess();
  try {
    await third.settle();
    const published = and(eq(pageRevisions.pageId, page.id), eq(pageRevisions.action, "draft.publish"));
    expect(await third.handle.db.$count(pageRevisions, published)).toBe(1);
    expect(await outcomes(third.handle, "pages", page.id)).toEqual(["done"]);
  } finally {
    await third.stop();
  }
});
