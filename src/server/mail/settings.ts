/** What every part of the mail system needs to know, from the environment (docs/mail.md). */
import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Env } from "../env";

export interface MailSettings {
  /** The public site address links in mails start with (PUBLIC_URL). */
  publicUrl: string;
  /** Sender address (MAIL_FROM); the display name is the catalogue's mail.senderName. */
  from: string;
  /** Key of the signed newsletter links (SECRET_KEY). */
  secret: string;
  /** No SMTP_URL: mails are stored as held and never sent. */
  hold: boolean;
}

/**
 * SECRET_KEY, or the one kept in DATA_DIR/secret-key (created on first use, readable by the
 * owner only). It is written whole and linked into place atomically, so processes starting
 * together agree on one key.
 */
export async function loadSecretKey(env: Pick<Env, "SECRET_KEY" | "dataDir">): Promise<string> {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const file = path.join(env.dataDir, "secret-key");
  try {
    return await readOrCreate(file, env.dataDir);
  } catch (error) {
    throw new Error(`SECRET_KEY is not set and ${file} cannot be read or created (${(error as Error).message}): set SECRET_KEY`);
  }
}

async function readOrCreate(file: string, dir: string): Promise<string> {
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dir, { recursive: true });
  // Written whole under a private name, then linked into place: link() is atomic and refuses an
  // existing name, so a process starting at the same moment reads a complete key or makes none.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(temporary, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temporary);
  }
  const key = (await readFile(file, "utf8")).trim();
  if (key.length < 32) throw new Error("the stored key is shorter than 32 characters");
  return key;
}

export async function mailSettingsFromEnv(env: Env): Promise<MailSettings> {
  return { publicUrl: env.PUBLIC_URL, from: env.MAIL_FROM, secret: await loadSecretKey(env), hold: !env.SMTP_URL };
}

/** An absolute link on the public site. */
export function absoluteUrl(settings: Pick<MailSettings, "publicUrl">, pathAndQuery: string): string {
  // Relative to the base with a trailing slash, so a PUBLIC_URL with a path keeps it.
  const base = settings.publicUrl.endsWith("/") ? settings.publicUrl : `${settings.publicUrl}/`;
  return new URL(pathAndQuery.replace(/^\/+/, ""), base).href;
}
