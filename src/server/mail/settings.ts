/** What every part of the mail system needs to know, from the environment (docs/mail.md). */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
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
 * owner only). Creating is exclusive, so processes starting together end up with one key.
 */
export async function loadSecretKey(env: Pick<Env, "SECRET_KEY" | "dataDir">): Promise<string> {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  const file = path.join(env.dataDir, "secret-key");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  try {
    await mkdir(env.dataDir, { recursive: true });
    await writeFile(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
      throw new Error(`SECRET_KEY is not set and ${file} cannot be created (${(error as Error).message}): set SECRET_KEY`);
    }
  }
  return (await readFile(file, "utf8")).trim();
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
