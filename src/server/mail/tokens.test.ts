import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { absoluteUrl, loadSecretKey } from "./settings";
import { signToken, tokenSubscriptionId, verifyToken } from "./tokens";

const secret = "s".repeat(40);

describe("signed newsletter tokens", () => {
  it("verify only for the secret, purpose, id and address they were signed for", () => {
    const token = signToken(secret, "confirm", 42, "a@example.org");
    expect(token).toMatch(/^c\.42\.[\w-]{43}$/);
    expect(tokenSubscriptionId(token, "confirm")).toBe(42);
    expect(tokenSubscriptionId(token, "unsubscribe")).toBeNull();
    expect(verifyToken(secret, token, "confirm", 42, "a@example.org")).toBe(true);
    expect(verifyToken("t".repeat(40), token, "confirm", 42, "a@example.org")).toBe(false);
    expect(verifyToken(secret, token, "confirm", 43, "a@example.org")).toBe(false);
    expect(verifyToken(secret, token, "confirm", 42, "b@example.org")).toBe(false);
    expect(verifyToken(secret, token, "unsubscribe", 42, "a@example.org")).toBe(false);
    expect(verifyToken(secret, `${token}x`, "confirm", 42, "a@example.org")).toBe(false);
    for (const bad of [undefined, "", "c.0.x", "c.99999999999.abc", `c.-1.${"a".repeat(43)}`, "x.1.aaa"]) {
      expect(tokenSubscriptionId(bad, "confirm")).toBeNull();
    }
  });
});

describe("mail settings", () => {
  it("generates a secret once under DATA_DIR and keeps it; SECRET_KEY wins", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "secret-"));
    try {
      // Processes starting together agree on one key.
      const [first, ...others] = await Promise.all(Array.from({ length: 6 }, () => loadSecretKey({ dataDir })));
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(new Set(others)).toEqual(new Set([first]));
      expect(await loadSecretKey({ dataDir })).toBe(first);
      expect((await readFile(path.join(dataDir, "secret-key"), "utf8")).trim()).toBe(first);
      expect((await stat(path.join(dataDir, "secret-key"))).mode & 0o077).toBe(0);
      expect(await readdir(dataDir)).toEqual(["secret-key"]);
      expect(await loadSecretKey({ dataDir, SECRET_KEY: "k".repeat(32) })).toBe("k".repeat(32));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("says to set SECRET_KEY when it cannot keep a generated one", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "secret-"));
    try {
      await writeFile(path.join(dir, "a-file"), "");
      await expect(loadSecretKey({ dataDir: path.join(dir, "a-file", "data") })).rejects.toThrow(/cannot be read or created .*: set SECRET_KEY/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("makes absolute links on PUBLIC_URL, keeping a path prefix", () => {
    expect(absoluteUrl({ publicUrl: "https://festival.example" }, "/de/x?token=1")).toBe("https://festival.example/de/x?token=1");
    expect(absoluteUrl({ publicUrl: "https://example.org/festival/" }, "/en/x")).toBe("https://example.org/festival/en/x");
  });
});
