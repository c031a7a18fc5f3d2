/**
 * Creates a staff account (or sets a new password for an existing address):
 *
 *   npm run user:create -- --email editor@example.org [--username "Name"] [--admin-menus news,productions] [--role editor|admin]
 *
 * Without --role a new user is an editor and an existing one keeps its role.
 *
 * The password comes from FESTIVAL_USER_PASSWORD, or is asked for twice without echo. The
 * database is the server's: DATABASE_URL, else the embedded one under DATA_DIR.
 */
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { isUserRole, type UserRole, userRoles } from "../src/server/auth/roles";
import { upsertUser } from "../src/server/auth/users";
import { openDatabase } from "../src/server/db/client";
import { parseEnv } from "../src/server/env";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text: string) => {
      if (text.startsWith(question)) write.call(rl, question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.FESTIVAL_USER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) fail("No terminal to ask for the password: set FESTIVAL_USER_PASSWORD.");
  const first = await askHidden("Password: ");
  const second = await askHidden("Repeat password: ");
  if (first !== second) fail("The passwords differ.");
  return first;
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    username: { type: "string" },
    "admin-menus": { type: "string" },
    role: { type: "string" },
  },
});
const usage = "Usage: npm run user:create -- --email editor@example.org [--username Name] [--admin-menus a,b] [--role editor|admin]";
if (!values.email) fail(usage);
if (values.role !== undefined && !isUserRole(values.role)) fail(`--role must be one of ${userRoles.join(", ")}.\n${usage}`);

const env = parseEnv();
const password = await readPassword();
const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "db") });
try {
  const { created } = await upsertUser(handle.db, {
    email: values.email,
    username: values.username ?? values.email.split("@")[0],
    password,
    adminMenus:
      values["admin-menus"]
        ?.split(",")
        .map((menu) => menu.trim())
        .filter(Boolean) ?? [],
    role: values.role as UserRole | undefined,
  });
  console.log(`${created ? "Created" : "Updated"} staff user ${values.email.trim().toLowerCase()}.`);
} catch (error) {
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
  fail(issues ? issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n") : String(error));
} finally {
  await handle.close();
}
