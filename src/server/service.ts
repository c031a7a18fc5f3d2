/**
 * The content service as an in-process content client: the site's loaders call these
 * functions directly; the HTTP API (app.ts) serves the same functions to other clients.
 */
import { createTranslate } from "../i18n/messages";
import { getMail, listMails } from "./mail/outbox";
import { type ContentClient, ContentError, notFoundMessage } from "../content-client/types";
import type { Locale, Nav, Page, Redirect, Settings } from "../schemas/api";
import type { Focus } from "../lib/media";
import type { SiteNotice } from "../schemas/notice";
import { TtlCache } from "./content/cache";
import { createMediaMetaReader } from "./content/media-meta";
import { getNotice } from "./content/notice";
import { getContainer, getNav, getPage, type Viewer } from "./content/pages";
import { findRedirect, getSettings, listRedirects } from "./content/site";
import type { Database } from "./db/client";
import { revisionTree } from "./editor/history";
import { attemptLogin } from "./auth/login";
import { type SessionCsrf, sessionCsrf } from "./auth/csrf-token";
import { passwordLinkTarget, setPasswordWithLink } from "./auth/password-links";
import { requestPasswordReset } from "./auth/password-reset";
import { attemptSecondStep } from "./auth/two-factor";
import { log } from "./log";
import { roleAllows } from "./auth/roles";
import { deleteSession, sessionToken, sessionUser } from "./auth/sessions";
import { createProgrammeService } from "./programme";
import { createSearchService } from "./search/search";
import { randomBytes } from "node:crypto";
import type { MailSettings } from "./mail/settings";
import { contactAuthor, createAd, getAd, listAds, type PinboardDeps, publishAd } from "./pinboard/ads";

export interface ContentService extends ContentClient {
  db: Database;
  /** The mail settings the service's own mails use (the HTTP API uses the same, so links agree). */
  mail: MailSettings;
  /** The CSRF tokens of staff sessions, keyed with the server secret (docs/security.md). */
  csrf: SessionCsrf;
  /** Forget cached reads after a write. */
  invalidate(): void;
  /** Who is asking, from the request's session cookie. */
  viewerFromCookie(cookie: string | undefined): Promise<Viewer>;
  /** The focal point staff set for a library image (the middle when none), for its crops. */
  mediaFocus(path: string): Promise<Focus>;
  /** ADMIN_TWO_FACTOR=required: admins must turn on two-factor login before the admin API serves them (staff-guard.ts). */
  adminTwoFactorRequired: boolean;
}

export interface ContentServiceOptions {
  cacheTtlMs?: number;
  /** Settings from the environment win over the stored ones (e.g. TAG_MANAGER_ID per deployment). */
  settingsOverrides?: Partial<Settings>;
  /**
   * Mail settings from the environment. Omitted (tests, tools): mails are held, links use
   * http://localhost:3000, and the link secret is random.
   */
  mail?: MailSettings;
  /** Called after a call queued a mail (the server wakes its mail worker). */
  onMailQueued?: () => void;
  /** ADMIN_TWO_FACTOR=required (docs/security.md). */
  adminTwoFactorRequired?: boolean;
}

