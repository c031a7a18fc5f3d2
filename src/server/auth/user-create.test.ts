import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { users } from "../db/schema";
import { projectRoot } from "../paths";
import { verifyPassword } from "./passwords";

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Runs `npm run user:create` as an operator would, against an embedded database of its own. */
async function userCreate(args: string[], password?: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "user-create-"));
  dirs.push(dataDir);
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", FESTIVAL_USER_PASSWORD: password ?? "" };
  delete (env as Record<string, string | undefined>).DATABASE_URL;
  const result = await run(path.join(projectRoot(), "node_modules/.bin/tsx"), ["scripts/user-create.ts", ...args], {
    cwd: projectRoot(),
    env,
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);
  return { dataDir, ...result };
}

describe("npm run user:create", () => {
  it("creates a staff user with an argon2id hash of the password from the environment", async () => {
    const { dataDir, stdout } = await userCreate(
      ["--email", "New.Editor@Festival.example", "--username", "Neue Redaktion", "--admin-menus", "news, press"],
      "a long enough password",
    );
    expect(stdout).toContain("Created staff user new.editor@festival.example");
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const [row] = await handle.db.select().from(users).where(eq(users.email, "new.editor@festival.example"));
      expect(row).toMatchObject({ username: "Neue Redaktion", adminMenus: ["news", "press"], isActive: true });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, "a long enough password")).toBe(true);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("refuses a short password and a missing address, and says why", async () => {
    const short = await userCreate(["--email", "x@festival.example"], "short");
    expect((short as { code?: number }).code).toBe(1);
    expect((short as { stderr: string }).stderr).toMatch(/password: must have at least 12 characters/);
    const missing = await userCreate([], "a long enough password");
    expect((missing as { stderr: string }).stderr).toMatch(/Usage: npm run user:create/);
  }, 60_000);
});
