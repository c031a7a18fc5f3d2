import { execFile } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
const root = path.resolve(import.meta.dirname, "..");

const run = promisify(execFile);

describe("scripts/serve.sh", () => {
  let bin: string;
  beforeAll(async () => {
    // A `node` that says what it was started with, in place of the server.
    bin = await mkdtemp(path.join(os.tmpdir(), "festival-serve-"));
    await writeFile(path.join(bin, "node"), '#!/bin/sh\necho "$MALLOC_ARENA_MAX $MALLOC_MMAP_THRESHOLD_ $*"\n');
    await chmod(path.join(bin, "node"), 0o755);
  });
  afterAll(async () => {
    await rm(bin, { recursive: true, force: true });
  });
  const serve = (env: NodeJS.ProcessEnv = {}) => run(path.join(root, "scripts/serve.sh"), ["--extra"], { env: { PATH: `${bin}:${process.env.PATH}`, ...env } });

  it("starts the built server with glibc's allocator set to give memory back", async () => {
    const { stdout } = await serve();
    expect(stdout.trim()).toBe(`2 65536 --enable-source-maps ${root}/scripts/../build/server-main/index.js --extra`);
  });

  it("keeps the allocator settings an operator chose", async () => {
    const { stdout } = await serve({ MALLOC_ARENA_MAX: "4", MALLOC_MMAP_THRESHOLD_: "131072" });
    expect(stdout.trim().startsWith("4 131072 ")).toBe(true);
  });
});