export function createContentService(db: Database, options: ContentServiceOptions = {}): ContentService {
  const ttl = options.cacheTtlMs ?? 5000;
  const pageCache = new TtlCache<Page | null>(ttl);
  const navCache = new TtlCache<Nav>(ttl);
  const settingsCache = new TtlCache<Settings>(ttl);
  const noticeCache = new TtlCache<SiteNotice | null>(ttl);
  const redirectCache = new TtlCache<Redirect[]>(ttl);
  const redirectTargetCache = new TtlCache<string | null>(ttl);
  const programme = createProgrammeService(db, { cacheTtlMs: ttl });
  const mediaMeta = createMediaMetaReader(db, { ttlMs: ttl });
  const mail: MailSettings = options.mail ?? {
    publicUrl: "http://localhost:3000",
    from: "newsletter@festival-der-kuenste.example",
    secret: randomBytes(32).toString("base64url"),
    hold: true,
  };
  const pinboard: PinboardDeps = { db, mail, onMailQueued: () => options.onMailQueued?.() };

  /**
   * The outbox is the admins' (docs/mail.md, who reads the outbox): 401 without a staff session,
   * 403 for an editor, in the caller's language. The HTTP calls check the same (api/mail.ts).
   */
  const requireOutboxReader = async (locale: Locale, cookie: string | undefined) => {
    const token = sessionToken(cookie);
    const user = token ? await sessionUser(db, token) : null;
    if (!user) throw new ContentError(401, createTranslate(locale)("login.required"));
    if (!roleAllows(user.role, "admin")) throw new ContentError(403, createTranslate(locale)("mailViewer.adminsOnly"));
  };

  const viewerFromCookie = async (cookie: string | undefined): Promise<Viewer> => {
    const token = sessionToken(cookie);
    // Visitors carry no session cookie: no query for them.
    return { isStaff: token ? (await sessionUser(db, token)) !== null : false };
  };

  return {
    ...programme,
    ...createSearchService(db),
    db,
    mail,
    csrf: sessionCsrf(mail.secret),
    pinboardList: (_locale, { page }) => listAds(db, page),
    pinboardAd: (_locale, id) => getAd(db, id),
    pinboardCreate: (locale, fields, ip) => createAd(pinboard, locale, fields, ip),
    pinboardContact: (locale, id, fields, ip) => contactAuthor(pinboard, locale, id, fields, ip),
    pinboardPublish: async (locale, token) => (await publishAd(pinboard, locale, token)).ok,
    invalidate() {
      for (const cache of [pageCache, navCache, settingsCache, redirectCache, redirectTargetCache, noticeCache]) cache.clear();
      programme.invalidate();
      mediaMeta.clear();
    },
    viewerFromCookie,
    async page({ locale, path, versionId, cookie }) {
      const viewer = await viewerFromCookie(cookie);
      // Version previews are for staff only; a visitor's request never reaches one.
      if (versionId && !viewer.isStaff) throw new ContentError(403, "Versions are visible to staff only");
      const load = () => getPage(db, locale, path, viewer);
      const page = viewer.isStaff ? await load() : await pageCache.get(`${locale}:${path}`, load);
      if (!page) throw new ContentError(404, notFoundMessage);
      if (versionId) {
        // A version preview: the page with the module tree of that page revision.
        const modules = await revisionTree(db, page.id, locale, versionId);
        if (!modules) throw new ContentError(404, notFoundMessage);
        return { ...page, modules };
      }
      return page;
    },
    nav: (locale: Locale) => navCache.get(locale, () => getNav(db, locale)),
    async outbox(locale, { cookie, page, status }) {
      await requireOutboxReader(locale, cookie);
      return listMails(db, page, status);
    },
    async outboxMail(locale, { cookie, id }) {
      await requireOutboxReader(locale, cookie);
      const found = await getMail(db, id);
      if (!found) throw new ContentError(404, notFoundMessage);
      return found;
    },
    notification: (locale) => noticeCache.get(locale, () => getNotice(db, locale)),
    mediaMeta: (locale, paths) => mediaMeta.read(locale, paths),
    mediaFocus: (path) => mediaMeta.focus(path),
    settings: () => settingsCache.get("settings", async () => ({ ...(await getSettings(db)), ...options.settingsOverrides })),
    redirects: (locale) => redirectCache.get(locale, () => listRedirects(db, locale)),
    redirect: (_locale, path) => redirectTargetCache.get(path, () => findRedirect(db, path)),
    async user(_locale, cookie) {
      const user = await sessionUser(db, sessionToken(cookie));
      return user ? { email: user.email, username: user.username, admin_menus: user.admin_menus, role: user.role } : null;
    },
    adminTwoFactorRequired: options.adminTwoFactorRequired ?? false,
    async login(_locale, credentials) {
      const result = await attemptLogin(db, credentials, new Date(), mail.secret);
      if (!result.ok) return result;
      const { email, username, admin_menus, role } = result.user;
      return { ...result, user: { email, username, admin_menus, role } };
    },
    logout: (_locale, cookie) => deleteSession(db, sessionToken(cookie)),
    passwordLink: (_locale, token) => passwordLinkTarget(db, mail.secret, token),
    async setPassword(_locale, input) {
      const result = await setPasswordWithLink(db, mail.secret, input);
      if (!result.ok) return result;
      const { email, username, admin_menus, role } = result.user;
      return { ...result, user: { email, username, admin_menus, role } };
    },
    async loginCode(_locale, input) {
      const result = await attemptSecondStep(db, mail.secret, input);
      if (!result.ok) return result;
      const { email, username, admin_menus, role } = result.user;
      return { ...result, user: { email, username, admin_menus, role } };
    },
    async requestPasswordReset(locale, input) {
      const result = await requestPasswordReset(db, mail, { ...input, locale });
      if (!result.ok) return result;
      // Not awaited: the answer must not wait for (and so tell) whether the address has an account.
      result.delivery
        .then((outcome) => {
          if (outcome === "sent") options.onMailQueued?.();
        })
        .catch((error) => log().error({ err: error }, "password reset mail failed"));
      return { ok: true };
    },
    async container(locale, slug, cookie) {
      // The editor reads the containers of offline pages and unpublished items with its session.
      const section = await getContainer(db, locale, slug, await viewerFromCookie(cookie));
      if (!section) throw new ContentError(404, notFoundMessage);
      return section;
    },
  };
}
