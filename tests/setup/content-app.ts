/** The content service's HTTP app over a private copy of the seeded test database. */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BoxOfficeRoutesOptions } from "../../src/server/api/admin-box-office";
import { trustProxies } from "../../src/server/api/client-ip";
import { createContentApp } from "../../src/server/app";
import type { MailSettings } from "../../src/server/mail/settings";
import type { Database } from "../../src/server/db/client";
import { createContentService } from "../../src/server/service";
import { openTestDatabase } from "./test-db";

export interface TestContentAppOptions {
  /** A media library of the test's own (e.g. for uploads); default the shared seeded one. */
  mediaDir?: string;
  /** Mail settings; default held mails with a random link secret. */
  mail?: MailSettings;
  onMailQueued?: () => void;
  /** Make an upload's common renditions ahead; default false (only the tests of that want the work). */
  renditionsAhead?: boolean;
  /** Stripe for the box office's refunds (a fake fetch); default none. */
  boxOffice?: BoxOfficeRoutesOptions;
  /** ADMIN_TWO_FACTOR=required; default optional. */
  adminTwoFactorRequired?: boolean;
}

export async function openTestContentApp(options: TestContentAppOptions = {}) {
  const handle = await openTestDatabase();
  return { handle, ...(await contentAppOn(handle.db, { ...options, mediaDir: options.mediaDir ?? handle.mediaDir })) };
}

/** The content service and its HTTP app over a database the caller opened (and closes). */
export async function contentAppOn(db: Database, options: TestContentAppOptions & { mediaDir: string }) {
  // Tests stand in for one trusted proxy: their X-Forwarded-For is each request's client.
  trustProxies(1);
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), "renditions-"));
  const service = createContentService(db, {
    cacheTtlMs: 0,
    mail: options.mail,
    onMailQueued: options.onMailQueued,
    adminTwoFactorRequired: options.adminTwoFactorRequired,
  });
  const app = createContentApp(service, {
    mediaDir: options.mediaDir,
    cacheDir,
    mail: options.mail,
    onMailQueued: options.onMailQueued,
    renditionsAhead: options.renditionsAhead ?? false,
    boxOfficeStaff: options.boxOffice,
  });
  return { app, service, cacheDir };
}
