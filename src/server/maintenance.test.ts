import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-db";
import { createSession } from "./auth/sessions";
import { upsertUser } from "./auth/users";
import { loginThrottles, rateLimits, sessions, users } from "./db/schema";
import { maintenanceTasks, RATE_LIMIT_RETENTION_MS, runMaintenance } from "./maintenance";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

describe("maintenance", () => {
  it("forgets ended sessions, old rate-limit counters and quiet failed-login pairs, keeps the current ones, and does it once however often it runs", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    await upsertUser(handle.db, { email: "pflege@festival.example", username: "Pflege", password: "a password of some length" });
    const [user] = await handle.db.select().from(users).where(eq(users.email, "pflege@festival.example"));
    const ended = await createSession(handle.db, user.id, new Date(now.getTime() - 13 * 3600_000));
    const current = await createSession(handle.db, user.id, now);
    await handle.db.insert(rateLimits).values([
      { key: "test:old", count: 3, windowStart: new Date(now.getTime() - RATE_LIMIT_RETENTION_MS - 1000) },
      { key: "test:young", count: 3, windowStart: new Date(now.getTime() - 60_000) },
    ]);
    const day = 24 * 3600_000;
    await handle.db.insert(loginThrottles).values([
      {
        account: "quiet@example.org",
        address: "192.0.2.1",
        failures: 4,
        lastFailureAt: new Date(now.getTime() - day - 1000),
        nextAttemptAt: new Date(now.getTime() - day),
      },
      { account: "recent@example.org", address: "192.0.2.2", failures: 4, lastFailureAt: new Date(now.getTime() - 60_000), nextAttemptAt: now },
    ]);

    await Promise.all([runMaintenance(handle.db, now), runMaintenance(handle.db, now)]);
    expect(await runMaintenance(handle.db, now)).toEqual([]);

    const left = (await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.expiresAt.getTime());
    expect(left).toEqual([current.expiresAt.getTime()]);
    expect(left).not.toContain(ended.expiresAt.getTime());
    const keys = (await handle.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys).toContain("test:young");
    expect(keys).not.toContain("test:old");
    expect((await handle.db.select().from(loginThrottles)).map((row) => row.account)).toEqual(["recent@example.org"]);
  });

  it("runs the other tasks when one fails, and names it", async () => {
    const ran: string[] = [];
    const failed = await runMaintenance(handle.db, new Date(), {
      first: async () => {
        throw new Error("down");
      },
      second: async () => ran.push("second"),
    });
    expect(failed).toEqual(["first"]);
    expect(ran).toEqual(["second"]);
  });

  it("covers the outbox and the visitors' uploads", () => {
    expect(Object.keys(maintenanceTasks)).toEqual(expect.arrayContaining(["outbox", "tempFiles", "sessions", "rateLimits", "loginThrottles"]));
  });
});
