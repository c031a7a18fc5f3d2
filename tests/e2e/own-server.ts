/**
 * A server of a spec's own, for what the suite's server cannot show (it runs with one
 * configuration for every spec): the built server (build/server-main) on a free port, or the
 * port given, with the environment the spec asks for over the inherited one, in a fresh data
 * directory of its own (without the inherited `DATABASE_URL` and `CONTENT_API_URL`: its database
 * is its own unless the spec names one). Without `SMTP_URL` unless the spec sets it, so its mail is held, not
 * sent to the suite's SMTP sink. Without demo content unless the spec sets `SEED_DEMO` (seeding
 * takes long on a busy machine). The accounts a spec names are made before the server starts,
 * with the user script (scripts/user-create.ts) as on a real installation.
 *
 * `ownServerForTests` gives a spec (or a `test.describe`) a server for all its tests: started before
 * them, stopped after them, what it said printed when a test fails. A spec that does more around
 * its server's start calls `startOwnServer` in its own `test.beforeAll` (with a timeout long
 * enough for the start-up) and `stop` in its `test.afterAll`, with `logOwnServerOnFailure`.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, test } from "./helpers";

export interface OwnServerOptions {
  /** The server's environment over the inherited one (PORT, HOST, PUBLIC_URL and DATA_DIR are set, and may be overridden). */
  env?: Record<string, string>;
  /** Accounts made with the user script before the server starts; without a role, an editor. */
  users?: readonly { email: string; role?: "editor" | "admin" }[];
  /** The accounts' password. */
  password?: string;
  /** Modules loaded into the server before it starts (`node --import`), such as a fake of an outside API. */
  imports?: readonly string[];
  /** The port; a free one if not given. */
  port?: number;
  /** The page that answers 200 once the server is up. */
  readyPath?: string;
  /** How long the start-up may take, in milliseconds. */
  timeout?: number;
}

export interface OwnServer {
  /** The server's own address (http://127.0.0.1:port). */
  origin: string;
  port: number;
  /** What it has written to stdout and stderr so far. */
  output: () => string;
  /** Stops the server, waits until it has closed its database, and removes its data directory. */
  stop: () => Promise<void>;
}

export async function startOwnServer({
  env: own = {},
  users = [],
  password,
  imports = [],
  port: given,
  readyPath = "/de/anmelden",
  timeout = 120_000,
}: OwnServerOptions = {}): Promise<OwnServer> {
  const port = given ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const directory = mkdtempSync(path.join(tmpdir(), "festival-own-server-"));
  // Its own database in its own directory: never a server's the shell may name (DATABASE_URL), nor another content service's.
  const { SMTP_URL: _noMail, DATABASE_URL: _noServerDatabase, CONTENT_API_URL: _noOtherContent, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATA_DIR: path.join(directory, "data"),
    SEED_DEMO: "false",
    ...(password === undefined ? {} : { FESTIVAL_USER_PASSWORD: password }),
    ...own,
  };
  const removeDirectory = () => rmSync(directory, { recursive: true, force: true });
  for (const { email, role } of users) {
    const made = spawnSync(process.execPath, ["--import", "tsx", "scripts/user-create.ts", "--email", email, ...(role ? ["--role", role] : [])], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (made.status !== 0) {
      removeDirectory();
      throw new Error(`the user script could not make ${email} (exit ${made.status})`);
    }
  }

  let output = "";
  const server: ChildProcess = spawn(process.execPath, [...imports.flatMap((module) => ["--import", module]), "build/server-main/index.js"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const running = () => server.exitCode === null && server.signalCode === null;
  const stop = async () => {
    if (running()) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      // A server that does not stop within a while is not waited for any longer.
      const stuck = setTimeout(() => server.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(stuck);
    }
    removeDirectory();
  };

  const deadline = Date.now() + timeout;
  while ((await fetch(`${origin}${readyPath}`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline || !running()) {
      await stop();
      throw new Error(`the server did not come up:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, port, output: () => output, stop };
}

/** After a test that failed, prints the end of what the spec's own server said. */
export function logOwnServerOnFailure(server: () => OwnServer | undefined) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from its first parameter's pattern.
  test.afterEach(async ({}, testInfo) => {
    const own = server();
    if (own && testInfo.status !== testInfo.expectedStatus) console.log(`the server said:\n${own.output().slice(-5000)}`);
  });
}

/**
 * A server of the spec's own for the tests of the file or `test.describe` this is called in; its
 * `origin` is there from the first test on.
 */
export function ownServerForTests(options: OwnServerOptions = {}): { readonly origin: string } {
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout((options.timeout ?? 120_000) + 30_000);
    server = await startOwnServer(options);
  });
  logOwnServerOnFailure(() => server);
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get origin() {
      if (!server) throw new Error("the spec's own server has not started");
      return server.origin;
    },
  };
}
